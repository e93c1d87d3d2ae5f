import { leaveToastRoom } from '@/lib/toast';

/** Air between the focused control and the toasts above it. */
const TOAST_CLEARANCE_PX = 12;

/**
 * While toasts show: the control in use (e.g. 'Send innmelding', pressed and refused with an error
 * toast) is moved up out from under them, into the room left at the page's end, and both follow
 * the screen (a phone's address bar comes and goes, a phone turns). The logged-in layout sets it
 * as the toast region's whileToastsShow. Returns its own end.
 */
export function keepControlClearOfToasts(region: HTMLElement): () => void {
  const follow = () => {
    const { top, height } = leaveToastRoom(region);
    if (height) keepClearOf(top, region);
  };
  follow();
  window.addEventListener('resize', follow);
  return () => window.removeEventListener('resize', follow);
}

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
