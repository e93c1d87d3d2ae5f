import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCREEN_ERROR_TEXT, SCREEN_ERROR_TITLE, ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('a screen met data it did not expect');
}

// An error while drawing a screen leaves the frame around it; another path draws afresh.
describe('ScreenErrorBoundary', () => {
  it('shows the message in place of a screen that fails, and the next path draws again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { rerender } = render(
      <ScreenErrorBoundary path="/accountings">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_ERROR_TITLE);
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_ERROR_TEXT);
    expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toBeInTheDocument();

    rerender(
      <ScreenErrorBoundary path="/documents">
        <h1>Dokumenter</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Dokumenter' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a working screen as it is when the path changes (no remount)', () => {
    const { rerender } = render(
      <ScreenErrorBoundary path="/accountings/by-settlement">
        <input aria-label="Søk" defaultValue="" />
      </ScreenErrorBoundary>,
    );
    const input = screen.getByRole('textbox', { name: 'Søk' });
    rerender(
      <ScreenErrorBoundary path="/accountings/by-date">
        <input aria-label="Søk" defaultValue="" />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('textbox', { name: 'Søk' })).toBe(input);
  });
});
