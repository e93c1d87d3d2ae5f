import { useEffect, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { toast, useToasts, type ToastMessage } from '@/lib/toast';
import { CloseIcon, InfoIcon, WarningIcon } from './status-icons';
import { PlainButton } from './plain-button';
import styles from './toast.module.css';

/**
 * Where toasts appear. The region is always in the page so screen readers pick up new
 * messages (a live region must exist before its content changes).
 */
export function ToastRegion() {
  const toasts = useToasts();
  return (
    // data-react-aria-top-layer: an open modal leaves the region visible to screen readers and
    // does not close when a toast is pressed (e.g. 'Tekst kopiert' from the LED-sau dialog).
    <section
      className={styles.region}
      aria-label="Varsler"
      aria-live="polite"
      aria-relevant="additions"
      data-react-aria-top-layer="true"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  );
}

/** One toast; its timer pauses while pointed at or focused, so it can be read and closed. */
function ToastItem({ toast: item }: { toast: ToastMessage }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.durationMs);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id]);

  return (
    <div
      className={cx(styles.toast, styles[item.kind])}
      // The region is polite; errors interrupt.
      role={item.kind === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {item.kind === 'error' ? <WarningIcon size={20} /> : <InfoIcon size={20} />}
      <span className={styles.message}>{item.message}</span>
      {/* A native button: the toast region is on every page, the login page too (plain-button.tsx). */}
      <PlainButton variant="icon" className={styles.close} aria-label="Lukk melding" onClick={() => toast.dismiss(item.id)}>
        <CloseIcon />
      </PlainButton>
    </div>
  );
}
