import { PasswordPage } from '@/features/password/components/password-page';
import { ScreenProviders } from '@/lib/screen-providers';

/** /reset-password before login: the password page, with the data cache the logged-in frame would give it. */
export function ResetPasswordScreen() {
  return (
    <ScreenProviders>
      <PasswordPage mode="reset" />
    </ScreenProviders>
  );
}
