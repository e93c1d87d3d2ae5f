import { useLocation } from 'react-router';
import { ACCEPT_INVITATION_PATH } from '@/config/paths';
import { AcceptInvitationPage } from '@/features/access/components/accept-invitation-page';
import { PasswordPage } from '@/features/password/components/password-page';
import { ScreenProviders } from '@/lib/screen-providers';

/**
 * The pages a logged-out visitor reaches from a link in a mail, with the data cache the
 * logged-in frame would give them: /reset-password (the password page) and /tilgang/godta
 * (accepting an invitation). One download, and one entry in the login page's list of what to
 * fetch (bench/web-bundle.ts): each page is small.
 */
export function ResetPasswordScreen() {
  const invitation = useLocation().pathname === ACCEPT_INVITATION_PATH;
  return <ScreenProviders>{invitation ? <AcceptInvitationPage /> : <PasswordPage mode="reset" />}</ScreenProviders>;
}
