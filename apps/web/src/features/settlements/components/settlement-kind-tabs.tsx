import { countNewPosted, type SettlementKind } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { useLastRead } from '../api/get-last-read';
import { postedSlaughtersListQueryOptions } from '../api/get-posted-slaughters-list';
import styles from './settlements.module.css';

/**
 * 'Midl. avregninger' / 'Bokførte avregninger': links, since each is its own route. The posted
 * one carries the new-posted count (spec §4), capped at '9+' on the badge; screen readers hear
 * the whole number in the link's name instead ('Bokførte avregninger, 12 nye').
 */
export function SettlementKindTabs({ current }: { current: SettlementKind }) {
  const posted = useQuery(postedSlaughtersListQueryOptions());
  const lastRead = useLastRead('posted');
  const unread = posted.isSuccess && lastRead.isSuccess ? countNewPosted(posted.data, lastRead.data) : 0;

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
