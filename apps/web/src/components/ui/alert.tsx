import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './alert.module.css';
import { CheckCircleIcon, InfoIcon, WarningIcon } from './status-icons';

export type AlertKind = 'error' | 'success' | 'info';

interface AlertProps {
  kind: AlertKind;
  title?: string;
  children?: ReactNode;
  className?: string;
}

const ICONS: Record<AlertKind, () => ReactNode> = {
  error: () => <WarningIcon size={20} />,
  success: () => <CheckCircleIcon size={20} />,
  info: () => <InfoIcon size={20} />,
};

/**
 * An inline message in the page. Errors use role="alert" (read out at once); success and
 * info use role="status" (read out politely). Icons differ too, so colour is not the only cue.
 */
export function Alert({ kind, title, children, className }: AlertProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={cx(styles.alert, styles[kind], className)}>
      {ICONS[kind]()}
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
    </div>
  );
}
