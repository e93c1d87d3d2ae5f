import { badgeText } from '@slakteweb/core';
import { cx } from '@/lib/cx';
import styles from './badge.module.css';

interface BadgeProps {
  count: number;
  /** Put it on the corner of an icon button. */
  overlay?: boolean;
}

/**
 * Unread count, '9+' above nine (spec §9). Hidden from screen readers: the control it sits on
 * says the number in its own label (e.g. 'Meldinger, 3 uleste').
 */
export function Badge({ count, overlay = false }: BadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={cx(styles.badge, overlay && styles.overlay)} aria-hidden="true">
      {badgeText(count)}
    </span>
  );
}
