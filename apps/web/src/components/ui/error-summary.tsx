import { type Ref, useId } from 'react';
import styles from './error-summary.module.css';
import { WarningIcon } from './icons';

export interface ErrorSummaryItem {
  /** The field's label, as the form shows it. */
  label: string;
  message: string;
  /** Moves focus to the field (react-hook-form's setFocus). */
  focus: () => void;
}

/** The summary's heading. */
export const ERROR_SUMMARY_HEADING = 'Rett opp dette før du lagrer:';

/**
 * The error summary at the top of a form with many fields (the GOV.UK and Aksel pattern): after a
 * failed submit it lists every invalid field with its message, and each entry takes the user to
 * the field. Focus itself goes to the first invalid field (so the farmer can type at once, and a
 * screen reader reads that field's error); the summary shows how much is left to fix. The form
 * scrolls the summary into view first (`ref`), so both show where there is room.
 */
export function ErrorSummary({ items, ref, heading = ERROR_SUMMARY_HEADING, level = 2 }: { items: ErrorSummaryItem[]; ref?: Ref<HTMLElement>; heading?: string; level?: 2 | 3 | 4 }) {
  const headingId = useId();
  if (items.length === 0) return null;
  const Heading = (`h${level}` as const);
  // Focusable by script (tabIndex -1): a form may move focus to the summary itself.
  return (
    <section className={styles.summary} aria-labelledby={headingId} ref={ref} tabIndex={-1} data-scroll-target>
      <Heading id={headingId} className={styles.heading}>
        <WarningIcon size={20} />
        {heading}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.label}: ${item.message}`}>
            <button type="button" className={styles.link} onClick={item.focus}>
              {item.label}: {item.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
