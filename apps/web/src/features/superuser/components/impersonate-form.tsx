import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { getImpersonation } from '@/lib/impersonation';
import { announceAndReload, applyImpersonationInput, endImpersonation } from '../impersonation';
import styles from './superuser.module.css';

interface ImpersonateFormProps {
  /** In the top menu's dialog: closes it (and gives the form its Avbryt). Inline on the staff start page: none. */
  close?: () => void;
  /** Replaceable in tests; reloads the page by default. */
  reload?: () => void;
}

/**
 * The impersonation prompt: the login id of the user to see the portal as. Typing 'avslutt' still
 * ends it (spec §4, §5), but while impersonating there is a button for that, so nobody has to know
 * the word.
 */
export function ImpersonateForm({ close, reload }: ImpersonateFormProps) {
  const [value, setValue] = useState('');
  const current = getImpersonation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = applyImpersonationInput(value);
    close?.();
    announceAndReload(outcome, reload);
  };

  const onEnd = () => {
    close?.();
    announceAndReload(endImpersonation(), reload);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={styles.description}>
        {current ? `Du ser nå portalen som ${current}. ` : ''}
        Skriv inn {company.loginIdLabel.toLowerCase()} til brukeren du vil se portalen som.
      </p>
      <TextField
        label={company.loginIdLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={close !== undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit">{close ? 'OK' : 'Se portalen som denne brukeren'}</Button>
        {current && (
          <Button variant="secondary" onPress={onEnd}>
            Avslutt og se portalen som deg selv
          </Button>
        )}
        {close && (
          <Button variant="secondary" onPress={close}>
            Avbryt
          </Button>
        )}
      </div>
    </form>
  );
}
