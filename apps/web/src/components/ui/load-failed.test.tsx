import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_ELEMENT_ID } from '@/lib/offline/snapshot-takeover';
import { lazyScreen, LOAD_FAILED_TEXT, LOAD_FAILED_TITLE, Nothing } from './load-failed';

// A screen's or a part's file that cannot be fetched (a dropped line, a new version since the page
// was opened) must not empty the page: React throws a failed lazy import to the root otherwise.
describe('lazyScreen', () => {
  const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('a screen that loads is shown as itself', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: ({ name }: { name: string }) => <h1>{name}</h1> }));
    render(
      <Suspense fallback="Laster inn...">
        <Screen name="Dokumenter" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dokumenter' })).toBeInTheDocument();
  });

  it("a screen whose file does not come: the message and 'Last inn på nytt', which loads the page again", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Screen = lazyScreen<(props: { name: string }) => React.JSX.Element>(unreachable);
    render(
      <main>
        <Suspense fallback="Laster inn...">
          <Screen name="Dokumenter" />
        </Suspense>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_TITLE);
    expect(alert).toHaveTextContent(LOAD_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Last inn på nytt' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("over the dashboard the device kept (shown while the app starts), the message is shown at once, not hidden behind it", async () => {
    // As the service worker writes dashboard.html: the kept dashboard before a hidden #root.
    const snapshot = document.createElement('div');
    snapshot.id = SNAPSHOT_ELEMENT_ID;
    snapshot.textContent = 'Oversikt';
    const root = document.createElement('div');
    root.id = 'root';
    root.hidden = true;
    document.body.append(snapshot, root);
    const Frame = lazyScreen<() => React.JSX.Element>(unreachable);
    try {
      render(
        <Suspense fallback="Laster inn...">
          <Frame />
        </Suspense>,
        { container: root },
      );
      expect(await within(root).findByRole('alert')).toHaveTextContent(LOAD_FAILED_TITLE);
      expect(document.getElementById(SNAPSHOT_ELEMENT_ID)).toBeNull();
      expect(root.hidden).toBe(false);
    } finally {
      snapshot.remove();
      root.remove();
    }
  });

  it('a part whose file does not come is left out with Nothing; the page around it stays', async () => {
    const Part = lazyScreen<() => React.JSX.Element>(unreachable, Nothing);
    render(
      <main>
        <p>Resten av siden</p>
        <Suspense fallback="Laster inn...">
          <Part />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(screen.queryByText('Laster inn...')).toBeNull());
    expect(screen.getByText('Resten av siden')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
