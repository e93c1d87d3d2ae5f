import type { SettlementKind } from '@slakteweb/core';
import { NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/lib/cx';
import { useNewPostedCount } from '../api/use-new-posted-count';
import styles from './settlements.module.css';

/**
 * 'Midl. avregninger' / 'Bokførte avregninger': links, since each is its own route. The posted
 * one carries the new-posted count (spec §4), capped at '9+' on the badge; screen readers hear
 * the whole number in the link's name instead ('Bokførte avregninger, 12 nye').
 */
export function SettlementKindTabs({ current }: { current: SettlementKind }) {
  const unread = useNewPostedCount();

  return (
    <nav aria-label="Type avregninger" className={styles.kindTabs}>
      <NavLink to="/accountings/temp" end className={cx(styles.kindTab, current === 'temp' && styles.kindTabActive)}>
        Midl. avregninger
      </NavLink>
      <NavLink
        to="/accountings"
        end
        className={cx(styles.kindTab, current === 'posted' && styles.kindTabActive)}
        aria-label={unread > 0 ? `Bokførte avregninger, ${unread} nye` : undefined}
      >
        Bokførte avregninger
        <Badge count={unread} />
      </NavLink>
    </nav>
  );
}
