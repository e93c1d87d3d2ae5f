import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWhileToastsShow, toast, TOAST_DURATION_MS } from '@/lib/toast';
import { keepControlClearOfToasts } from './toast-clearance';
import { ToastRegion } from './toast-region';

// A toast goes after its time, waits while a mouse points at it or it has focus (to be read and
// closed), and is not held by a finger's tap: on a phone there is no pointing away afterwards.
describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function showInfo() {
    render(<ToastRegion />);
    act(() => void toast.info('Innmeldingen ble registrert'));
    return screen.getByText('Innmeldingen ble registrert').parentElement!;
  }

  it('goes after its time', () => {
    showInfo();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.info + 10));
    expect(screen.queryByText('Innmeldingen ble registrert')).toBeNull();
  });

  it('waits while a mouse points at it, and goes once the mouse has left', () => {
    const item = showInfo();
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.info * 4));
    expect(screen.getByText('Innmeldingen ble registrert')).toBeInTheDocument();
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.info + 10));
    expect(screen.queryByText('Innmeldingen ble registrert')).toBeNull();
  });

  it('is not held by a tap', () => {
    const item = showInfo();
    // A tap: the touch's pointer events, then the mouse events browsers send after it for old pages.
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.info + 10));
    expect(screen.queryByText('Innmeldingen ble registrert')).toBeNull();
  });

  it("leaves room at the page's end while it shows, and moves the control in use out from under it (a phone, 'Send innmelding')", () => {
    // A phone's screen 700 px high: the button at 600–648, the toasts from 560 down.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
    const scrollBy = vi.fn();
    vi.spyOn(window, 'scrollBy').mockImplementation(scrollBy);
    const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 375, width: 375, x: 0, y: top, toJSON: () => ({}) });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-label') === 'Varsler') return this.children.length ? rect(560, 120) : rect(680, 0);
      if (this.textContent === 'Send innmelding') return rect(600, 48);
      return rect(0, 0);
    });
    // As the logged-in layout sets it (app-layout.tsx).
    setWhileToastsShow(keepControlClearOfToasts);
    render(
      <>
        <button type="button">Send innmelding</button>
        <ToastRegion />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Send innmelding' }).focus());
    expect(scrollBy).not.toHaveBeenCalled();

    act(() => void toast.error('Kunne ikke registrere innmeldingen'));
    expect(document.documentElement.style.getPropertyValue('--toast-room')).toBe('140px');
    // 648 + 12 px of air − 560: up by 100 px, just above the toasts.
    expect(scrollBy).toHaveBeenCalledWith({ top: 100 });

    act(() => vi.advanceTimersByTime(60_000));
    expect(document.documentElement.style.getPropertyValue('--toast-room')).toBe('');
    setWhileToastsShow(undefined);
    vi.restoreAllMocks();
  });

  it('waits while it has focus, and the close button ends it at once', () => {
    showInfo();
    const close = screen.getByRole('button', { name: 'Lukk melding' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.info * 4));
    expect(screen.getByText('Innmeldingen ble registrert')).toBeInTheDocument();
    fireEvent.click(close);
    expect(screen.queryByText('Innmeldingen ble registrert')).toBeNull();
  });
});
