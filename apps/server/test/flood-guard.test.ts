import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../src/lib/address-key.js';
import { createTestContext, type TestContext } from './harness.js';

// The API's flood guard: requests without a session count per address, a logged-in session's per
// session, so farmers behind one carrier-NAT address are not locked out together. Small limits
// here (20 per address, 30 per session, per minute) stand for the real ones (1 200 each).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_LIMIT_PER_IP: '20', API_LIMIT_PER_SESSION: '30' });
  await ctx.reset();
});
afterAll(() => ctx.close());

const VILLAGE = '100.64.0.7';
const get = (url: string, remoteAddress: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });

async function statuses(n: number, url: string, remoteAddress: string, cookie?: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await get(url, remoteAddress, cookie)).statusCode);
  return out;
}

async function loginFrom(username: string, remoteAddress: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password: 'Slakteweb2026!' } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'slakteweb_session')!;
  return `slakteweb_session=${cookie.value}`;
}

describe('the flood guard behind one shared address', () => {
  it('limits anonymous requests per address, and each logged-in farmer per session', async () => {
    // Two farmers of the village log in (2 anonymous requests of the address's 20).
    const farmer1 = await loginFrom('10001', VILLAGE);
    const farmer3 = await loginFrom('10003', VILLAGE);
    // Anonymous requests from the village use up the address's limit…
    const anonymous = await statuses(19, '/api/external/texts', VILLAGE);
    expect(anonymous.filter((s) => s === 200)).toHaveLength(18);
    expect(anonymous.at(-1)).toBe(429);
    // …another address is not affected…
    expect((await get('/api/external/texts', '100.64.0.8')).statusCode).toBe(200);
    // …and the logged-in farmers of the village go on, each with a limit of their own.
    const first = await statuses(30, '/api/profile', VILLAGE, farmer1);
    expect(first.every((s) => s === 200)).toBe(true);
    expect((await get('/api/profile', VILLAGE, farmer1)).statusCode).toBe(429);
    expect((await get('/api/profile', VILLAGE, farmer3)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After and the portal’s error shape', async () => {
    const res = await get('/api/external/texts', VILLAGE);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'For mange forespørsler. Prøv igjen senere.' });
  });

  it('counts a cookie that is no session against the address: made-up cookies do not escape the limit', async () => {
    const res = await get('/api/external/texts', VILLAGE, 'slakteweb_session=oppdiktet-1234567890');
    expect(res.statusCode).toBe(429);
  });
});

describe('addressKey', () => {
  it.each([
    ['100.64.0.7', '100.64.0.7'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0000:0002::1', '2001:db8:0:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
