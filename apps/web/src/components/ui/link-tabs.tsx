import { NavLink } from 'react-router';
import { cx } from '@/lib/cx';
import { Badge } from './badge';
import styles from './link-tabs.module.css';

export interface LinkTab {
  label: string;
  /** The tab's route; the tab is current on exactly that path. */
  to: string;
  /** Unread or new count on the tab, '9+' above nine; none at 0. */
  badge?: number;
  /**
   * What screen readers hear instead of the label, e.g. 'Innsendte, 12 uleste': the badge is
   * hidden from them, so the whole number goes into the link's name.
   */
  accessibleName?: string | undefined;
}

/**
 * Tabs that are links, since each tab is its own route (settlements' kinds, new and submitted
 * enrolments). The current one is marked for screen readers too (aria-current="page").
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) => cx(styles.tab, isActive && styles.tabActive)}
          aria-label={tab.accessibleName}
        >
          {tab.label}
          <Badge count={tab.badge ?? 0} />
        </NavLink>
      ))}
    </nav>
  );
}
