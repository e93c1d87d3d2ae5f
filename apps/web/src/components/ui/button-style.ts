import { cx } from '@/lib/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon';

/** The portal's button look, for buttons, plain buttons and links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', fullWidth = false): string {
  return cx(styles.button, styles[variant], fullWidth && styles.fullWidth);
}
