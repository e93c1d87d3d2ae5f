import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { getImpersonation } from '@/lib/impersonation';
import { announceAndReload, applyImpersonationInput } from '../impersonation';
import styles from './superuser.module.css';

interface ImpersonateFormProps {
  close: () => void;
  /** Replaceable in tests; reloads the page by default. */
  reload?: () => void;
}

/** The impersonation prompt: a username to see the portal as, or 'avslutt' to stop. */
export function ImpersonateForm({ close, reload }: ImpersonateFormProps) {
  const [value, setValue] = useState('');
  const current = getImpersonation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = applyImpersonationInput(value);
    close();
    announceAndReload(outcome, reload);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={styles.description}>
        {current ? `Du ser nå portalen som ${current}. ` : ''}
        Skriv inn {company.loginIdLabel.toLowerCase()} til brukeren du vil se portalen som. Skriv «avslutt» for å
        gå tilbake til din egen bruker.
      </p>
      <TextField
        label={company.loginIdLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit">OK</Button>
        <Button variant="secondary" onPress={close}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
