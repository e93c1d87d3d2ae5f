import { MSG } from '@slakteweb/core';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { isApiError } from '@/lib/api-client';
import { useSendResetLink } from '../api/send-reset-link';
import styles from './superuser.module.css';

/**
 * Superuser tool: e-mail yourself a link to set a new password for a user (spec §6). In the top
 * menu's dialog `close` closes it (the Lukk button); inline on the staff start page there is none.
 */
export function ResetLinkForm({ close }: { close?: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useSendResetLink();
  // The server's reason where it refused this user (404 no such user, 403 staff, 422 no e-mail of
  // your own); a failure of the server itself has no reason worth showing.
  const reason =
    isApiError(mutation.error) && [403, 404, 422].includes(mutation.error.status) ? mutation.error.message : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const username = value.trim();
    if (username === '') {
      setError(MSG.required);
      return;
    }
    setError(undefined);
    mutation.mutate(username);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={styles.description}>
        Lenken sendes til din egen e-postadresse, slik at du kan gi den videre til brukeren.
      </p>
      {mutation.isSuccess && <Alert kind="success">Lenke for nytt passord er sendt til din e-post</Alert>}
      {mutation.isError && (
        <Alert kind="error" title="Kunne ikke sende passord-reset lenke">
          {reason && <p>{reason}</p>}
        </Alert>
      )}
      <TextField
        label={company.loginIdLabel}
        autoComplete="off"
        autoFocus={close !== undefined}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={mutation.isPending}>
          {mutation.isPending ? 'Sender ...' : 'Send lenke'}
        </Button>
        {close && (
          <Button variant="secondary" onPress={close}>
            Lukk
          </Button>
        )}
      </div>
    </form>
  );
}
