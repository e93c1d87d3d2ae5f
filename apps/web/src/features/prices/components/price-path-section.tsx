import { formatAmount, type IsoWeek, listPriceSentence, type PriceListView, shiftWeek } from '@slakteweb/core';
import { useId, useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { usePricePath } from '../api/get-price-path';
import styles from './prices.module.css';

/** The weeks the price path shows around this week: a season back and a month ahead. */
export const PATH_WEEKS_BACK = 12;
export const PATH_WEEKS_AHEAD = 4;

/** The class and fat group the sentence opens on: the middle of the scale where the list has it. */
function initialChoice<T>(values: T[], preferred: T): T | undefined {
  return values.includes(preferred) ? preferred : values[0];
}

/**
 * 'Pris per uke': the notering week by week around this week as a chart or a table (the
 * statistics' 'Graf' / 'Tabell'), and for a chosen class and fat group this week's price in one
 * sentence ('Lam, klasse R, fettgruppe 3: 76,40 kr/kg i uke 38').
 */
export function PricePathSection({ list, thisWeek }: { list: PriceListView; thisWeek: IsoWeek }) {
  const headingId = useId();
  const id = useId();
  const classes = list.class_kr_per_kg.map((c) => c.class);
  const fats = list.fat_group_kr_per_kg.map((f) => f.fat_group);
  const [cls, setCls] = useState(() => initialChoice(classes, 'R'));
  const [fat, setFat] = useState(() => initialChoice(fats, '3'));
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const from = shiftWeek(thisWeek, -PATH_WEEKS_BACK);
  const to = shiftWeek(thisWeek, PATH_WEEKS_AHEAD);
  const path = usePricePath(list.kind, list.category, from, to);
  const weekLabel = (w: IsoWeek) => (w.year === thisWeek.year ? `Uke ${w.week}` : `Uke ${w.week} ${w.year}`);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionTop}>
        <h2 id={headingId} className={styles.sectionHeading}>
          Pris per uke
        </h2>
        <div className={styles.toggle} role="group" aria-label="Vis prisen per uke som">
          <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
            Graf
          </button>
          <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            Tabell
          </button>
        </div>
      </div>
      {(classes.length > 0 || fats.length > 0) && (
        <div className={styles.filters}>
          {classes.length > 0 && (
            <div className={styles.filter}>
              <label htmlFor={`${id}-class`}>Klasse</label>
              <select id={`${id}-class`} className={styles.select} value={cls} onChange={(e) => setCls(e.target.value)}>
                {classes.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fats.length > 0 && (
            <div className={styles.filter}>
              <label htmlFor={`${id}-fat`}>Fettgruppe</label>
              <select id={`${id}-fat`} className={styles.select} value={fat} onChange={(e) => setFat(e.target.value)}>
                {fats.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      <p className={styles.sentence} aria-live="polite">
        {listPriceSentence(list, { class: cls, fat_group: fat }, thisWeek)}
      </p>
      <p className={styles.muted}>Grafen viser noteringen, før tillegg og trekk for klasse, fettgruppe, vekt og gården.</p>
      {path.isPending ? (
        <Loading text="Laster prisen per uke..." />
      ) : path.isError ? (
        <ErrorState message="Kunne ikke hente prisen per uke." error={path.error} onRetry={() => void path.refetch()} />
      ) : path.data.weeks.every((w) => w.base_kr_per_kg === null) ? (
        <Alert kind="info">Det er ingen notering for {list.category} i disse ukene.</Alert>
      ) : view === 'chart' ? (
        <BarChart
          title={`Notering for ${list.category} per uke (kr/kg)`}
          headingLevel={3}
          data={path.data.weeks.filter((w) => w.base_kr_per_kg !== null).map((w) => ({ label: weekLabel(w), value: w.base_kr_per_kg ?? 0 }))}
          formatValue={(v) => formatAmount(v)}
          labelHeading="Uke"
          valueHeading="Notering kr/kg"
          labelEvery={2}
          animateUpTo={0}
        />
      ) : (
        <div className={styles.scrollBox} tabIndex={0} role="group" aria-label="Notering per uke">
          <table className={styles.table}>
            <caption className="visually-hidden">Notering for {list.category} per uke</caption>
            <thead>
              <tr>
                <th scope="col">Uke</th>
                <th scope="col" className={styles.number}>
                  Notering kr/kg
                </th>
              </tr>
            </thead>
            <tbody>
              {path.data.weeks.map((w) => (
                <tr key={`${w.year}-${w.week}`} aria-current={w.year === thisWeek.year && w.week === thisWeek.week ? 'date' : undefined}>
                  <th scope="row">
                    {weekLabel(w)}
                    {w.year === thisWeek.year && w.week === thisWeek.week && ' (denne uken)'}
                  </th>
                  <td className={styles.number}>{w.base_kr_per_kg === null ? '–' : formatAmount(w.base_kr_per_kg)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
