import { NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/lib/cx';
import { useRegisteredEnrolmentUnread } from '../api/get-registered-enrolment-unread';
import styles from './registered-enrolments.module.css';

/**
 * 'Ny' / 'Innsendte' (spec §2): links, since each is its own route. 'Innsendte' carries the
 * unread count, '9+' above nine on the badge; screen readers hear the whole number in the link's
 * name instead ('Innsendte, 12 uleste').
 */
export function EnrolmentTabs() {
  const unread = useRegisteredEnrolmentUnread();
  return (
    <nav aria-label="Nye og innsendte innmeldinger" className={styles.tabs}>
      <NavLink to="/register-enrolment" end className={({ isActive }) => cx(styles.tab, isActive && styles.tabActive)}>
        Ny
      </NavLink>
      <NavLink
        to="/registered-enrolments"
        end
        className={({ isActive }) => cx(styles.tab, isActive && styles.tabActive)}
        aria-label={unread > 0 ? `Innsendte, ${unread} uleste` : undefined}
      >
        Innsendte
        <Badge count={unread} />
      </NavLink>
    </nav>
  );
}
