import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './choice-group.module.css';
import { WarningIcon } from './icons';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A second line under the label, e.g. why the choice is unavailable. */
  description?: string | undefined;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: ReactNode;
  name?: string;
  choices: readonly Choice<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** 'cards' (default) are big thumb targets side by side; 'list' stacks them. */
  layout?: 'cards' | 'list';
  className?: string;
  /** A choice must be made: the radios say so to screen readers (native required; forms check themselves). */
  required?: boolean;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: the legend names the group for
 * screen readers, arrow keys move between choices, and each choice is a whole card to tap.
 */
export function ChoiceGroup<T extends string>({ legend, name, choices, value, onChange, error, layout = 'cards', className, required = false }: ChoiceGroupProps<T>) {
  const autoName = useId();
  const errorId = `${autoName}-error`;
  return (
    <fieldset className={cx(styles.group, className)} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.choices, layout === 'list' && styles.list)}>
        {choices.map((choice) => (
          <label key={choice.value} className={cx(styles.choice, choice.disabled && styles.disabled)}>
            <input
              type="radio"
              name={name ?? autoName}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              required={required || undefined}
              // Marks the group invalid for screen readers, and lets a form move focus to it.
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{choice.label}</span>
              {choice.description && <span className={styles.description}>{choice.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          <WarningIcon />
          {error}
        </p>
      )}
    </fieldset>
  );
}
