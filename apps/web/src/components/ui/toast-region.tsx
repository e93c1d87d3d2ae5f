import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { leaveToastRoom, toast, useToasts, whileToastsShow, type ToastMessage } from '@/lib/toast';
import { CloseIcon, InfoIcon, WarningIcon } from './status-icons';
import { PlainButton } from './plain-button';
import styles from './toast.module.css';

/**
 * Where toasts appear. The region is always in the page so screen readers pick up new
 * messages (a live region must exist before its content changes).
 */
export function ToastRegion() {
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);
  // Room at the end of the page while toasts show (--toast-room, used by the layout): they float
  // over the page's end, on a phone over its whole width, so without it the last button (e.g.
  // 'Returskjema' under an enrolment just sent) could not be scrolled out from under them.
  // Measured as they come and go (the first download has no room for a ResizeObserver's worth of
  // code: bench/web-bundle.ts); the logged-in app follows the screen too (whileToastsShow).
  useLayoutEffect(() => {
    leaveToastRoom(region.current!);
    const follow = whileToastsShow();
    if (toasts.length === 0 || !follow) return;
    return follow(region.current!);
  }, [toasts]);
  return (
    // data-react-aria-top-layer: an open modal leaves the region visible to screen readers and
    // does not close when a toast is pressed (e.g. 'Tekst kopiert' from the LED-sau dialog).
    <section
      ref={region}
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

/**
 * One toast; its timer pauses while a mouse points at it or it has focus, so it can be read and
 * closed. A finger's tap is no pointing: on a phone the toast goes on time.
 */
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
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setPaused(false)}
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
