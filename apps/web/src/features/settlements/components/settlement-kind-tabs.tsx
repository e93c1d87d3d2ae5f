import { LinkTabs } from '@/components/ui/link-tabs';
import { useNewPostedCount } from '../api/use-new-posted-count';

/**
 * 'Midl. avregninger' / 'Bokførte avregninger'. The posted one carries the new-posted count
 * (spec §4), capped at '9+' on the badge; screen readers hear the whole number in the link's name
 * instead ('Bokførte avregninger, 12 nye').
 */
export function SettlementKindTabs() {
  const unread = useNewPostedCount();
  return (
    <LinkTabs
      label="Type avregninger"
      tabs={[
        { label: 'Midl. avregninger', to: '/accountings/temp' },
        {
          label: 'Bokførte avregninger',
          to: '/accountings',
          badge: unread,
          accessibleName: unread > 0 ? `Bokførte avregninger, ${unread} nye` : undefined,
        },
      ]}
    />
  );
}
