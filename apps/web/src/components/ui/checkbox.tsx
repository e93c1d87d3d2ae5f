import type { InputHTMLAttributes, Ref } from 'react';
import styles from './form-field.module.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox inside its label, so the whole row (≥ 44 px high) is the touch target. */
export function Checkbox({ label, ref, ...inputProps }: CheckboxProps) {
  return (
    <label className={styles.checkbox}>
      <input {...inputProps} ref={ref} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
