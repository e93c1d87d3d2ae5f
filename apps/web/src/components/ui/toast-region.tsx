import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const region = useRef<HTMLElement>(null);
  // Room at the end of the page while toasts show (--toast-room, used by the layout): they float
  // over the page's end, on a phone over its whole width, so without it the last button (e.g.
  // 'Returskjema' under an enrolment just sent) could not be scrolled out from under them. From
  // the toasts' top to the screen's bottom; measured as they come and go (the first download has
  // no room for a ResizeObserver's worth of code: bench/web-bundle.ts).
  // The control in use (e.g. 'Send innmelding', pressed and refused with an error toast) is moved
  // up out from under toasts that come over it: the room above lets the page scroll that far.
  useLayoutEffect(() => {
    const measure = () => {
      const { top, height } = region.current!.getBoundingClientRect();
      document.documentElement.style.setProperty('--toast-room', height ? `${Math.ceil(window.innerHeight - top)}px` : '');
      if (height) keepClearOf(top, region.current!);
    };
    measure();
    if (toasts.length === 0) return;
    // The phone's address bar comes and goes, and a phone turns: the room follows the screen.
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
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

/** Air between the focused control and the toasts above it. */
const TOAST_CLEARANCE_PX = 12;

/** Scrolls the focused control, when the toasts (from `top` down) cover it, to just above them. */
function keepClearOf(top: number, region: HTMLElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || region.contains(active)) return;
  const rect = active.getBoundingClientRect();
  const overlap = rect.bottom + TOAST_CLEARANCE_PX - top;
  // Only what shows on the screen, and only when moving it up keeps its top in view.
  if (rect.height === 0 || rect.top >= window.innerHeight || overlap <= 0 || rect.top - overlap < 0) return;
  window.scrollBy({ top: overlap });
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
