import { describe, expect, it } from 'vitest';
import { DASHBOARD_SHELL, loggedInMarker, opensDashboard } from './dashboard-shell';

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

describe('the logged-in marker, as the worker reads it', () => {
  it('is the app’s marker cookie through the Cookie Store, and unknown without one', async () => {
    expect(await loggedInMarker({ get: (name) => Promise.resolve(name === 'slakteweb_logged_in' ? { value: '1' } : null) })).toBe(true);
    expect(await loggedInMarker({ get: () => Promise.resolve(null) })).toBe(false);
    expect(await loggedInMarker({ get: () => Promise.reject(new Error('no access')) })).toBeUndefined();
    expect(await loggedInMarker(undefined)).toBeUndefined();
  });
});
