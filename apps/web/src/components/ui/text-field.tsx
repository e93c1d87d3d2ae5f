import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form-field.module.css';
import { WarningIcon } from './status-icons';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field; marks the field invalid for screen readers too. */
  error?: string | undefined;
  description?: string | undefined;
  /**
   * A number field (amounts, club numbers, ear tags): the phone's number keyboard, and anything but
   * digits is left out as it is typed or pasted (spec §5), so nothing else can be entered.
   */
  digitsOnly?: boolean;
  /**
   * A password field with 'Vis passord' beside it: a farmer on a phone, or one who types slowly,
   * can check what was typed before sending. Pressed, the field shows its text (aria-pressed).
   */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. A native input (not a widget library) so react-hook-form's `register`
 * works directly; the error and description are tied to it with aria-describedby.
 */
export function TextField({
  label,
  error,
  description,
  ref,
  className,
  digitsOnly = false,
  revealable = false,
  onChange,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, extraDescribedBy, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const input = (
    <input
      {...inputProps}
      {...(revealable ? { type: revealed ? 'text' : 'password' } : {})}
      {...(digitsOnly ? { inputMode: 'numeric' as const } : {})}
      onChange={(e) => {
        if (digitsOnly && /\D/.test(e.target.value)) e.target.value = e.target.value.replace(/\D/g, '');
        onChange?.(e);
      }}
      ref={ref}
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  );

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {revealable ? (
        <div className={styles.revealRow}>
          {input}
          <button type="button" className={styles.revealButton} aria-controls={id} aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            Vis passord
          </button>
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <WarningIcon />
          {error}
        </p>
      )}
    </div>
  );
}
