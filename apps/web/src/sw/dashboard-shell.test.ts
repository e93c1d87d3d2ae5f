import { describe, expect, it } from 'vitest';
import type { DashboardSnapshot } from '@/lib/offline/dashboard-snapshot';
import { DASHBOARD_SHELL, isLoggedIn, loggedInMarker, opensDashboard, snapshotFor, withSnapshot } from './dashboard-shell';

const scope = 'https://portal.example/midtnorge/';
const at = (path: string) => new URL(path, 'https://portal.example');

describe('the page a start of the portal is answered with', () => {
  it('is the shell that fetches the dashboard’s files at once for the dashboard of someone logged in', () => {
    expect(opensDashboard(at('/midtnorge/dashboard'), scope, true)).toBe(true);
    // The start address (the installed app's start_url) leads a logged-in farmer there too.
    expect(opensDashboard(at('/midtnorge/'), scope, true)).toBe(true);
  });

  it('is the plain shell for every other page, and for the logged out, who go to the login page', () => {
    expect(opensDashboard(at('/midtnorge/login'), scope, true)).toBe(false);
    expect(opensDashboard(at('/midtnorge/accountings'), scope, true)).toBe(false);
    expect(opensDashboard(at('/midtnorge/dashboard/x'), scope, true)).toBe(false);
    expect(opensDashboard(at('/midtnorge/dashboard'), scope, false)).toBe(false);
    expect(opensDashboard(at('/midtnorge/'), scope, false)).toBe(false);
  });

  it('is the dashboard shell when the browser cannot tell whether someone is logged in, for the dashboard only', () => {
    expect(opensDashboard(at('/midtnorge/dashboard'), scope, undefined)).toBe(true);
    expect(opensDashboard(at('/midtnorge/'), scope, undefined)).toBe(false);
  });

  it('is a page of its own beside index.html', () => {
    expect(DASHBOARD_SHELL).toBe('dashboard.html');
  });
});

const tag = 'q7Vn0c3yZ-8_kL2mX1pA9w';

describe('the logged-in marker, as the worker reads it', () => {
  it('is the app’s marker cookie through the Cookie Store, and unknown without one', async () => {
    const marker = await loggedInMarker({ get: (name) => Promise.resolve(name === 'slakteweb_logged_in' ? { value: tag } : null) });
    expect(marker).toBe(tag);
    expect(isLoggedIn(marker)).toBe(true);
    expect(await loggedInMarker({ get: () => Promise.resolve(null) })).toBeNull();
    expect(isLoggedIn(null)).toBe(false);
    expect(await loggedInMarker({ get: () => Promise.reject(new Error('no access')) })).toBeUndefined();
    expect(await loggedInMarker(undefined)).toBeUndefined();
    expect(isLoggedIn(undefined)).toBeUndefined();
  });
});

describe('the dashboard the device kept, in the page a start at the dashboard gets', () => {
  const snapshot: DashboardSnapshot = { tag, owner: '["10001",null]', savedAt: 0, version: 'b1', html: '<div class="shell"><h1>Oversikt</h1></div>' };
  const dashboard = at('/midtnorge/dashboard');

  it('is served under the same tag, by the same build', () => {
    expect(snapshotFor(dashboard, scope, tag, snapshot, 'b1')).toBe(snapshot.html);
  });

  it('is served at the start address too, which the installed portal opens and the app sends on to the dashboard', () => {
    expect(snapshotFor(at('/midtnorge/'), scope, tag, snapshot, 'b1')).toBe(snapshot.html);
    expect(snapshotFor(at('/midtnorge/'), scope, null, snapshot, 'b1')).toBeNull();
    expect(snapshotFor(at('/midtnorge/'), scope, undefined, snapshot, 'b1')).toBeNull();
  });

  it('is not served under another tag (another login, another farm seen), without a tag, or where the worker cannot read the marker', () => {
    expect(snapshotFor(dashboard, scope, '3f1c2a9e-7b4d-4c1e-9a0f-2d6b8e5c7a11', snapshot, 'b1')).toBeNull();
    expect(snapshotFor(dashboard, scope, null, snapshot, 'b1')).toBeNull();
    // No Cookie Store (Safari, Firefox): nothing tells whose the snapshot is.
    expect(snapshotFor(dashboard, scope, undefined, snapshot, 'b1')).toBeNull();
    // A marker from before tags names no login.
    expect(snapshotFor(dashboard, scope, '1', { ...snapshot, tag: '1' }, 'b1')).toBeNull();
  });

  it('is not served when there is none, by another build, or for another page', () => {
    expect(snapshotFor(dashboard, scope, tag, undefined, 'b1')).toBeNull();
    expect(snapshotFor(dashboard, scope, tag, snapshot, 'b2')).toBeNull();
    expect(snapshotFor(dashboard, scope, tag, snapshot, undefined)).toBeNull();
    expect(snapshotFor(at('/midtnorge/accountings'), scope, tag, snapshot, 'b1')).toBeNull();
  });

  it('goes before #root, which stays hidden until the app has drawn the dashboard', () => {
    const page = withSnapshot('<body><div id="root"></div><script type="module" src="/a.js"></script></body>', snapshot.html);
    expect(page).toBe(
      '<body><div id="dashboard-snapshot" aria-busy="true"><div class="shell"><h1>Oversikt</h1></div></div><div id="root" hidden></div><script type="module" src="/a.js"></script></body>',
    );
    // Markup that looks like a replacement pattern is put in as it is.
    expect(withSnapshot('<div id="root"></div>', '<p>$& $1</p>')).toContain('<p>$& $1</p>');
    expect(withSnapshot('<div id="app"></div>', snapshot.html)).toBeNull();
  });
});
