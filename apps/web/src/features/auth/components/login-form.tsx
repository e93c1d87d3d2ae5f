import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@slakteweb/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { useLogin } from '../api/login';
import { classifyLoginError } from '../login-errors';
import styles from './auth.module.css';
import { LoginErrorMessage } from './login-error-message';
import { MissingUserInfo } from './missing-user-info';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import { SecondFactorPrompt } from './second-factor-prompt';

/**
 * Login with the login id (supplier number or username, per company) and password. On success
 * the session state changes and the router moves on (to /dashboard, or /profile to confirm);
 * staff first give their second factor (TOTP), set up at their first login.
 */
export function LoginForm() {
  const loginMutation = useLogin();
  const [showMissingUser, setShowMissingUser] = useState(false);
  const missingUserId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) => loginMutation.mutate(values));

  // Staff gave the right password: their second factor comes next, in place of the form.
  const secondFactor = loginMutation.data?.data.second_factor;
  if (secondFactor) {
    const restart = () => loginMutation.reset();
    return secondFactor === 'enrol' ? <SecondFactorEnrolment onRestart={restart} /> : <SecondFactorPrompt onRestart={restart} />;
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        {loginMutation.isError && <LoginErrorMessage failure={classifyLoginError(loginMutation.error)} />}
        <TextField
          label={company.loginIdLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Passord"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" fullWidth isPending={loginMutation.isPending}>
            {loginMutation.isPending ? 'Logger inn ...' : 'Logg inn'}
          </Button>
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
