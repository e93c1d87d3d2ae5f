import { useEffect, useId } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import type { FarmAccess } from '@/lib/farm-access';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import { STATISTICS_ERROR_TEXT } from './balance-cards';
import { DeliveryCarousel, loadEmblaViewport } from './delivery-carousel';
import { DeliverySlide } from './delivery-slide';
import styles from './dashboard.module.css';

export const NO_DELIVERIES_TEXT = 'Du har ingen leveranser å vise ennå.';

/** From this width the kinds stand side by side; below it they are a swipeable carousel. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 820px)';

/**
 * 'Siste levering': the figures of the last delivery of each animal kind. On a phone one slide per
 * kind in a carousel (spec §2); on a wide screen there is room for all of them side by side, so
 * nothing hides behind carousel dots. Staff acting for nobody have no farm, so nothing is fetched.
 */
export function LastDeliveries({ access }: { access: FarmAccess }) {
  const headingId = useId();
  const statistics = useDashboardStatistics({ enabled: access === 'farm' });
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  // The carousel's Embla comes while the figures do; a failed fetch is left for the carousel.
  useEffect(() => {
    if (access === 'farm' && !sideBySide) void loadEmblaViewport().catch(() => undefined);
  }, [access, sideBySide]);

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
        <ErrorState message={STATISTICS_ERROR_TEXT} error={statistics.error} onRetry={() => void statistics.refetch()} />
      ) : statistics.data.last_deliveries.length === 0 ? (
        <p className={styles.empty}>{NO_DELIVERIES_TEXT}</p>
      ) : sideBySide ? (
        <ul className={styles.deliveryList}>
          {statistics.data.last_deliveries.map((delivery) => (
            <li key={delivery.animal_kind}>
              <DeliverySlide delivery={delivery} />
            </li>
          ))}
        </ul>
      ) : (
        <DeliveryCarousel deliveries={statistics.data.last_deliveries} />
      )}
    </section>
  );
}
