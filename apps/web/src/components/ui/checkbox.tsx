import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form-field.module.css';
import { WarningIcon } from './status-icons';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Shown under the box; marks it invalid for screen readers too (a box that must be ticked). */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox inside its label, so the whole row (≥ 44 px high) is the touch target. */
export function Checkbox({ label, error, ref, 'aria-describedby': extraDescribedBy, ...inputProps }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  const describedBy = [extraDescribedBy, error ? errorId : null].filter(Boolean).join(' ');
  // The message under the box, outside its label: the box stays where it was (no remount) and
  // the label's text stays what the box is called.
  return (
    <>
      <label className={styles.checkbox}>
        <input
          {...inputProps}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy || undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          <WarningIcon />
          {error}
        </p>
      )}
    </>
  );
}
