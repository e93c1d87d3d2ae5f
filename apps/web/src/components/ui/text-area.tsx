import { commentCounter } from '@slakteweb/core';
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import styles from './form-field.module.css';
import { WarningIcon } from './icons';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The limit; the counter 'N av M tegn' shows under the field, red when over (spec §5). */
  maxChars: number;
  error?: string | undefined;
  /** Shown under the label, e.g. that the field is required. */
  description?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A comment field with its character counter. Typing past the limit is allowed (a pasted text
 * is not cut off unseen); the counter turns red and the form's rules refuse it.
 */
export function TextArea({ label, value, onChange, maxChars, error, description, ref, className, rows = 2, ...rest }: TextAreaProps) {
  const id = useId();
  const counter = commentCounter(value, maxChars);
  // The counter repeats the error when over the limit; show it once.
  const shownError = error && error !== counter.text ? error : undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      )}
      <textarea
        {...rest}
        ref={ref}
        id={id}
        rows={rows}
        className={cx(styles.input, styles.textarea)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={counter.over || shownError ? true : undefined}
        aria-describedby={[description ? `${id}-description` : '', `${id}-counter`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <p id={`${id}-counter`} className={cx(styles.counter, counter.over && styles.counterOver)}>
        {counter.text}
      </p>
      {shownError && (
        <p id={`${id}-error`} className={styles.error}>
          <WarningIcon />
          {shownError}
        </p>
      )}
    </div>
  );
}
