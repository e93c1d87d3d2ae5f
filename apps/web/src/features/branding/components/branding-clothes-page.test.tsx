import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { BrandingClothesPage } from './branding-clothes-page';

const SHOP = 'https://profilering.example.no/punchout';
const flag = company.flags.branding_clothes;

/** What form.submit() would have sent: jsdom cannot navigate, so the submits are recorded. */
interface Submitted {
  action: string;
  method: string;
  target: string;
  token: string | null;
}
let submitted: Submitted[] = [];

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.action,
      method: this.method,
      target: this.target,
      token: new FormData(this).get('token') as string | null,
    });
  });
});

afterEach(() => {
  company.flags.branding_clothes = flag;
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'userActivation');
});

/** The browser's transient user activation: true right after the click that led to the page. */
function setUserActivation(isActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { isActive }, configurable: true });
}

/** Answers GET /api/branding_clothes from a list of statuses, recording when each request came. */
function serve(statuses: number[]) {
  const times: number[] = [];
  let tokens = 0;
  const server = mockFetch((request) => {
    if (request.url.pathname === '/api/branding_clothes') {
      times.push(Date.now());
      const status = statuses[times.length - 1] ?? 200;
      if (status !== 200) return jsonResponse(status, { code: 'SERVICES_DOWN', message: 'down' });
      tokens += 1;
      return jsonResponse(200, { url: SHOP, token: `token-${tokens}` });
    }
    if (request.url.pathname === '/api/external/texts') {
      return jsonResponse(200, { texts: { branding_clothes: '<p>Klær med logoen vår.</p>' } });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { ...server, times };
}

const brandingRequests = (times: number[]) => times.length;

describe('profiling clothes punch-out', () => {
  it("tries again 3 times after the first try, 500 ms apart, then says 'Kunne ikke hente URL for profileringstøy'", async () => {
    vi.useFakeTimers();
    const { times } = serve([503, 503, 503, 503, 200]);
    renderWithApp(<BrandingClothesPage />, { route: '/branding-clothes' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Profileringsklær' })).toBeInTheDocument();
    expect(screen.getByText('Omdirigerer ...')).toBeInTheDocument();
    expect(brandingRequests(times)).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(brandingRequests(times)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(brandingRequests(times)).toBe(2);
    expect(screen.getByText('Omdirigerer ...')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(brandingRequests(times)).toBe(4);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([500, 500, 500]);

    // No fifth try, however long one waits.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(brandingRequests(times)).toBe(4);
    expect(screen.getByText('Kunne ikke hente URL for profileringstøy')).toBeInTheDocument();
    expect(screen.queryByText('Omdirigerer ...')).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('succeeds on the last retry and then offers the shop', async () => {
    vi.useFakeTimers();
    const { times } = serve([500, 502, 503, 200]);
    renderWithApp(<BrandingClothesPage />, { route: '/branding-clothes' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(brandingRequests(times)).toBe(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByText('Kunne ikke hente URL for profileringstøy')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Åpne nettbutikken (åpnes i en ny fane)' })).toBeInTheDocument();
  });

  it('does not try again when the server says no (403: no shop for this company)', async () => {
    vi.useFakeTimers();
    const { times } = serve([403, 200]);
    renderWithApp(<BrandingClothesPage />, { route: '/branding-clothes' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(brandingRequests(times)).toBe(1);
    expect(screen.getByText('Kunne ikke hente URL for profileringstøy')).toBeInTheDocument();
  });

  it('posts the token in a new tab from the button, says so, and fetches a new token for the next time', async () => {
    const { times } = serve([200, 200]);
    const { user } = renderWithApp(<BrandingClothesPage />, { route: '/branding-clothes' });
    const open = await screen.findByRole('button', { name: /^Åpne nettbutikken/ });
    // Opened directly (no fresh click): nothing opens by itself, popup blockers would stop it.
    expect(submitted).toEqual([]);
    expect(await screen.findByText('Klær med logoen vår.')).toBeInTheDocument();

    await user.click(open);
    expect(submitted).toEqual([{ action: SHOP, method: 'post', target: '_blank', token: 'token-1' }]);
    expect(screen.getByText('Nettbutikken for profileringsklær ble åpnet i en ny fane.')).toBeInTheDocument();
    await waitFor(() => expect(brandingRequests(times)).toBe(2));

    await user.click(await screen.findByRole('button', { name: /^Åpne nettbutikken igjen/ }));
    expect(submitted.map((s) => s.token)).toEqual(['token-1', 'token-2']);
  });

  it('opens the shop by itself when the click that led here is fresh (the dashboard tile)', async () => {
    setUserActivation(true);
    serve([200]);
    renderWithApp(<BrandingClothesPage />, { route: '/branding-clothes' });
    expect(await screen.findByText('Nettbutikken for profileringsklær ble åpnet i en ny fane.')).toBeInTheDocument();
    expect(submitted).toEqual([{ action: SHOP, method: 'post', target: '_blank', token: 'token-1' }]);
  });

  it('shows the help text without the branding_clothes flag, and fetches no token', async () => {
    company.flags.branding_clothes = false;
    const { times } = serve([200]);
    renderWithApp(<BrandingClothesPage />, { route: '/branding-clothes' });
    expect(await screen.findByText('Klær med logoen vår.')).toBeInTheDocument();
    expect(brandingRequests(times)).toBe(0);
    expect(screen.queryByRole('button', { name: /Åpne nettbutikken/ })).not.toBeInTheDocument();
  });
});
