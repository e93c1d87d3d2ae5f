import { isEndImpersonation } from '@slakteweb/core';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { getImpersonation } from '@/lib/impersonation';
import { checkActAs, type ActAsCheck } from '../api/check-act-as';
import { announceAndReload, applyImpersonationInput, endImpersonation } from '../impersonation';
import styles from './superuser.module.css';

interface ImpersonateFormProps {
  /** In the top menu's dialog: closes it (and gives the form its Avbryt). Inline on the staff start page: none. */
  close?: () => void;
  /** Replaceable in tests; reloads the page by default. */
  reload?: () => void;
}

/** Why the portal cannot be seen as the user, said in the field; nothing for a farmer. */
function refusal(check: ActAsCheck, username: string): string | undefined {
  switch (check.kind) {
    case 'unknown':
      return `Fant ingen bruker med ${company.loginIdLabel.toLowerCase()} ${username}.`;
    case 'staff':
      return `${username} er en ansatt. Du kan bare se portalen som en leverandør.`;
    case 'failed':
      return 'Kunne ikke sjekke brukeren. Prøv igjen om litt.';
    default:
      return undefined;
  }
}

/**
 * The impersonation prompt: the login id of the user to see the portal as. The user is checked
 * first (as the screens will ask after the reload): a number nobody has, or staff, is refused in
 * the field, and nothing reloads into error states. Typing 'avslutt' still ends it (spec §4, §5),
 * but while impersonating there is a button for that, so nobody has to know the word.
 */
export function ImpersonateForm({ close, reload }: ImpersonateFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const current = getImpersonation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const username = value.trim();
    if (username !== '' && !isEndImpersonation(username)) {
      setChecking(true);
      const problem = refusal(await checkActAs(username), username);
      setChecking(false);
      if (problem) {
        setError(problem);
        fieldRef.current?.focus();
        return;
      }
    }
    setError(undefined);
    const outcome = applyImpersonationInput(username);
    close?.();
    announceAndReload(outcome, reload);
  };

  const onEnd = () => {
    close?.();
    announceAndReload(endImpersonation(), reload);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
        ref={fieldRef}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={checking}>
          {close ? 'OK' : 'Se portalen som denne brukeren'}
        </Button>
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
