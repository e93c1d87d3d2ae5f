import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { BRANDING_TOKEN_TTL_SECONDS, brandingResponseSchema, COMPANIES } from '@slakteweb/core';
import { BRANDING_SECRET_FILE } from '../src/app.js';
import { HttpError } from '../src/lib/http-error.js';
import { loadOrCreateSecret } from '../src/lib/secret-file.js';
import type { FarmActor } from '../src/modules/auth/actor.js';
import { BrandingService } from '../src/modules/branding/branding.service.js';
import { createTestContext, START, type TestContext } from './harness.js';

// GET /api/branding_clothes: the shop's address and a short-lived signed token for the punch-out.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ BRANDING_SHOP_URL: 'https://shop.example.test/punchout' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/**
 * The claims of a token as the shop checks it with a JWT library: signed with `secret` (HS256) and
 * not expired at `at`; null when it does not verify.
 */
async function verifyJwt(token: string, secret: string, at: Date) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], currentDate: at });
    return payload;
  } catch {
    return null;
  }
}

/** The secret the app made at first start, from DATA_DIR. */
function secret(): string {
  return fs.readFileSync(path.join(ctx.config.dataDir, BRANDING_SECRET_FILE), 'utf8').trim();
}

async function branding(cookie: string, query = '') {
  const res = await get(`/api/branding_clothes${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return brandingResponseSchema.parse(res.json());
}

describe('GET /api/branding_clothes', () => {
  it('answers 401 without a session', async () => {
    const res = await get('/api/branding_clothes');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('lets the browser post forms only to the portal and to the shop’s origin (CSP form-action)', async () => {
    const res = await get('/api/external/texts');
    const formAction = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('form-action'));
    expect(formAction).toBe("form-action 'self' https://shop.example.test");
  });

  it('answers the configured shop and a token signed for the farmer, valid for five minutes', async () => {
    const { url, token } = await branding(await ctx.login('10001'));
    expect(url).toBe('https://shop.example.test/punchout');
    const claims = await verifyJwt(token, secret(), START);
    const now = START.getTime() / 1000;
    expect(claims).toEqual({
      iss: 'standard',
      sub: '10001',
      supplier_no: '10001',
      fullname: 'Ola Nordmann',
      email: 'ola.nordmann@example.no',
      iat: now,
      exp: now + BRANDING_TOKEN_TTL_SECONDS,
      jti: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
    });
    expect(BRANDING_TOKEN_TTL_SECONDS).toBe(300);
    // Still valid a second before it expires; not at five minutes.
    expect(await verifyJwt(token, secret(), new Date(START.getTime() + 299_000))).not.toBeNull();
    expect(await verifyJwt(token, secret(), new Date(START.getTime() + 300_000))).toBeNull();
  });

  it('signs with the clock: a token fetched later expires later', async () => {
    const cookie = await ctx.login('10001');
    ctx.advance(3_600_000);
    const { token } = await branding(cookie);
    expect(await verifyJwt(token, secret(), new Date(START.getTime() + 3_600_000 + 299_000))).toMatchObject({ supplier_no: '10001' });
  });

  it('makes a new token each time', async () => {
    const cookie = await ctx.login('10003');
    const a = await branding(cookie);
    const b = await branding(cookie);
    expect(a.token).not.toBe(b.token);
    expect(await verifyJwt(a.token, secret(), START)).toMatchObject({ supplier_no: '10003', fullname: 'Per Haugen' });
  });

  it('puts the superuser’s own e-mail in the token while impersonating', async () => {
    const { token } = await branding(await ctx.login('90001'), '?impersonateUsername=10001');
    expect(await verifyJwt(token, secret(), START)).toMatchObject({ supplier_no: '10001', fullname: 'Ola Nordmann', email: 'kundeservice@example.no' });
  });

  it('answers 403 NO_FARM_SELECTED to a superuser acting for nobody', async () => {
    const res = await get('/api/branding_clothes', await ctx.login('90001'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
  });

  it('keeps the generated secret private and the same across restarts', () => {
    const file = path.join(ctx.config.dataDir, BRANDING_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(file)).toBe(secret());
    expect(secret().length).toBeGreaterThanOrEqual(32);
  });
});

describe('BrandingService', () => {
  const farmer: FarmActor = { kind: 'farm', supplierNo: '10001', userId: 1, username: '10001' };
  const service = (flag: boolean, company = COMPANIES.standard) =>
    new BrandingService(ctx.db, {
      company: { ...company, flags: { ...company.flags, branding_clothes: flag } },
      shopUrl: 'https://shop.example.test/',
      secret: 's'.repeat(40),
      clock: () => START,
    });

  it('refuses with 403 when the company’s branding_clothes flag is off', async () => {
    const error = await service(false).punchOut(farmer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('signs with the configured secret when the flag is on, for either company', async () => {
    for (const company of [COMPANIES.standard, COMPANIES.midtnorge]) {
      const { token } = await service(true, company).punchOut(farmer);
      expect(await verifyJwt(token, 's'.repeat(40), START)).toMatchObject({ iss: company.id, supplier_no: '10001' });
      expect(await verifyJwt(token, secret(), START)).toBeNull();
    }
  });

  it('has the flag on in both shipped variants', () => {
    expect(COMPANIES.standard.flags.branding_clothes).toBe(true);
    expect(COMPANIES.midtnorge.flags.branding_clothes).toBe(true);
  });
});

describe('the punch-out token', () => {
  const key = 's'.repeat(40);
  const service = () =>
    new BrandingService(ctx.db, { company: COMPANIES.standard, shopUrl: 'https://shop.example.test/', secret: key, clock: () => START });
  const token = async () => (await service().punchOut({ kind: 'farm', supplierNo: '10001', userId: 1, username: '10001' })).token;

  it('is a compact JWT with the standard HS256 header', async () => {
    const jwt = await token();
    expect(jwt.split('.')).toHaveLength(3);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  const exp = START.getTime() / 1000 + BRANDING_TOKEN_TTL_SECONDS;
  it.each([
    ['a tampered payload', (t: string) => { const [h, , s] = t.split('.'); return `${h}.${Buffer.from(JSON.stringify({ exp, sub: '10003', supplier_no: '10003' })).toString('base64url')}.${s}`; }],
    ['a tampered signature', (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'AB' : 'AA'}`],
    ['alg none', (t: string) => { const [, p] = t.split('.'); return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`; }],
    ['two parts', (t: string) => t.split('.').slice(0, 2).join('.')],
    ['garbage', () => 'not-a-token'],
  ])('does not verify with %s', async (_name, mutate) => {
    const jwt = await token();
    expect(await verifyJwt(jwt, key, START)).not.toBeNull();
    expect(await verifyJwt(mutate(jwt), key, START)).toBeNull();
  });

  it('does not verify with another secret, nor once expired', async () => {
    const jwt = await token();
    expect(await verifyJwt(jwt, 'x'.repeat(40), START)).toBeNull();
    expect(await verifyJwt(jwt, key, new Date(exp * 1000))).toBeNull();
  });
});

describe('loadOrCreateSecret', () => {
  it('creates a 256-bit secret once and reads it afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-secret-'));
    try {
      const file = path.join(dir, 'nested', 'secret');
      const first = loadOrCreateSecret(file);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(loadOrCreateSecret(file)).toBe(first);
      fs.writeFileSync(file, 'short\n');
      expect(() => loadOrCreateSecret(file)).toThrow(/shorter than 32/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
