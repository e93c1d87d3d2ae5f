import { Fragment } from 'react';
import styles from './search-select.module.css';

/**
 * A dropdown option's label ('09.11.2026 / 100010130 / 10 126,13 kr') with each ' / ' part kept
 * on one line: on a phone the label wraps between the parts, never inside an amount ('10' on one
 * line, '126,13 kr' on the next) or a date. The text is the label unchanged.
 */
export function OptionLabel({ label }: { label: string }) {
  return (
    <span>
      {label.split(' / ').map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' / '}
          <span className={styles.part}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
