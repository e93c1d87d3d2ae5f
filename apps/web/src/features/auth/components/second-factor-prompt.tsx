import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useVerifySecondFactor } from '../api/second-factor';
import { codeFieldError, secondFactorErrorText } from '../second-factor-errors';
import styles from './auth.module.css';

/**
 * Staff's second step at every login: the six-digit code the authenticator app shows now, or one
 * of the recovery codes when the phone is lost. A right one logs in.
 */
export function SecondFactorPrompt({ onRestart }: { onRestart: () => void }) {
  const verify = useVerifySecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRecovery ? 'recovery_code' : 'code';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') return setMissing(true);
    setMissing(false);
    verify.mutate(useRecovery ? { recovery_code: value } : { code: value });
  };
  const problem = verify.isError ? secondFactorErrorText(verify.error) : undefined;
  const expired = verify.isError && problem?.startsWith('Innloggingen er utløpt');

  return (
    <form onSubmit={onSubmit} noValidate>
      <h2 className={styles.stepTitle}>Bekreft at det er deg</h2>
      <p className={styles.intro}>
        {useRecovery
          ? 'Skriv inn en av gjenopprettingskodene du fikk da du satte opp tofaktorinnlogging. Hver kode virker én gang.'
          : 'Skriv inn den sekssifrede koden som autentiseringsappen viser nå.'}
      </p>
      {problem && <Alert kind="error">{problem}</Alert>}
      <TextField
        key={field}
        label={useRecovery ? 'Gjenopprettingskode' : 'Kode fra autentiseringsappen'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        {...(useRecovery ? {} : { inputMode: 'numeric' as const, maxLength: 7 })}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          // A new code: the last one's error no longer applies.
          if (verify.isError) verify.reset();
        }}
        error={missing ? 'Feltet må fylles ut' : codeFieldError(verify.error, field)}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth isPending={verify.isPending}>
          {verify.isPending ? 'Sjekker koden ...' : 'Logg inn'}
        </Button>
      </div>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setUseRecovery((on) => !on);
            setValue('');
            verify.reset();
          }}
        >
          {useRecovery ? 'Bruk kode fra appen' : 'Bruk en gjenopprettingskode'}
        </button>
        {expired && (
          <button type="button" className={styles.linkButton} onClick={onRestart}>
            Logg inn på nytt
          </button>
        )}
      </div>
    </form>
  );
}
