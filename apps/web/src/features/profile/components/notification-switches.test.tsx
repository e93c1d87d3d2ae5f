import { type NotificationSetting, notificationSettingsWith } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { NotificationSwitches } from './notification-switches';

/** A server that keeps the switches and answers as /api/profile/notifications does. */
function serve({ failPut = false } = {}) {
  let chosen: NotificationSetting[] = [];
  return mockFetch((request) => {
    if (request.url.pathname === '/api/profile/notifications' && request.method === 'GET') return jsonResponse(200, { settings: notificationSettingsWith(chosen) });
    if (request.url.pathname === '/api/profile/notifications' && request.method === 'PUT') {
      if (failPut) return jsonResponse(500, { code: 'INTERNAL', message: 'Feil' });
      const { settings } = request.json as { settings: NotificationSetting[] };
      chosen = [...chosen.filter((c) => !settings.some((s) => s.event === c.event && s.channel === c.channel)), ...settings];
      return jsonResponse(200, { settings: notificationSettingsWith(chosen) });
    }
    if (request.url.pathname === '/api/push/public_key') return jsonResponse(200, { key: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM' });
    if (request.url.pathname === '/api/push/subscriptions' && request.method === 'POST') return jsonResponse(201, { ok: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function group(name: string) {
  return within(screen.getByRole('group', { name }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Varsler', () => {
  it('a switch per event and channel, off until turned on; turning one saves it', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<NotificationSwitches />);
    const results = await screen.findByRole('group', { name: 'Slakteresultat klart' });
    expect(within(results).getByRole('switch', { name: 'På e-post' })).not.toBeChecked();
    // The events sent today (results ready, the deadline reminder, enrolments the cooperative
    // changed, a question answered): two switches each.
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(within(screen.getByRole('group', { name: 'Svar på henvendelse' })).getByRole('switch', { name: 'På e-post' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Påminnelse om frist for innmelding' })).getByRole('switch', { name: 'Som varsel på denne enheten' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Innmelding endret eller slettet av slakteriet' })).getByRole('switch', { name: 'På e-post' })).not.toBeChecked();

    await user.click(within(results).getByRole('switch', { name: 'På e-post' }));
    await waitFor(() => expect(group('Slakteresultat klart').getByRole('switch', { name: 'På e-post' })).toBeChecked());
    expect(requests.find((r) => r.method === 'PUT')?.json).toEqual({ settings: [{ event: 'results_ready', channel: 'email', on: true }] });
    expect(group('Slakteresultat klart').getByRole('switch', { name: 'Som varsel på denne enheten' })).not.toBeChecked();
  });

  it('a save that fails says so, and the switch stays as it was', async () => {
    serve({ failPut: true });
    const { user } = renderWithApp(<NotificationSwitches />);
    const email = await screen.findAllByRole('switch', { name: 'På e-post' });
    await user.click(email[0]!);
    expect(await group('Slakteresultat klart').findByText('Kunne ikke lagre endringen. Prøv igjen.')).toBeInTheDocument();
    expect(group('Slakteresultat klart').getByRole('switch', { name: 'På e-post' })).not.toBeChecked();
  });

  it('push in a browser without push support: says so in words and saves nothing', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<NotificationSwitches />);
    await screen.findAllByRole('switch');
    await user.click(group('Slakteresultat klart').getByRole('switch', { name: 'Som varsel på denne enheten' }));
    expect(await group('Slakteresultat klart').findByText(/Denne nettleseren kan ikke vise varsler/)).toBeInTheDocument();
    expect(group('Slakteresultat klart').getByRole('switch', { name: 'Som varsel på denne enheten' })).not.toBeChecked();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('push where the farmer has blocked notifications: says how to allow them', async () => {
    serve();
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({}), ready: Promise.resolve({}) } });
    const { user } = renderWithApp(<NotificationSwitches />);
    await screen.findAllByRole('switch');
    await user.click(group('Slakteresultat klart').getByRole('switch', { name: 'Som varsel på denne enheten' }));
    expect(await group('Slakteresultat klart').findByText(/Nettleseren har blokkert varsler fra portalen/)).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('push with permission: subscribes this browser, stores the subscription, then turns the switch on', async () => {
    const { requests } = serve();
    const subscription = { endpoint: 'https://push.example/abc', toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }) };
    const subscribe = vi.fn(async () => subscription);
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
    const { user } = renderWithApp(<NotificationSwitches />);
    await screen.findAllByRole('switch');
    await user.click(group('Slakteresultat klart').getByRole('switch', { name: 'Som varsel på denne enheten' }));
    await waitFor(() => expect(group('Slakteresultat klart').getByRole('switch', { name: 'Som varsel på denne enheten' })).toBeChecked());
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(requests.find((r) => r.url.pathname === '/api/push/subscriptions')?.json).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } });
    expect(requests.find((r) => r.method === 'PUT')?.json).toEqual({ settings: [{ event: 'results_ready', channel: 'push', on: true }] });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
