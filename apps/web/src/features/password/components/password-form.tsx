import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, passwordRequirements } from '@slakteweb/core';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordRequirements } from '@/components/ui/password-requirements';
import { TextField } from '@/components/ui/text-field';
import { goBack } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useSetNewPassword } from '../api/set-new-password';
import styles from './password.module.css';

export type PasswordMode = 'change' | 'reset';

/** Texts of spec §8, word for word. */
export const PASSWORD_CHANGED = 'Passordet ble endret';
export const PASSWORD_CHANGE_FAILED = 'Kunne ikke endre passordet';
export const PASSWORD_FAILURE_HINT: Record<PasswordMode, string> = {
  change: 'Muligens er ikke Nåværende passord korrekt',
  reset: 'Muligens er ikke Nåværende passord korrekt eller lenken er ikke lenger gyldig',
};
/** After a reset, the user is sent to the login page after this delay. */
export const RESET_REDIRECT_MS = 2000;

type FormValues = z.input<ReturnType<typeof passwordFormSchema>>;

interface PasswordFormProps {
  mode: PasswordMode;
  /** The `t` of the e-mailed link (reset mode). */
  token?: string;
}

/**
 * Change the password (asks for the current one) or set a new one from a reset link.
 * The requirements show from the first keystroke (spec §4), met or not, and stay. 'Lagre
 * passord' is available only when all four hold; before that it says so (aria-disabled) and a
 * press shows the requirements and goes to the new password, rather than doing nothing.
 */
export function PasswordForm({ mode, token = '' }: PasswordFormProps) {
  const navigate = useNavigate();
  const changeMutation = useChangePassword();
  const resetMutation = useSetNewPassword();
  const status = mode === 'change' ? changeMutation.status : resetMutation.status;
  const hintsId = useId();

  const schema = useMemo(() => passwordFormSchema(mode), [mode]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', new_password: '', repeat_password: '' },
  });
  const [newPassword = '', repeatPassword = ''] = useWatch({ control, name: ['new_password', 'repeat_password'] });
  const requirements = passwordRequirements(newPassword, repeatPassword);
  const allMet = requirements.every((r) => r.met);
  // Once the farmer has started, the hints stay, also if the fields are emptied again.
  const [hintsShown, setHintsShown] = useState(false);
  const started = hintsShown || newPassword !== '' || repeatPassword !== '';
  if (started && !hintsShown) setHintsShown(true);

  // After a successful reset the link is used up: send the user on to log in.
  useEffect(() => {
    if (mode !== 'reset' || status !== 'success') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [mode, status, navigate]);

  const callbacks = {
    onSuccess: () => {
      toast.info(PASSWORD_CHANGED);
      reset();
    },
    onError: () => toast.error(PASSWORD_CHANGE_FAILED),
  };

  const submit = handleSubmit((values) => {
    if (mode === 'change') {
      changeMutation.mutate({ password: values.password ?? '', new_password: values.new_password }, callbacks);
    } else {
      resetMutation.mutate({ new_password: values.new_password, t: token }, callbacks);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!allMet) {
      event.preventDefault();
      setHintsShown(true);
      setFocus('new_password');
      return;
    }
    void submit(event);
  };

  const leave = () => (mode === 'reset' ? void navigate('/login') : goBack(navigate, '/profile'));

  return (
    <form onSubmit={onSubmit} noValidate>
      {status === 'success' && (
        <Alert kind="success">
          {PASSWORD_CHANGED}
          {mode === 'reset' && '. Du sendes videre til innloggingen.'}
        </Alert>
      )}
      {status === 'error' && (
        <Alert kind="error" title={PASSWORD_CHANGE_FAILED}>
          <p>{PASSWORD_FAILURE_HINT[mode]}</p>
        </Alert>
      )}

      {mode === 'change' && (
        <TextField
          label="Nåværende passord"
          type="password"
          revealable
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      <TextField
        label="Nytt passord"
        type="password"
        revealable
        autoComplete="new-password"
        aria-describedby={started ? hintsId : undefined}
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      {started && <PasswordRequirements id={hintsId} requirements={requirements} />}
      <TextField
        label="Gjenta nytt passord"
        type="password"
        revealable
        autoComplete="new-password"
        error={errors.repeat_password?.message}
        {...register('repeat_password')}
      />

      <div className={styles.actions}>
        <Button type="submit" aria-disabled={!allMet} isPending={status === 'pending'}>
          {status === 'pending' ? 'Endrer passord ...' : 'Lagre passord'}
        </Button>
        <Button variant="secondary" onPress={leave}>
          {status === 'success' ? 'Gå tilbake' : 'Avbryt'}
        </Button>
      </div>
    </form>
  );
}
