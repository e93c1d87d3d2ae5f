import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '@/lib/install-prompt';
import { INSTALL_HINT_DISMISSED_KEY, InstallHint } from './install-hint';

/** A phone (coarse pointer) or a computer (fine pointer). */
function pointer(kind: 'coarse' | 'fine') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(pointer: ${kind})`,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The browser offers to install the portal; returns the offer's prompt. */
function offerInstall() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

describe('InstallHint (Legg til på startskjermen)', () => {
  beforeEach(() => listenForInstallOffer());
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => window.dispatchEvent(new Event('appinstalled')));
  });

  it('is not shown before the browser offers to install', () => {
    pointer('coarse');
    render(<InstallHint />);
    expect(screen.queryByRole('heading', { name: 'Legg til på startskjermen' })).not.toBeInTheDocument();
  });

  it('on a phone, shows the hint once the browser offers it, and the press asks the browser to install', async () => {
    pointer('coarse');
    render(<InstallHint />);
    const { prompt, event } = offerInstall();
    // The browser's own bar is held back: the hint asks at a calm moment instead.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Legg til på startskjermen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(prompt).toHaveBeenCalledOnce();
    // The offer is used up: the hint goes away.
    expect(screen.queryByRole('heading', { name: 'Legg til på startskjermen' })).not.toBeInTheDocument();
  });

  it('is not shown on a computer', () => {
    pointer('fine');
    render(<InstallHint />);
    offerInstall();
    expect(screen.queryByRole('heading', { name: 'Legg til på startskjermen' })).not.toBeInTheDocument();
  });

  it("'Ikke nå' hides it and remembers that on this device", async () => {
    pointer('coarse');
    const { unmount } = render(<InstallHint />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Ikke nå' }));
    expect(screen.queryByRole('heading', { name: 'Legg til på startskjermen' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<InstallHint />);
    expect(screen.queryByRole('heading', { name: 'Legg til på startskjermen' })).not.toBeInTheDocument();
  });
});
