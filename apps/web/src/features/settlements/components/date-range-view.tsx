import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { formatDate, MSG } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { dateRangeExcelUrl } from '../api/download-urls';
import { postedSlaughtersListQueryOptions } from '../api/get-posted-slaughters-list';
import { periodPresets } from '../period-presets';
import { FETCH_ERROR_TEXT, NOT_FOUND_TEXT } from './by-settlement-view';
import styles from './settlements.module.css';

/** 'Fra-dato kan ikke være større enn til-dato' (spec §5). */
export const FROM_AFTER_TO_TEXT = MSG.dateFromAfterTo;

/**
 * 'Etter dato-periode' (spec §2, §5): from and to within the oldest and newest posted settlement;
 * once both are set and in order, the period's settlements can be downloaded as Excel.
 */
export function DateRangeView() {
  const list = useQuery(postedSlaughtersListQueryOptions());
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorState message={FETCH_ERROR_TEXT} onRetry={() => void list.refetch()} />;
  const dates = list.data.map((item) => item.date).sort();
  const oldest = dates[0];
  const newest = dates[dates.length - 1];
  if (oldest === undefined || newest === undefined) return <Alert kind="info">{NOT_FOUND_TEXT}</Alert>;
  return <DateRangeForm min={parseDate(oldest)} max={parseDate(newest)} />;
}

/** 'I år' and 'I fjor' are the farmer's calendar years, in Norwegian time. */
const NORWEGIAN_TIME = 'Europe/Oslo';

function outside(date: CalendarDate | null, min: CalendarDate, max: CalendarDate): boolean {
  return date !== null && (date.compare(min) < 0 || date.compare(max) > 0);
}

function DateRangeForm({ min, max }: { min: CalendarDate; max: CalendarDate }) {
  const headingId = useId();
  const [from, setFrom] = useState<CalendarDate | null>(null);
  const [to, setTo] = useState<CalendarDate | null>(null);

  const rangeText = `Velg en dato fra ${formatDate(min.toString())} til ${formatDate(max.toString())}`;
  const fromError = outside(from, min, max)
    ? rangeText
    : from && to && from.compare(to) > 0
      ? FROM_AFTER_TO_TEXT
      : undefined;
  const toError = outside(to, min, max) ? rangeText : undefined;
  const ready = from !== null && to !== null && !fromError && !toError;

  return (
    <section className={styles.period} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailHeading}>
        Avregninger for en periode
      </h2>
      <p>
        Velg fra- og til-dato mellom {formatDate(min.toString())} og {formatDate(max.toString())} for å laste ned de bokførte
        avregningene i perioden som Excel-fil.
      </p>
      <div className={styles.presets} role="group" aria-label="Hurtigvalg">
        {periodPresets(today(NORWEGIAN_TIME), min, max).map((preset) => (
          <Button
            key={preset.label}
            variant="secondary"
            isDisabled={preset.range === null}
            onPress={() => {
              if (!preset.range) return;
              setFrom(preset.range.from);
              setTo(preset.range.to);
            }}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className={styles.dateRow}>
        <DatePicker label="Fra dato" value={from} onChange={setFrom} minValue={min} maxValue={max} errorMessage={fromError} />
        <DatePicker label="Til dato" value={to} onChange={setTo} minValue={min} maxValue={max} errorMessage={toError} />
      </div>
      {ready ? (
        <a href={dateRangeExcelUrl(from.toString(), to.toString())} download className={buttonClassName('secondary')}>
          <DownloadIcon />
          Eksporter til Excel
        </a>
      ) : (
        <p className={styles.muted}>Eksport til Excel blir mulig når både fra- og til-dato er valgt.</p>
      )}
    </section>
  );
}
