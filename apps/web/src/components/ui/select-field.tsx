import { useId } from 'react';
import { cx } from '@/lib/cx';
import styles from './form-field.module.css';
import { WarningIcon } from './icons';

interface SelectFieldProps {
  label: string;
  /** The choices, in order; `value` is what the field holds, `label` what it shows. */
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Velg rase'): the field holds '' until one is made. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** A choice must be made (aria-required). */
  required?: boolean;
}

/**
 * A labelled native select: the phone's own picker, for short fixed lists (about a dozen choices).
 * Looks like the text fields; the error is tied to it with aria-describedby.
 */
export function SelectField({ label, options, placeholder, value, onChange, onBlur, error, required = false }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={cx(styles.input, styles.select)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <WarningIcon />
          {error}
        </p>
      )}
    </div>
  );
}
