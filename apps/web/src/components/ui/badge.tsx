import { badgeText } from '@slakteweb/core';
import { cx } from '@/lib/cx';
import styles from './badge.module.css';

interface BadgeProps {
  count: number;
  /** Put it on the corner of an icon button. */
  overlay?: boolean;
}

/**
 * Unread count, '9+' above nine (spec §9). What it shows is part of the name of the control it
 * sits on, so the name contains the visible text (WCAG 2.5.3 Label in Name: 'Avregninger 9+');
 * the whole number goes into the control's description (BadgeDescription: '130 nye'). Put a
 * space ({' '}) right before it in the control, so the name's words stay apart ('Avregninger 9+',
 * not 'Avregninger9+'); in the flex layouts it sits in, the space takes no room.
 */
export function Badge({ count, overlay = false }: BadgeProps) {
  if (count <= 0) return null;
  return <span className={cx(styles.badge, overlay && styles.overlay)}>{badgeText(count)}</span>;
}

/**
 * The whole count of a badge ('14 uleste'), for the control's aria-describedby: hidden from view
 * (the badge shows it), read by screen readers as the control's description.
 */
export function BadgeDescription({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}
