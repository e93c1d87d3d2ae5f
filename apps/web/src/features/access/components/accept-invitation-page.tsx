import { ACCESS_INVITATION_VALID_DAYS, MSG, passwordFormSchema, passwordRequirements } from '@slakteweb/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { PasswordRequirements } from '@/components/ui/password-requirements';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { acceptedInvitation, logInAgainAfterInvitation, pendingInvitation } from '@/lib/pending-invitation';
import { endSession, startSession, useSession } from '@/lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import styles from './accept-invitation.module.css';

export const ACCEPT_TITLE = 'Godta invitasjonen';

/** A used, expired, withdrawn or unknown link (400 INVALID_TOKEN). */
export const LINK_NOT_VALID = `Lenken virker ikke lenger. Den kan være brukt før, være eldre enn ${ACCESS_INVITATION_VALID_DAYS} dager, eller invitasjonen kan være trukket tilbake. Be den som inviterte deg om å sende en ny invitasjon.`;
export const ACCEPT_FAILED = 'Kunne ikke godta invitasjonen. Prøv igjen.';

/** What the screen says when the server refuses: the link in words, else the server's own message. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return ACCEPT_FAILED;
  if (error.code === 'INVALID_TOKEN') return LINK_NOT_VALID;
  if (error.status >= 400 && error.status < 500 && error.code !== 'INVALID_RESPONSE') return error.message;
  return ACCEPT_FAILED;
}

/**
 * /tilgang/godta?t=…, the link in the invitation mail. Logged out: a new person sets a name and a
 * password (the rules of the set-new-password screen) and is logged in; someone who already has
 * a user logs in first, and is brought back here. Logged in: the link is accepted with the token
 * alone, and the farm is among the person's farms.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const session = useSession();
  return (
    <Page title={ACCEPT_TITLE} breadcrumbs={false}>
      <div className={styles.acceptCard}>
        {token === '' ? (
          <Alert kind="error" title="Lenken er ufullstendig">
            <p>Lenken mangler koden fra e-posten. Åpne lenken i e-posten på nytt.</p>
          </Alert>
        ) : logInAgainAfterInvitation.is(token) ? (
          <LogInAgain />
        ) : session.status === 'loggedIn' ? (
          <AcceptLoggedIn token={token} />
        ) : (
          <NewPersonForm token={token} />
        )}
      </div>
    </Page>
  );
}

/** Logged in: accept at once (once, also when React runs the effect twice). */
function AcceptLoggedIn({ token }: { token: string }) {
  const mutation = useAcceptInvitation();
  const queryClient = useQueryClient();
  const justCreated = acceptedInvitation.is(token);
  const sent = useRef(false);
  useEffect(() => {
    pendingInvitation.forget();
    if (justCreated || sent.current) return;
    sent.current = true;
    mutation.mutate(
      { t: token },
      {
        onSuccess: (answer) => {
          if (answer.log_in_again) {
            // The server ended the login: this page says why, then the person logs in again.
            logInAgainAfterInvitation.remember(token);
            endSession();
            return;
          }
          // The person's farms and permissions change with the new farm.
          void queryClient.invalidateQueries({ queryKey: ['me'] });
        },
      },
    );
  }, [token, justCreated, mutation, queryClient]);

  if (justCreated) {
    return (
      <Alert kind="success" title="Velkommen!">
        <p>Brukeren din er laget, og du har fått tilgang til gården.</p>
        <ButtonLink to="/dashboard">Gå til oversikten</ButtonLink>
      </Alert>
    );
  }
  if (mutation.isError) {
    return (
      <Alert kind="error" title="Invitasjonen kunne ikke godtas">
        <p>{failureText(mutation.error)}</p>
      </Alert>
    );
  }
  if (mutation.isSuccess) {
    return (
      <Alert kind="success" title="Gården er lagt til">
        <p>Du har fått tilgang til gården. Velg hvilken gård du vil handle for.</p>
        <ButtonLink to="/velg-gard">Velg gård</ButtonLink>
      </Alert>
    );
  }
  return <Loading text="Godtar invitasjonen ..." />;
}

/**
 * The farm was added to a person who had one farm: with several, the login asks for the code from
 * the authenticator app (as for staff), and this login did not, so the server ended it.
 */
function LogInAgain() {
  return (
    <Alert kind="success" title="Gården er lagt til">
      <p>Du har nå tilgang til flere gårder, og da må du logge inn på nytt med kode fra autentiseringsappen.</p>
      <ButtonLink to="/login">Logg inn på nytt</ButtonLink>
    </Alert>
  );
}

type Field = 'fullname' | 'new_password' | 'repeat_password';
const FIELD_ORDER: readonly Field[] = ['fullname', 'new_password', 'repeat_password'];

/** Logged out: a new person's name and password; or 'Logg inn' for someone who has a user. */
function NewPersonForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const mutation = useAcceptInvitation();
  const hintsId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ fullname: '', new_password: '', repeat_password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { fullname: useRef<HTMLInputElement>(null), new_password: useRef<HTMLInputElement>(null), repeat_password: useRef<HTMLInputElement>(null) };
  const requirements = passwordRequirements(values.new_password, values.repeat_password);
  const [hintsShown, setHintsShown] = useState(false);
  const started = hintsShown || values.new_password !== '' || values.repeat_password !== '';
  if (started && !hintsShown) setHintsShown(true);

  const change = (name: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.fullname.trim() === '') found.fullname = MSG.required;
    const password = passwordFormSchema('reset').safeParse(values);
    if (!password.success) {
      for (const issue of password.error.issues) {
        const field = issue.path[0];
        if ((field === 'new_password' || field === 'repeat_password') && !found[field]) found[field] = issue.message;
      }
    }
    if (Object.keys(found).length > 0) {
      setHintsShown(true);
      showErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(
      { t: token, fullname: values.fullname.trim(), password: values.new_password },
      {
        onSuccess: () => {
          // The server has logged the new person in: the page stays, now as the logged-in welcome.
          acceptedInvitation.remember(token);
          startSession(false);
        },
        onError: (error) => {
          const fields = isApiError(error) && error.status === 422 ? error.fields : {};
          const known: Partial<Record<Field, string>> = {};
          if (fields.fullname) known.fullname = fields.fullname;
          if (fields.password) known.new_password = fields.password;
          if (Object.keys(known).length > 0) showErrors(known);
        },
      },
    );
  };

  const logInFirst = () => {
    pendingInvitation.remember(token);
    void navigate('/login');
  };

  // Said above the form unless it is about the name or the password (under those fields): a used
  // link answers 422 INVALID_TOKEN too, about the link's `t`.
  const fieldError = isApiError(mutation.error) && mutation.error.status === 422 && ('fullname' in mutation.error.fields || 'password' in mutation.error.fields);
  const refused = mutation.isError && !fieldError;

  return (
    <>
      <p>Du er invitert til å få tilgang til en gård i portalen. Lag en bruker med navnet ditt og et passord. E-postadressen din blir brukernavnet.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Lag bruker">
        {refused && (
          <Alert kind="error" title="Invitasjonen kunne ikke godtas">
            <p>{failureText(mutation.error)}</p>
          </Alert>
        )}
        <TextField ref={refs.fullname} label="Navn" autoComplete="name" value={values.fullname} onChange={change('fullname')} error={errors.fullname} />
        <TextField
          ref={refs.new_password}
          label="Passord"
          type="password"
          revealable
          autoComplete="new-password"
          aria-describedby={started ? hintsId : undefined}
          value={values.new_password}
          onChange={change('new_password')}
          error={errors.new_password}
        />
        {started && <PasswordRequirements id={hintsId} requirements={requirements} />}
        <TextField
          ref={refs.repeat_password}
          label="Gjenta passord"
          type="password"
          revealable
          autoComplete="new-password"
          value={values.repeat_password}
          onChange={change('repeat_password')}
          error={errors.repeat_password}
        />
        <Button type="submit" isPending={mutation.isPending}>
          {mutation.isPending ? 'Lager bruker ...' : 'Lag bruker og godta'}
        </Button>
      </form>
      <h2 className={styles.acceptSubheading}>Har du allerede en bruker?</h2>
      <p>Logg inn med e-postadressen din, så legges gården til brukeren din.</p>
      <Button variant="secondary" onPress={logInFirst}>
        Logg inn
      </Button>
    </>
  );
}
