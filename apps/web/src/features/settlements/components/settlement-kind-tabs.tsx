import { LinkTabs } from '@/components/ui/link-tabs';
import { useBadgeCounts } from '@/lib/badge-counts';

/**
 * 'Midl. avregninger' / 'Bokførte avregninger'. The posted one carries the new-posted count
 * (spec §4), capped at '9+' on the badge, which is part of the link's name; screen readers hear
 * the whole number as its description ('12 nye').
 */
export function SettlementKindTabs() {
  // Counted by the server (GET /api/badge_counts), the same count as the dashboard's tile.
  const unread = useBadgeCounts().new_posted_settlements;
  return (
    <LinkTabs
      label="Type avregninger"
      tabs={[
        { label: 'Midl. avregninger', to: '/accountings/temp' },
        {
          label: 'Bokførte avregninger',
          to: '/accountings',
          badge: unread,
          badgeDescription: `${unread} nye`,
        },
      ]}
    />
  );
}
