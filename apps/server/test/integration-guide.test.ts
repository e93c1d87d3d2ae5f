import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

// The guide's example bodies are what an integrator copies first: each is sent to its route, in
// the guide's order (suppliers and settlements before what names them), and must be accepted.

const GUIDE = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/integration.md'), 'utf8');

/** Each import section's routes (from its heading) and its JSON example bodies, in order. */
function examples(): { route: string; body: { records: unknown[] } }[] {
  const out: { route: string; body: { records: unknown[] } }[] = [];
  for (const section of GUIDE.split(/^### /m).slice(1)) {
    const heading = section.split('\n')[0]!;
    const routes = [...heading.matchAll(/`(?:PUT )?(\/[^`]+)`/g)].map((m) => (m[1]!.startsWith('/api/') ? m[1]! : `/api/integration${m[1]!}`));
    const bodies = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as { records?: unknown[] }).filter((b) => Array.isArray(b.records));
    bodies.forEach((body, i) => out.push({ route: routes[Math.min(i, routes.length - 1)]!, body: body as { records: unknown[] } }));
  }
  return out;
}

const REGISTER_STATUS = '/api/integration/register-status';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
});
afterAll(() => ctx.close());

describe('docs/integration.md', () => {
  it('has an example body for every import route, and each is accepted as it stands', async () => {
    const auth = await tokenHeader(ctx, 'guide', ['import:suppliers', 'import:settlements', 'import:documents', 'import:herd', 'import:content', 'import:prices', 'import:cases', 'import:enrolment-status']);
    // The case the questions' example answers: a farmer asked it first.
    await ctx.db.insertInto('farm_case').values({ number: 'H-000001', supplier_no: '10001', reason: 'weight', text: 'Vekta?' }).execute();
    const all = examples();
    // Every PUT but the file uploads and the register status (one status, not a batch: below).
    const importRoutes = ctx.app.routeInventory
      .filter((r) => r.method === 'PUT' && r.url.startsWith('/api/integration/') && !r.url.includes('/files/') && r.url !== REGISTER_STATUS)
      .map((r) => r.url);
    expect([...new Set(all.map((e) => e.route))].sort()).toEqual(importRoutes.sort());
    for (const { route, body } of all) {
      const res = await ctx.app.inject({ method: 'PUT', url: route, headers: auth, payload: body });
      expect(res.statusCode, route).toBe(200);
      expect(res.json().results.filter((r: { status: string }) => r.status === 'rejected'), route).toEqual([]);
    }
  });

  it('has the register status’s example bodies, and each is accepted as it stands', async () => {
    const section = GUIDE.split(/^### /m).find((s) => s.split('\n')[0]!.includes(REGISTER_STATUS))!;
    const bodies = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as object);
    expect(bodies.length).toBeGreaterThan(0);
    const auth = await tokenHeader(ctx, 'guide-registry', ['import:herd']);
    for (const body of bodies) {
      const res = await ctx.app.inject({ method: 'PUT', url: REGISTER_STATUS, headers: auth, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json()).toMatchObject(body);
    }
  });
});
