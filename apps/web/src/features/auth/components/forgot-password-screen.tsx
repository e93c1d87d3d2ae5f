import { ScreenProviders } from '@/lib/screen-providers';
import { ForgotPasswordForm } from './forgot-password-form';

/** The forgot-password form with the data cache it uses; login-page.tsx loads it only on /login/forgot. */
export function ForgotPasswordScreen() {
  return (
    <ScreenProviders>
      <ForgotPasswordForm />
    </ScreenProviders>
  );
}
