import type { FarmerStatistics, StatisticsKind } from '@slakteweb/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { differenceOf, type Measure, measuresFor } from '../measures';
import { DifferenceText } from './figure-tiles';
import styles from './statistics.module.css';

interface VendorComparisonProps {
  kind: StatisticsKind;
  /** One set of figures, or this year's and last year's, each named. */
  sets: { label?: string; figures: FarmerStatistics }[];
}

/**
 * 'Vis mer' / 'Lukk' (spec §2): the slaughterhouse's averages beside the farm's, each as two bars
 * on one scale and the difference in words with an arrow.
 */
export function VendorComparison({ kind, sets }: VendorComparisonProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const headingId = useId();
  return (
    <div className={styles.more}>
      <Button variant="secondary" aria-expanded={open} aria-controls={open ? regionId : undefined} onPress={() => setOpen(!open)}>
        {open ? 'Lukk' : 'Vis mer'}
      </Button>
      {open && (
        <section id={regionId} aria-labelledby={headingId} className={styles.vendor}>
          <h3 id={headingId} className={styles.sectionHeading}>
            Sammenlignet med slakteriets snitt
          </h3>
          {sets.map((set) => (
            <div key={set.label ?? 'figures'} className={styles.vendorSet}>
              {set.label && <h4 className={styles.setHeading}>{set.label}</h4>}
              {measuresFor(kind).map((m) => (
                <ComparisonRow key={m.key} measure={m} figures={set.figures} />
              ))}
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

function ComparisonRow({ measure, figures }: { measure: Measure; figures: FarmerStatistics }) {
  const farm = measure.farm(figures);
  const vendor = measure.vendor(figures);
  const farmNumber = farm === null ? null : measure.numeric(farm);
  const vendorNumber = vendor === null ? null : measure.numeric(vendor);
  const max = measure.scaleMax(farmNumber ?? 0, vendorNumber ?? 0);
  const width = (value: number | null) => `${value === null || max <= 0 ? 0 : Math.max(2, (value / max) * 100)}%`;
  const bar = (name: string, value: string | number | null, n: number | null, className: string) => (
    <div className={styles.barLine}>
      <span className={styles.barName}>{name}</span>
      <span className={styles.barTrack} aria-hidden="true">
        <span className={className} style={{ width: width(n) }} />
      </span>
      <span className={styles.barValue}>{value === null ? '–' : measure.format(value)}</span>
    </div>
  );
  return (
    <div className={styles.compareRow}>
      <p className={styles.compareLabel}>{measure.label}</p>
      {bar('Din gård', farm, farmNumber, styles.barFarm!)}
      {bar('Slakteriet', vendor, vendorNumber, styles.barVendor!)}
      <DifferenceText difference={differenceOf(measure, farm, vendor)} than="slakteriets snitt" sameText="Likt med slakteriets snitt" />
    </div>
  );
}
