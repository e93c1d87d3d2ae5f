import type { MeResponse } from '@slakteweb/core';
import { ButtonLink } from '@/components/ui/button';
import styles from './farm-choice.module.css';

/**
 * Always visible while a person acts for a farm, as the banner of staff acting for a farmer: for
 * whom ('Du handler for: Ola Nordmann, lev.nr 10001'), and the way to another farm.
 */
export function ActingForBanner({ actingFor }: { actingFor: NonNullable<MeResponse['acting_for']> }) {
  return (
    <div className={styles.banner} role="region" aria-label="Gården du handler for">
      <div className={styles.bannerInner}>
        <p>
          <strong>
            Du handler for: {actingFor.fullname}, lev.nr {actingFor.supplier_no}
          </strong>
        </p>
        <ButtonLink to="/velg-gard" variant="secondary">
          Bytt gård
        </ButtonLink>
      </div>
    </div>
  );
}
