import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, normaliseBasePath, parseNow } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, basePath: '/', publicUrl: 'http://localhost:3000/', databaseUrl: undefined });
    expect(config.company.id).toBe('standard');
  });

  it.each([
    [{ COMPANY: 'nordland' }, /Unknown COMPANY "nordland"/],
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must be an http\(s\) address/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'http://x' }, /SMTP_URL must start with smtp/],
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES must be a whole number ≥ 1/],
    [{ NOW: 'yesterday' }, /NOW must look like/],
    [{ BASE_PATH: '/a b/' }, /BASE_PATH may only contain/],
    [{ BRANDING_SHOP_URL: 'javascript:alert(1)' }, /BRANDING_SHOP_URL must be an http\(s\) address/],
    [{ BRANDING_SHOP_URL: 'not a url' }, /BRANDING_SHOP_URL must be an http\(s\) address/],
    [{ BRANDING_TOKEN_SECRET: 'too-short' }, /BRANDING_TOKEN_SECRET must be at least 32 characters/],
    [{ SEED_DEMO_DATA: 'yes' }, /SEED_DEMO_DATA must be true or false/],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('has a placeholder shop and no branding secret by default, and takes both from the environment', () => {
    expect(loadConfig({})).toMatchObject({ brandingShopUrl: 'https://profilering.example.no/punchout', brandingTokenSecret: undefined });
    const secret = 'x'.repeat(32);
    expect(loadConfig({ BRANDING_SHOP_URL: 'https://shop.example.com/p?c=1', BRANDING_TOKEN_SECRET: secret })).toMatchObject({
      brandingShopUrl: 'https://shop.example.com/p?c=1',
      brandingTokenSecret: secret,
    });
  });

  // The demo accounts' password and the staff account's TOTP secret are published (README, start
  // banner): a production database must never get them by leaving a variable unset.
  it('seeds the demo data by default on the embedded database only; on PostgreSQL only when asked', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO_DATA: '' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('builds the default public URL from port and base path', () => {
    expect(loadConfig({ PORT: '8080', BASE_PATH: 'slakteweb' }).publicUrl).toBe('http://localhost:8080/slakteweb/');
  });
});

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['x', '/x/'],
    ['/x', '/x/'],
    ['/x/y/', '/x/y/'],
  ])('%j → %j', (raw, expected) => expect(normaliseBasePath(raw)).toBe(expected));
});

describe('parseNow', () => {
  it('reads a local time as Europe/Oslo, in summer and in winter', () => {
    expect(parseNow('2026-10-06T05:59')?.toISOString()).toBe('2026-10-06T03:59:00.000Z');
    expect(parseNow('2026-12-01T07:30')?.toISOString()).toBe('2026-12-01T06:30:00.000Z');
  });

  it('keeps an explicit offset', () => {
    expect(parseNow('2026-10-06T05:59:00Z')?.toISOString()).toBe('2026-10-06T05:59:00.000Z');
  });
});
