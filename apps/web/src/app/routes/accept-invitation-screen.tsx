import { AcceptInvitationPage } from '@/features/access/components/accept-invitation-page';
import { ScreenProviders } from '@/lib/screen-providers';

/** /tilgang/godta before login: the accept page, with the data cache the logged-in frame would give it. */
export function AcceptInvitationScreen() {
  return (
    <ScreenProviders>
      <AcceptInvitationPage />
    </ScreenProviders>
  );
}
