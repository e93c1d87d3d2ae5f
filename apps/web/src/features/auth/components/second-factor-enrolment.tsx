import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { useCompleteLogin, useEnrolSecondFactor, useSecondFactorSetup } from '../api/second-factor';
import { codeFieldError, secondFactorErrorText } from '../second-factor-errors';
import styles from './auth.module.css';

/** The otpauth:// address as a QR code, drawn here in the browser (an SVG, no network). */
function useQrCode(text: string | undefined): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!text) return;
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return src;
}

/** 'ABCD EFGH …': the secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Staff's first login: set up the authenticator app with the QR code (or the key by hand), give
 * its first code, then see the recovery codes this one time before going on.
 */
export function SecondFactorEnrolment({ onRestart }: { onRestart: () => void }) {
  const setup = useSecondFactorSetup();
  const enrol = useEnrolSecondFactor();
  const complete = useCompleteLogin();
  const qr = useQrCode(setup.data?.otpauth_url);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  if (enrol.isSuccess) {
    return (
      <div>
        <h2 className={styles.stepTitle}>Gjenopprettingskoder</h2>
        <p className={styles.intro}>
          Tofaktorinnlogging er satt opp. Ta vare på disse kodene et trygt sted: mister du telefonen, logger du inn med en av
          dem i stedet for koden fra appen. Hver kode virker én gang, og de vises bare nå.
        </p>
        <ul className={styles.recoveryCodes} aria-label="Gjenopprettingskoder">
          {enrol.data.recovery_codes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button fullWidth onPress={() => complete()}>
            Jeg har tatt vare på kodene
          </Button>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setMissing(true);
    setMissing(false);
    enrol.mutate(code);
  };
  const problem = setup.isError ? secondFactorErrorText(setup.error) : enrol.isError ? secondFactorErrorText(enrol.error) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate>
      <h2 className={styles.stepTitle}>Sett opp tofaktorinnlogging</h2>
      <p className={styles.intro}>
        Som superbruker ser du alle leverandørenes data, og logger derfor inn med en kode fra en autentiseringsapp i tillegg
        til passordet. Skann QR-koden med appen (for eksempel Microsoft Authenticator eller Google Authenticator), og skriv
        inn koden den viser.
      </p>
      {problem && (
        <Alert kind="error">
          {problem}{' '}
          {problem.startsWith('Innloggingen er utløpt') && (
            <button type="button" className={styles.linkButton} onClick={onRestart}>
              Logg inn på nytt
            </button>
          )}
        </Alert>
      )}
      {setup.isPending && <Loading />}
      {setup.data && (
        <div className={styles.qr}>
          {qr ? <img src={qr} width={200} height={200} alt="QR-kode for autentiseringsappen" /> : <Loading />}
          <p className={styles.secret}>
            Kan du ikke skanne? Skriv inn denne nøkkelen i appen:
            <br />
            <code>{grouped(setup.data.secret)}</code>
          </p>
        </div>
      )}
      <TextField
        label="Kode fra autentiseringsappen"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (enrol.isError) enrol.reset();
        }}
        error={missing ? 'Feltet må fylles ut' : codeFieldError(enrol.error, 'code')}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth isPending={enrol.isPending} isDisabled={!setup.data}>
          {enrol.isPending ? 'Sjekker koden ...' : 'Bekreft og logg inn'}
        </Button>
      </div>
    </form>
  );
}
