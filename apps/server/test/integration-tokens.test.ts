import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceTokenService } from '../src/modules/integration/service-token.service.js';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const supplier = { supplier_no: '30001', fullname: 'Ny Leverandør' };
const put = (headers: Record<string, string>, payload: object = { records: [supplier] }) =>
  ctx.app.inject({ method: 'PUT', url: '/api/integration/suppliers', headers, payload });

describe('service tokens', () => {
  it('a token with the scope imports; its use is logged with its name, never its value', async () => {
    const auth = await tokenHeader(ctx, 'erp', ['import:suppliers']);
    const res = await put(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 0 });
    const used = ctx.logs.filter((l) => l.includes('service token used'));
    expect(used.length).toBe(1);
    expect(JSON.parse(used[0]!)).toMatchObject({ serviceToken: 'erp', scope: 'import:suppliers', allowed: true });
    const secret = auth.authorization.slice('Bearer '.length);
    expect(ctx.logs.join('\n')).not.toContain(secret);
  });

  it('is stored only as its hash, and is 256 random bits', async () => {
    const auth = await tokenHeader(ctx, 'erp', ['import:suppliers']);
    const secret = auth.authorization.slice('Bearer swt_'.length);
    expect(Buffer.from(secret, 'base64url').length).toBe(32);
    const row = await ctx.db.selectFrom('service_token').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a token without the scope gets 403 and changes nothing', async () => {
    const auth = await tokenHeader(ctx, 'reader', ['export:enrolments']);
    const res = await put(auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(res.json().message).toContain('import:suppliers');
    expect(await ctx.db.selectFrom('supplier').select('supplier_no').where('supplier_no', '=', '30001').executeTakeFirst()).toBeUndefined();
    expect(ctx.logs.some((l) => l.includes('"serviceToken":"reader"') && l.includes('"allowed":false'))).toBe(true);
  });

  it('a revoked token gets 401; an unknown one and none too', async () => {
    const auth = await tokenHeader(ctx, 'erp', ['import:suppliers']);
    await new ServiceTokenService(ctx.db, ctx.now).revoke('erp');
    expect((await put(auth)).statusCode).toBe(401);
    expect((await put({ authorization: 'Bearer swt_not-a-token-at-all-0123456789' })).statusCode).toBe(401);
    expect((await put({})).statusCode).toBe(401);
    expect((await put({ authorization: auth.authorization.replace('Bearer', 'Basic') })).statusCode).toBe(401);
  });

  it('a farmer’s session cookie gets 401 on integration routes, and a token 401 on farmer routes', async () => {
    const cookie = await ctx.login('10001');
    expect((await put({ cookie })).statusCode).toBe(401);
    const auth = await tokenHeader(ctx, 'erp', ['import:suppliers', 'export:enrolments', 'export:profiles']);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: auth });
    expect(profile.statusCode).toBe(401);
  });

  it('a token request from another origin is not refused by the same-origin check; a cookie one is', async () => {
    const auth = await tokenHeader(ctx, 'erp', ['import:suppliers']);
    const res = await put({ ...auth, origin: 'https://erp.example.no', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
    const cookie = await ctx.login('10001');
    const farmer = await ctx.app.inject({ method: 'POST', url: '/api/markread/documents/notification', headers: { cookie, origin: 'https://evil.example' } });
    expect(farmer.statusCode).toBe(403);
  });

  it('the service lists tokens with their scopes and refuses bad names, unknown scopes and a taken name', async () => {
    const tokens = new ServiceTokenService(ctx.db, ctx.now);
    await tokens.create('erp', ['import:settlements', 'import:suppliers']);
    await tokens.create('cattle-registry', ['import:herd']);
    await tokens.revoke('cattle-registry');
    const list = await tokens.list();
    expect(list.map((t) => [t.name, t.scopes, t.revokedAt !== null])).toEqual([
      ['cattle-registry', ['import:herd'], true],
      ['erp', ['import:settlements', 'import:suppliers'], false],
    ]);
    await expect(tokens.create('erp', ['import:herd'])).rejects.toThrow(/exists already/);
    await expect(tokens.create('Bad Name', ['import:herd'])).rejects.toThrow(/name/);
    await expect(tokens.create('x', ['import:everything'])).rejects.toThrow(/Unknown scope/);
    await expect(tokens.revoke('cattle-registry')).rejects.toThrow(/No token/);
  });
});
