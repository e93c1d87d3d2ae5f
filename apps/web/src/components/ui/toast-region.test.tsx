import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION_MS } from '@/lib/toast';
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
