import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useNewDocumentsCount } from '@/features/documents/api/use-new-documents-count';
import { useHasCattle } from '@/features/profile/api/get-has-cattle';
import { useRegisteredEnrolmentUnread } from '@/features/registered-enrolments/api/get-registered-enrolment-unread';
import { useNewPostedCount } from '@/features/settlements/api/use-new-posted-count';
import { useIsSuperuser } from '@/features/superuser/api/get-is-superuser';

/**
 * /dashboard: composes what the tiles need from the other features (features do not import each
 * other): the cattle and superuser flags, and the badge counts of enrolments, settlements and documents.
 */
export function DashboardRoute() {
  const hasCattle = useHasCattle();
  const isSuperuser = useIsSuperuser();
  const newPosted = useNewPostedCount();
  const newDocuments = useNewDocumentsCount();
  const newEnrolments = useRegisteredEnrolmentUnread();
  return (
    <DashboardPage
      hasCattle={hasCattle}
      isSuperuser={isSuperuser}
      newPosted={newPosted}
      newDocuments={newDocuments}
      newEnrolments={newEnrolments}
    />
  );
}
