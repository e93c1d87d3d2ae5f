import { formatAmount, formatNumber, type IsoWeek, type PriceChoice, type PriceListView, pricePathChoiceText, pricePathSentence, shiftWeek } from '@slakteweb/core';
import { useId, useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { type ChartOrTable, ChartTableToggle } from '@/components/charts/chart-table-toggle';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { usePricePath } from '../api/get-price-path';
import styles from './prices.module.css';

/** The weeks the price path shows around this week: a season back and a month ahead. */
export const PATH_WEEKS_BACK = 12;
export const PATH_WEEKS_AHEAD = 4;

/**
 * What the path opens on: the middle of the scale where the list has it (class R, fat group 3,
 * the list's base meat percent), the grade the cooperative quotes its notering for. Not the
 * farm's most common class: that would read a year of the farm's animals on another request for
 * a default the farmer changes with one choice.
 */
function initialChoice<T>(values: T[], preferred: T): T | undefined {
  return values.includes(preferred) ? preferred : values[0];
}

/** The meat percents a pig list's scale counts, in whole points, with its base percent. */
function meatPercentOptions(scale: NonNullable<PriceListView['meat_percent']>): number[] {
  const whole = Array.from({ length: Math.floor(scale.max_percent) - Math.ceil(scale.min_percent) + 1 }, (_, i) => Math.ceil(scale.min_percent) + i);
  return [...new Set([...whole, scale.base_percent])].sort((a, b) => a - b);
}

/**
 * 'Pris per uke': for a chosen class and fat group (pigs: meat percent) the price per kg week by
 * week around this week, reckoned by the server from each week's list, as a chart or a table (the
 * statistics' 'Graf' / 'Tabell'), and this week's in one sentence ('Lam, klasse R, fettgruppe 3:
 * 76,40 kr/kg i uke 38').
 */
export function PricePathSection({ list, thisWeek }: { list: PriceListView; thisWeek: IsoWeek }) {
  const headingId = useId();
  const id = useId();
  const classes = list.class_kr_per_kg.map((c) => c.class);
  const fats = list.fat_group_kr_per_kg.map((f) => f.fat_group);
  const meatPercents = list.meat_percent ? meatPercentOptions(list.meat_percent) : [];
  const [cls, setCls] = useState(() => initialChoice(classes, 'R'));
  const [fat, setFat] = useState(() => initialChoice(fats, '3'));
  const [meatPercent, setMeatPercent] = useState(() => list.meat_percent?.base_percent);
  const [view, setView] = useState<ChartOrTable>('chart');
  const choice: PriceChoice = { class: cls, fat_group: fat, meat_percent: meatPercent };
  const from = shiftWeek(thisWeek, -PATH_WEEKS_BACK);
  const to = shiftWeek(thisWeek, PATH_WEEKS_AHEAD);
  const path = usePricePath(list.kind, list.category, from, to, choice);
  const weekLabel = (w: IsoWeek) => (w.year === thisWeek.year ? `Uke ${w.week}` : `Uke ${w.week} ${w.year}`);
  const isThisWeek = (w: IsoWeek) => w.year === thisWeek.year && w.week === thisWeek.week;
  const choiceText = pricePathChoiceText(list.category, choice);
  const thisWeeksPrice = path.data?.weeks.find(isThisWeek)?.kr_per_kg ?? null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionTop}>
        <h2 id={headingId} className={styles.sectionHeading}>
          Pris per uke
        </h2>
        <ChartTableToggle label="Vis prisen per uke som" value={view} onChange={setView} />
      </div>
      {(classes.length > 0 || fats.length > 0 || meatPercents.length > 0) && (
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
          {meatPercents.length > 0 && (
            <div className={styles.filter}>
              <label htmlFor={`${id}-meat`}>Kjøttprosent</label>
              <select id={`${id}-meat`} className={styles.select} value={meatPercent} onChange={(e) => setMeatPercent(Number(e.target.value))}>
                {meatPercents.map((p) => (
                  <option key={p} value={p}>
                    {formatNumber(p, 1)} %
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      <p className={styles.sentence} aria-live="polite">
        {thisWeeksPrice !== null && pricePathSentence(list.category, choice, thisWeeksPrice, thisWeek)}
      </p>
      <p className={styles.muted}>
        Prisen er noteringen med tillegg og trekk for det du har valgt, og gårdens trekk i prosent (som for KSL). Tillegg og trekk for vekt og per dyr kommer i
        tillegg: regn dem ut under «Hva får jeg?».
      </p>
      {path.isPending ? (
        <Loading text="Laster prisen per uke..." />
      ) : path.isError ? (
        <ErrorState message="Kunne ikke hente prisen per uke." error={path.error} onRetry={() => void path.refetch()} />
      ) : path.data.weeks.every((w) => w.kr_per_kg === null) ? (
        <Alert kind="info">Det er ingen notering for {list.category} i disse ukene.</Alert>
      ) : view === 'chart' ? (
        <BarChart
          // Short: the chart's hidden table takes its caption on one line, and a phone must not scroll sideways.
          title={`${choiceText} (kr/kg)`}
          headingLevel={3}
          data={path.data.weeks.flatMap((w) => (w.kr_per_kg === null ? [] : [{ label: weekLabel(w), value: w.kr_per_kg }]))}
          formatValue={(v) => formatAmount(v)}
          labelHeading="Uke"
          valueHeading="Pris kr/kg"
          labelEvery={2}
          animateUpTo={0}
        />
      ) : (
        <div className={styles.scrollBox} tabIndex={0} role="group" aria-label="Pris per uke">
          <table className={styles.table}>
            <caption className="visually-hidden">Pris per uke for {choiceText}</caption>
            <thead>
              <tr>
                <th scope="col">Uke</th>
                <th scope="col" className={styles.number}>
                  Notering kr/kg
                </th>
                <th scope="col" className={styles.number}>
                  Pris kr/kg
                </th>
              </tr>
            </thead>
            <tbody>
              {path.data.weeks.map((w) => (
                <tr key={`${w.year}-${w.week}`} aria-current={isThisWeek(w) ? 'date' : undefined}>
                  <th scope="row">
                    {weekLabel(w)}
                    {isThisWeek(w) && ' (denne uken)'}
                  </th>
                  <td className={styles.number}>{w.base_kr_per_kg === null ? '–' : formatAmount(w.base_kr_per_kg)}</td>
                  <td className={styles.number}>{w.kr_per_kg === null ? '–' : formatAmount(w.kr_per_kg)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
