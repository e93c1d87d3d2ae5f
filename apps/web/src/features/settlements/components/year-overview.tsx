import { today } from '@internationalized/date';
import { ANIMAL_KIND_LABEL, formatDate, formatKg, formatKr, type SettlementYear, type SettlementYearTotals } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select-field';
import { useMediaQuery } from '@/lib/use-media-query';
import { settlementYearExcelUrl } from '../api/download-urls';
import { usePostedPeriod } from '../api/get-posted-period';
import { settlementYearQueryOptions } from '../api/get-settlement-year';
import { TABLE_MEDIA_QUERY } from './animal-list';
import { FETCH_ERROR_TEXT, NOT_FOUND_TEXT } from './by-settlement-view';
import styles from './settlements.module.css';

/** The farmer's calendar year, in Norwegian time. */
const NORWEGIAN_TIME = 'Europe/Oslo';

export const MONTHS = ['Januar', 'Februar', 'Mars', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Desember'] as const;

/**
 * 'Årsoversikt': a chosen year's posted settlements (date, kind, animals, kg, kroner), the sums per
 * kind and per month, and the same period last year beside them; printable and as Excel. A table
 * on a laptop, a list on a phone.
 */
export function YearOverview() {
  const period = usePostedPeriod();
  const thisYear = today(NORWEGIAN_TIME).year;
  const [year, setYear] = useState(thisYear);
  if (period.isPending) return <Loading />;
  if (period.isError) return <ErrorState message={FETCH_ERROR_TEXT} error={period.error} onRetry={() => void period.refetch()} />;
  if (period.data.first_date === null) return <Alert kind="info">{NOT_FOUND_TEXT}</Alert>;
  const firstYear = Math.min(thisYear, Number(period.data.first_date.slice(0, 4)));
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => String(thisYear - i));
  return (
    <>
      <div className={styles.yearChoice}>
        <SelectField
          label="År"
          placeholder="Velg år"
          options={years.map((y) => ({ value: y, label: y }))}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
        />
      </div>
      <YearLoader year={year} />
    </>
  );
}

function YearLoader({ year }: { year: number }) {
  const overview = useQuery(settlementYearQueryOptions(year));
  if (overview.isPending) return <Loading />;
  if (overview.isError) return <ErrorState message={FETCH_ERROR_TEXT} error={overview.error} onRetry={() => void overview.refetch()} />;
  return <YearView overview={overview.data} />;
}

const kg = (weightKg: number) => `${formatKg(Math.round(weightKg * 1000))} kg`;
const periodText = (from: string, to: string) => `${formatDate(from)}–${formatDate(to)}`;

export function YearView({ overview }: { overview: SettlementYear }) {
  const headingId = useId();
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, true);
  const last = overview.same_period_last_year;
  const lastYear = overview.year - 1;
  const months = overview.by_month.map((m, i) => ({ name: MONTHS[i]!, now: m, before: last.by_month[i]! })).filter((m) => m.now.animals > 0 || m.before.animals > 0);
  const kinds = overview.by_kind.map((k, i) => ({ name: ANIMAL_KIND_LABEL[k.kind], now: k, before: last.by_kind[i]! }));

  return (
    <section className={styles.year} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailHeading}>
        Årsoversikt {overview.year}
      </h2>
      <p className={styles.muted}>
        {periodText(overview.from, overview.to)}, sammenlignet med samme periode i {lastYear} ({periodText(last.from, last.to)}). Alle beløp inkl. mva.
      </p>
      <div className={styles.downloads}>
        <Button variant="secondary" onPress={() => window.print()}>
          Skriv ut
        </Button>
        <a href={settlementYearExcelUrl(overview.year)} download className={buttonClassName('secondary')}>
          <DownloadIcon />
          Eksporter til Excel
        </a>
      </div>

      <ComparedSums title="Per dyreslag" firstColumn="Dyreslag" rows={kinds} year={overview.year} total={{ now: overview.total, before: last.total }} wide={wide} />
      <ComparedSums title="Per måned" firstColumn="Måned" rows={months} year={overview.year} total={{ now: overview.total, before: last.total }} wide={wide} />

      <h3 className={styles.yearSubheading}>Avregninger i {overview.year}</h3>
      {overview.settlements.length === 0 ? (
        <p className={styles.muted}>Ingen bokførte avregninger i perioden.</p>
      ) : wide ? (
        <div className={styles.tableWrap}>
          <table className={styles.yearTable} aria-label={`Avregninger i ${overview.year}`}>
            <thead>
              <tr>
                <th scope="col">Dato</th>
                <th scope="col">Avregningsnr</th>
                <th scope="col">Dyreslag</th>
                <th scope="col">Antall dyr</th>
                <th scope="col">Vekt</th>
                <th scope="col">Beløp</th>
              </tr>
            </thead>
            <tbody>
              {overview.settlements.map((s) => (
                <tr key={`${s.settlement_no}-${s.kind}`}>
                  <td>{formatDate(s.date)}</td>
                  <td>{s.settlement_no}</td>
                  <td>{ANIMAL_KIND_LABEL[s.kind]}</td>
                  <td>{s.animals}</td>
                  <td>{kg(s.weight_kg)}</td>
                  <td>{formatKr(s.amount_kr)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Sum
                </th>
                <td>{overview.total.animals}</td>
                <td>{kg(overview.total.weight_kg)}</td>
                <td>{formatKr(overview.total.amount_kr)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <ul className={styles.yearCards} aria-label={`Avregninger i ${overview.year}`}>
          {overview.settlements.map((s) => (
            <li key={`${s.settlement_no}-${s.kind}`}>
              <strong>
                {formatDate(s.date)} / {s.settlement_no} / {ANIMAL_KIND_LABEL[s.kind]}
              </strong>
              <span>
                {s.animals} dyr, {kg(s.weight_kg)}
              </span>
              <span className={styles.yearAmount}>{formatKr(s.amount_kr)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Compared {
  name: string;
  now: SettlementYearTotals;
  before: SettlementYearTotals;
}

/** Sums of this year's period beside last year's: a table on a laptop, a list on a phone. */
function ComparedSums({ title, firstColumn, rows, year, total, wide }: { title: string; firstColumn: string; rows: Compared[]; year: number; total: Omit<Compared, 'name'>; wide: boolean }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3 className={styles.yearSubheading}>{title}</h3>
      {wide ? (
        <div className={styles.tableWrap}>
          <table className={styles.yearTable} aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{firstColumn}</th>
                <th scope="col">Antall dyr {year}</th>
                <th scope="col">Vekt {year}</th>
                <th scope="col">Beløp {year}</th>
                <th scope="col">Antall dyr {year - 1}</th>
                <th scope="col">Vekt {year - 1}</th>
                <th scope="col">Beløp {year - 1}</th>
              </tr>
            </thead>
            <tbody>
              {[...rows, { name: 'Sum', ...total }].map((r) => (
                <tr key={r.name} className={r.name === 'Sum' ? styles.yearSumRow : undefined}>
                  <th scope="row">{r.name}</th>
                  <td>{r.now.animals}</td>
                  <td>{kg(r.now.weight_kg)}</td>
                  <td>{formatKr(r.now.amount_kr)}</td>
                  <td>{r.before.animals}</td>
                  <td>{kg(r.before.weight_kg)}</td>
                  <td>{formatKr(r.before.amount_kr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className={styles.yearCards} aria-label={title}>
          {[...rows, { name: 'Sum', ...total }].map((r) => (
            <li key={r.name}>
              <strong>{r.name}</strong>
              <span>
                {year}: {r.now.animals} dyr, {kg(r.now.weight_kg)}, <span className={styles.yearAmount}>{formatKr(r.now.amount_kr)}</span>
              </span>
              <span className={styles.muted}>
                {year - 1}: {r.before.animals} dyr, {kg(r.before.weight_kg)}, {formatKr(r.before.amount_kr)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
