import { LinkTabs } from '@/components/ui/link-tabs';
import { useRegisteredEnrolmentUnread } from '@/features/registered-enrolments/api/get-registered-enrolment-unread';
import { useFarmScreenAccess } from '../act-as-farmer-notice';

/** The enrolment screens' breadcrumbs: 'Innmeldinger' › 'Ny' or 'Innsendte'. */
export const enrolmentCrumbs = (tab: 'Ny' | 'Innsendte') => [{ label: 'Innmeldinger', to: '/register-enrolment' }, { label: tab }];

/**
 * 'Ny' / 'Innsendte' above both enrolment screens (spec/enrolment.md §2). 'Innsendte' carries
 * the submitted enrolments' unread count, '9+' above nine on the badge. Its name is what it shows
 * ('Innsendte 9+', WCAG 2.5.3 Label in Name); screen readers hear the whole number as its
 * description ('12 uleste'). Staff acting for nobody have no farm, so no count.
 */
export function EnrolmentTabs() {
  const access = useFarmScreenAccess();
  const unread = useRegisteredEnrolmentUnread({ enabled: access === 'farm' });
  return (
    <LinkTabs
      label="Nye og innsendte innmeldinger"
      tabs={[
        { label: 'Ny', to: '/register-enrolment' },
        {
          label: 'Innsendte',
          to: '/registered-enrolments',
          badge: unread,
          badgeDescription: `${unread} uleste`,
        },
      ]}
    />
  );
}
