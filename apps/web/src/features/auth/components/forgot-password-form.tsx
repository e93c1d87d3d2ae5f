import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, RESET_LINK_VALID_MINUTES } from '@slakteweb/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { isApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { tooManyAttemptsText } from '../login-errors';
import styles from './auth.module.css';

// Built once: the message names this company's login id ('Ugyldig leverandørnummer'), or says
// that an address is mistyped ('Ugyldig e-post').
const schema = forgotPasswordSchema(company.loginIdLabel);
type ForgotInput = { username: string };

/**
 * Ask for a link to set a new password. The answer is the same whether or not the account
 * exists, so the success text is neutral (nobody can probe which supplier numbers or addresses exist).
 */
export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotInput>({ resolver: zodResolver(schema), defaultValues: { username: '' } });

  // Sent: the field is emptied, so the form does not invite a second send of the same request.
  const onSubmit = handleSubmit((values) => mutation.mutate(values.username, { onSuccess: () => reset() }));
  // 429: say when to try again (the server rate limits per account and IP).
  const tooManyText =
    isApiError(mutation.error) && mutation.error.status === 429
      ? tooManyAttemptsText(mutation.error.retryAfterSeconds)
      : undefined;

  return (
    <>
      <p className={styles.intro}>
        Skriv inn {company.loginIdLabel.toLowerCase()} eller e-postadressen du logger inn med, så sender vi en lenke
        for å sette nytt passord til e-postadressen som er registrert på deg.
      </p>
      <form onSubmit={onSubmit} noValidate>
        {mutation.isSuccess && (
          <Alert kind="success">
            Hvis brukeren finnes og har en e-postadresse, er en lenke for å sette nytt passord sendt. Lenken gjelder i{' '}
            {RESET_LINK_VALID_MINUTES} minutter og kan brukes én gang.
          </Alert>
        )}
        {mutation.isError && (
          <Alert kind="error">
            Kunne ikke sende e-post.{tooManyText && ` ${tooManyText}`}
          </Alert>
        )}
        <TextField
          // The login form's id field: the farm's login id, or the e-mail address a person logs in with.
          label={company.loginFormLabel}
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          error={errors.username?.message}
          {...register('username')}
        />
        <div className={styles.actions}>
          <Button type="submit" fullWidth isPending={mutation.isPending}>
            {mutation.isPending ? 'Sender e-post...' : 'Send lenke'}
          </Button>
        </div>
      </form>
      <div className={styles.links}>
        <Link to="/login">Tilbake til innlogging</Link>
      </div>
    </>
  );
}
