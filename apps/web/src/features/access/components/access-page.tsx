import { useId } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { screenErrorMessage } from '@/lib/api-refusal';
import { useMe } from '@/lib/me';
import { useAccessOverview } from '../api/get-access';
import { AccessLog } from './access-log';
import { GrantList } from './grant-list';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import styles from './access.module.css';

export const ACCESS_PAGE_TITLE = 'Tilganger';

/** What someone without the access list sees (a person acting for the farm: the server refuses it too). */
export const ONLY_THE_FARMER = 'Bare gårdens egen bruker kan se og endre hvem som har tilgang.';

/**
 * /tilganger, reached from 'Min konto': invite a person, see and end who has access, withdraw an
 * invitation, and read what the others did for the farm.
 */
export function AccessPage() {
  const me = useMe();
  const allowed = me.data?.permissions.includes('access.manage');
  return (
    <Page title={ACCESS_PAGE_TITLE} breadcrumbs={[{ label: 'Min Konto', to: '/profile' }, { label: ACCESS_PAGE_TITLE }]}>
      {me.isPending ? <Loading /> : allowed === false ? <Alert kind="info">{ONLY_THE_FARMER}</Alert> : <AccessSections />}
    </Page>
  );
}

function AccessSections() {
  const overview = useAccessOverview();
  const inviteId = useId();
  const grantsId = useId();
  const invitationsId = useId();
  const logId = useId();
  return (
    <div className={styles.page}>
      <p>
        Her gir du regnskapsfører, veterinær, rådgiver, innmelder eller familie tilgang til gården med sin egen innlogging, og ser hva de har
        gjort. Du kan fjerne en tilgang når som helst.
      </p>
      <section className={styles.section} aria-labelledby={inviteId}>
        <h2 id={inviteId}>Gi en person tilgang</h2>
        <InviteForm />
      </section>
      <section className={styles.section} aria-labelledby={grantsId}>
        <h2 id={grantsId}>Hvem har tilgang</h2>
        {overview.isPending ? (
          <Loading text="Laster inn tilgangene ..." />
        ) : overview.isError ? (
          <ErrorState message={screenErrorMessage(overview.error, 'Kunne ikke laste inn tilgangene.')} onRetry={() => void overview.refetch()} />
        ) : (
          <GrantList grants={overview.data.grants} />
        )}
      </section>
      <section className={styles.section} aria-labelledby={invitationsId}>
        <h2 id={invitationsId}>Invitasjoner som venter på svar</h2>
        {overview.isPending ? <Loading /> : overview.isError ? null : <InvitationList invitations={overview.data.invitations} />}
      </section>
      <section className={styles.section} aria-labelledby={logId}>
        <h2 id={logId}>Hva andre har gjort</h2>
        <AccessLog />
      </section>
    </div>
  );
}
