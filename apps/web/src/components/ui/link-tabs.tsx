import { useId } from 'react';
import { NavLink } from 'react-router';
import { cx } from '@/lib/cx';
import { Badge, BadgeDescription } from './badge';
import styles from './link-tabs.module.css';

export interface LinkTab {
  label: string;
  /** The tab's route; the tab is current on exactly that path. */
  to: string;
  /** Unread or new count on the tab, '9+' above nine; none at 0. */
  badge?: number;
  /** The whole count, as the link's description: '12 nye' (the name is the label and the badge). */
  badgeDescription?: string | undefined;
}

/**
 * Tabs that are links, since each tab is its own route (settlements' kinds, new and submitted
 * enrolments). The current one is marked for screen readers too (aria-current="page").
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  const id = useId();
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map((tab, i) => {
        const description = (tab.badge ?? 0) > 0 ? tab.badgeDescription : undefined;
        const descriptionId = `${id}-${i}`;
        return (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) => cx(styles.tab, isActive && styles.tabActive)}
            aria-describedby={description ? descriptionId : undefined}
          >
            {tab.label}
            {(tab.badge ?? 0) > 0 && ' '}
            <Badge count={tab.badge ?? 0} />
            <BadgeDescription id={descriptionId} text={description} />
          </NavLink>
        );
      })}
    </nav>
  );
}
