import { cooperativeStatusLine, formatDate, PICKUP_STATUS_TEXT, type RegisteredEnrolmentWeekItem, weekDateRange } from '@slakteweb/core';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { useRegisteredEnrolmentWeeks } from '../api/get-registered-enrolment-weeks';
import { enrolmentLabel } from '../enrolment-format';
import styles from './registered-enrolments.module.css';

/**
 * '02.11.2026 - Slakt: 42 Gris, 2 Purke': when it was sent, its kind, and its animals in short,
 * each kind of animal once (rams sold one by one are '2 Vær', not '1 Vær, 1 Vær').
 */
export function weekItemLabel(item: RegisteredEnrolmentWeekItem): string {
  const totals = new Map<string, number>();
  for (const a of item.animals) totals.set(a.product_text, (totals.get(a.product_text) ?? 0) + a.amount);
  const animals = [...totals].map(([text, amount]) => `${amount} ${text}`).join(', ');
  return animals ? `${enrolmentLabel(item, false)}: ${animals}` : enrolmentLabel(item, false);
}

/**
 * 'Innmeldt til uke N' (ours, beside the spec's list by date): the farm's enrolments by pickup
 * week, from a few weeks back on, each with its status; a press shows that enrolment below.
 */
export function PickupWeekOverview({ onSelect }: { onSelect: (item: RegisteredEnrolmentWeekItem) => void }) {
  const headingId = useId();
  const weeks = useRegisteredEnrolmentWeeks();
  if (weeks.isPending) return null;
  return (
    <section aria-labelledby={headingId} className={styles.weeks}>
      <h2 id={headingId} className={styles.weeksHeading}>
        Innmeldt per henteuke
      </h2>
      {weeks.isError ? (
        <p className={styles.muted}>
          Kunne ikke hente oversikten per henteuke.{' '}
          <Button variant="quiet" onPress={() => void weeks.refetch()}>
            Prøv på nytt
          </Button>
        </p>
      ) : weeks.data.length === 0 ? (
        <p className={styles.muted}>Ingen innmeldinger til henting de nærmeste ukene.</p>
      ) : (
        weeks.data.map((week) => {
          const range = weekDateRange(week);
          const weekHeadingId = `${headingId}-${week.year}-${week.week}`;
          return (
            <section key={`${week.year}-${week.week}`} aria-labelledby={weekHeadingId} className={styles.week}>
              <h3 id={weekHeadingId} className={styles.weekHeading}>
                Innmeldt til uke {week.week}
              </h3>
              <p className={styles.muted}>
                {formatDate(range.from)} – {formatDate(range.to)}
              </p>
              <ul className={styles.weekList}>
                {week.enrolments.map((item) => (
                  <li key={item.id} className={styles.weekItem}>
                    <Button variant="quiet" className={styles.weekItemButton} onPress={() => onSelect(item)}>
                      {weekItemLabel(item)}
                    </Button>
                    <span className={cx(styles.weekStatus, item.status === 'collected' && styles.weekStatusDone)}>{PICKUP_STATUS_TEXT[item.status]}</span>
                    {/* A change or a refused deletion is news beside the status ('Slettet …' is the status). */}
                    {item.cooperative && item.status !== 'deleted' && <span className={styles.weekCooperative}>{cooperativeStatusLine(item.cooperative)}</span>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
