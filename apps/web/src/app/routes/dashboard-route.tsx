import { Suspense } from 'react';
import { isKslApproved } from '@slakteweb/core';
import { Loading } from '@/components/ui/loading';
import { useBadgeCounts } from '@/lib/badge-counts';
import { useCan } from '@/lib/me';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useHasCattleAnswer } from '@/features/profile/api/get-has-cattle';
import { useProfile } from '@/features/profile/api/get-profile';
import { useRegisteredEnrolmentUnread } from '@/features/registered-enrolments/api/get-registered-enrolment-unread';
import { useIsSuperuser } from '@/features/superuser/api/get-is-superuser';
import { getImpersonation } from '@/lib/impersonation';
import { lazyScreen } from '@/components/ui/load-failed';
import { useFarmScreenAccess } from '../act-as-farmer-notice';
import { usePrognosisDialog } from '../prognosis-dialog';
import { useDashboardSnapshot } from '../use-dashboard-snapshot';

// Staff's start page (acting for nobody) is downloaded only by staff (bench/web-bundle.ts).
const StaffStartPage = lazyScreen(() =>
  import('@/features/superuser/components/staff-start-page').then((m) => ({ default: m.StaffStartPage })),
);

/**
 * /dashboard: composes what the tiles need from the other features (features do not import each
 * other): the cattle and superuser flags, the badge counts of enrolments, settlements and
 * documents, the farm's KSL status (from the profile), and the prognosis dialog
 * (app/prognosis-dialog.tsx). Staff acting for nobody have no farm: they get the staff start page
 * (see the portal as a farmer, send a password link), and nothing of a farm is asked for. The
 * dashboard as drawn is kept on the device for the next start (use-dashboard-snapshot.ts).
 */
export function DashboardRoute() {
  const access = useFarmScreenAccess();
  const farm = access === 'farm';
  // A person's role decides the tiles and the badges, and nothing else is asked for.
  const can = useCan();
  const hasCattle = useHasCattleAnswer({ enabled: farm && can('cattle.read') });
  const profile = useProfile({ enabled: farm && can('profile.read') });
  const isSuperuser = useIsSuperuser();
  // Counted by the server: the dashboard downloads neither the settlement list nor the documents.
  const badges = useBadgeCounts({ enabled: farm && (can('settlements.read') || can('documents.read')) });
  const newEnrolments = useRegisteredEnrolmentUnread({ enabled: farm && can('enrolments.read') });
  const prognosis = usePrognosisDialog();
  // Shown at the next start before the app's script has run (lib/offline/dashboard-snapshot.ts).
  useDashboardSnapshot();
  if (access === 'staff') {
    return (
      <Suspense fallback={<Loading />}>
        <StaffStartPage />
      </Suspense>
    );
  }
  return (
    <DashboardPage
      access={access}
      // While access is unknown the tiles wait too; staff acting for nobody have no cattle.
      hasCattle={access === 'pending' ? undefined : hasCattle && can('cattle.read')}
      can={can}
      showBalance={can('balance.read')}
      showDeliveries={can('settlements.read')}
      kslNotApproved={farm && profile.data !== undefined && !isKslApproved(profile.data.ksl_status)}
      // While staff act as a farmer, is_superuser answers for the farmer: the staff tile stays.
      isSuperuser={isSuperuser || getImpersonation() !== null}
      newPosted={badges.new_posted_settlements}
      newDocuments={badges.new_documents}
      newEnrolments={newEnrolments}
      prognosisAvailable={prognosis.available}
      onOpenPrognosis={prognosis.open}
    />
  );
}
