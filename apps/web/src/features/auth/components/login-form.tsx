import { isLoginPageError, LOGIN_ERROR_PARAM, LOGIN_SECOND_FACTOR_PARAM, loginInputErrors, type LoginFieldErrors, type LoginFields } from '@slakteweb/core';
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { PlainButton } from '@/components/ui/plain-button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { lazyScreen } from '@/components/ui/load-failed';
import { useLogin } from '../api/login';
import { typedBeforeStart } from '../html-login-form';
import { classifyLoginError } from '../login-errors';
import styles from './auth.module.css';
import { LoginErrorMessage } from './login-error-message';
import { MissingUserInfo } from './missing-user-info';

const SecondFactorStep = lazyScreen(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

/**
 * Login with the login id (supplier number or username, per company; a person's e-mail address)
 * and password. On success
 * the session state changes and the router moves on (to /dashboard, or /profile to confirm);
 * staff first give their second factor (TOTP), set up at their first login.
 *
 * Plain React state, no form or validation library: this is the first screen a farmer
 * downloads, and it must be usable soon on a slow line (bench/web-bundle.ts, login ≤ 90 kB).
 * As in the other forms, errors show on submit, then follow the typing.
 *
 * /login's HTML draws a plain form of its own before the app starts, which the browser can send
 * itself (POST <BASE_PATH>login): this form takes over what was typed there and the focus, and
 * shows what that post came back with (`?feil=<code>`, or `?andre_faktor=` for staff's next step).
 */
export function LoginForm() {
  const loginMutation = useLogin();
  const [showMissingUser, setShowMissingUser] = useState(false);
  const missingUserId = useId();
  const [typed] = useState(typedBeforeStart);
  const [values, setValues] = useState<LoginFields>(typed.values);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const submitted = useRef(false);
  const fieldRefs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [query, setQuery] = useSearchParams();
  const pageError = query.get(LOGIN_ERROR_PARAM);

  const change = (name: keyof LoginFields) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (submitted.current) setErrors(loginInputErrors(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = loginInputErrors(values);
    setErrors(found);
    const firstInvalid = (['username', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      fieldRefs[firstInvalid].current?.focus();
      return;
    }
    void loginMutation.mutate({ username: values.username.trim(), password: values.password });
  };

  // Staff gave the right password: their second factor comes next, in place of the form.
  const stepFromPage = query.get(LOGIN_SECOND_FACTOR_PARAM);
  const secondFactor = loginMutation.data?.data.second_factor ?? (stepFromPage === 'verify' || stepFromPage === 'enrol' ? stepFromPage : undefined);
  if (secondFactor) {
    return (
      <Suspense fallback={<Loading />}>
        <SecondFactorStep
          step={secondFactor}
          onRestart={() => {
            loginMutation.reset();
            setQuery({});
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        {loginMutation.isError ? (
          <LoginErrorMessage failure={classifyLoginError(loginMutation.error)} />
        ) : (
          // The page's own post's answer, until the farmer tries again.
          !submitted.current && isLoginPageError(pageError) && <LoginErrorMessage failure={{ kind: pageError, retryAfterSeconds: undefined }} />
        )}
        <TextField
          ref={fieldRefs.username}
          name="username"
          label={company.loginFormLabel}
          // The farm's number, or the e-mail address a person logs in with: a keyboard with '@'.
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          // Where the focus was in the page's HTML form: the typing goes on in the same field.
          autoFocus={typed.focus === 'username'}
          value={values.username}
          onChange={change('username')}
          error={errors.username}
        />
        <TextField
          ref={fieldRefs.password}
          name="password"
          label="Passord"
          type="password"
          revealable
          autoComplete="current-password"
          autoFocus={typed.focus === 'password'}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <div className={styles.actions}>
          <PlainButton type="submit" fullWidth isPending={loginMutation.isPending}>
            {loginMutation.isPending ? 'Logger inn ...' : 'Logg inn'}
          </PlainButton>
        </div>
      </form>
      <div className={styles.links}>
        <Link to="/login/forgot">Glemt passord?</Link>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={showMissingUser}
          aria-controls={missingUserId}
          onClick={() => setShowMissingUser((open) => !open)}
        >
          Mangler bruker?
        </button>
      </div>
      <div id={missingUserId} hidden={!showMissingUser}>
        {showMissingUser && (
          <Alert kind="info" title="Mangler bruker?">
            <MissingUserInfo />
          </Alert>
        )}
      </div>
    </>
  );
}
