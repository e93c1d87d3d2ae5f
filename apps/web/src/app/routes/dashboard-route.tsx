import { useBadgeCounts } from '@/features/dashboard/api/get-badge-counts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useHasCattle } from '@/features/profile/api/get-has-cattle';
import { useRegisteredEnrolmentUnread } from '@/features/registered-enrolments/api/get-registered-enrolment-unread';
import { useIsSuperuser } from '@/features/superuser/api/get-is-superuser';
import { ActAsFarmerNotice, useFarmScreenAccess } from '../act-as-farmer-notice';
import { usePrognosisDialog } from '../prognosis-dialog';

/**
 * /dashboard: composes what the tiles need from the other features (features do not import each
 * other): the cattle and superuser flags, and the badge counts of enrolments, settlements and
 * documents, and the prognosis dialog (app/prognosis-dialog.tsx). The counts are the farm's, so
 * staff acting for nobody get none of them, and the notice instead of the balance.
 */
export function DashboardRoute() {
  const access = useFarmScreenAccess();
  const farm = access === 'farm';
  const hasCattle = useHasCattle({ enabled: farm });
  const isSuperuser = useIsSuperuser();
  // Counted by the server: the dashboard downloads neither the settlement list nor the documents.
  const badges = useBadgeCounts({ enabled: farm });
  const newEnrolments = useRegisteredEnrolmentUnread({ enabled: farm });
  const prognosis = usePrognosisDialog();
  return (
    <DashboardPage
      access={access}
      staffNotice={<ActAsFarmerNotice what="Saldo og leveranser" />}
      hasCattle={hasCattle}
      isSuperuser={isSuperuser}
      newPosted={badges.new_posted_settlements}
      newDocuments={badges.new_documents}
      newEnrolments={newEnrolments}
      prognosisAvailable={prognosis.available}
      onOpenPrognosis={prognosis.open}
    />
  );
}
