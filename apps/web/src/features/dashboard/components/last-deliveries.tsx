import { useId } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import type { FarmAccess } from '@/lib/farm-access';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import { STATISTICS_ERROR_TEXT } from './balance-cards';
import { DeliveryCarousel } from './delivery-carousel';
import styles from './dashboard.module.css';

export const NO_DELIVERIES_TEXT = 'Du har ingen leveranser å vise ennå.';

/**
 * 'Siste levering': the figures of the last delivery of each animal kind, one slide per kind.
 * Staff acting for nobody have no farm, so no deliveries: nothing is fetched for them.
 */
export function LastDeliveries({ access }: { access: FarmAccess }) {
  const headingId = useId();
  const statistics = useDashboardStatistics({ enabled: access === 'farm' });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Siste levering
      </h2>
      {access === 'staff' ? (
        <p className={styles.empty}>{NO_DELIVERIES_TEXT}</p>
      ) : statistics.isPending ? (
        <Loading />
      ) : statistics.isError ? (
        <ErrorState message={STATISTICS_ERROR_TEXT} onRetry={() => void statistics.refetch()} />
      ) : statistics.data.last_deliveries.length === 0 ? (
        <p className={styles.empty}>{NO_DELIVERIES_TEXT}</p>
      ) : (
        <DeliveryCarousel deliveries={statistics.data.last_deliveries} />
      )}
    </section>
  );
}
