import { ENROLMENT_LIMITS } from '@slakteweb/core';
import { useState } from 'react';
import { afterPress } from '@/lib/pointer-press';
import { TextArea } from '@/components/ui/text-area';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/**
 * 'Velg hentested for returkjøtt' (spec §2 item 7; midtnorge, pickup_location_for_return_meat):
 * where the return meat is picked up, required when there is return meat, at most 100 characters.
 */
export function PickupLocationSection({ draft, screen, dispatch, errors }: SectionProps) {
  const [left, setLeft] = useState(false);
  const error = left || screen.sendAttempted ? errors.return_meat_pickup_location : undefined;
  return (
    <section className={styles.step} aria-label="Hentested for returkjøtt">
      <TextArea
        label="Velg hentested for returkjøtt"
        description="Må fylles ut når du har returkjøtt."
        value={draft.pickupLocation}
        onChange={(pickupLocation) => dispatch({ type: 'pickupLocationChanged', pickupLocation })}
        // Once a press that left the field is over (lib/pointer-press): the click is not lost.
        onBlur={() => afterPress(() => setLeft(true))}
        maxChars={ENROLMENT_LIMITS.pickupLocation}
        rows={1}
        aria-required
        error={error}
      />
    </section>
  );
}
