import { HEALTH_BENCHMARK_FRAME_LABELS, HEALTH_BENCHMARK_TIME_FRAMES, type HealthBenchmarkTimeFrame, healthBenchmarkTimeFrameSchema } from '@slakteweb/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import styles from './statistics.module.css';

/**
 * 'Periode': the whole calendar quarters the comparisons with other suppliers are counted over.
 * The same native select as the screen's filters at the top (statistics-filters.tsx), styled as
 * they are, so a phone opens its own picker.
 */
export function PeriodSelect({ value, onChange }: { value: HealthBenchmarkTimeFrame; onChange: (frame: HealthBenchmarkTimeFrame) => void }) {
  const id = useId();
  return (
    <div className={`${styles.filter} ${styles.periodFilter}`}>
      <label htmlFor={id}>Periode</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(healthBenchmarkTimeFrameSchema.parse(e.target.value))}>
        {HEALTH_BENCHMARK_TIME_FRAMES.map((f) => (
          <option key={f} value={f}>
            {HEALTH_BENCHMARK_FRAME_LABELS[f]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PeriodSectionProps<T> {
  heading: string;
  frame: HealthBenchmarkTimeFrame;
  onFrameChange: (frame: HealthBenchmarkTimeFrame) => void;
  /** The section's figures for `frame`. */
  query: UseQueryResult<T>;
  loadingText: string;
  errorText: string;
  /** Beside the period select (the health report's links). */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A section of the statistics screen counted over a period of its own ('Hvor står gården',
 * 'Treff på prisgrid'): its heading, the period select and the loading and error states, once.
 * A refusal (a role that may not see it) answers in the server's words, without 'Prøv på nytt'.
 */
export function PeriodSection<T>({ heading, frame, onFrameChange, query, loadingText, errorText, actions, children }: PeriodSectionProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionTop}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {heading}
        </h2>
        <PeriodSelect value={frame} onChange={onFrameChange} />
        {actions}
      </div>
      {query.isPending ? (
        <Loading text={loadingText} />
      ) : query.isError ? (
        <ErrorState message={errorText} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
