import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: { serviceToken?: string[] }[]; requestBody?: unknown; responses?: Record<string, { content?: Record<string, unknown> }> }>>;
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists every route the app registers, with the integration routes’ token scopes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Document;
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc) as never);

    const listed = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const routes = ctx.app.routeInventory.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(routes.filter((r) => !listed.includes(r)), 'routes missing from the document').toEqual([]);
    expect(doc.paths['/api/integration/settlements']!.put!.security).toEqual([{ serviceToken: ['import:settlements'] }]);
    // The record's own schema is documented, although the server checks each record on its own.
    expect(JSON.stringify(doc.paths['/api/integration/settlements']!.put!.requestBody)).toContain('price_ore_per_kg');
    // An export page is answered as JSON or, by Accept, as CSV: both are documented.
    for (const feed of ['enrolments', 'prognoses', 'profiles']) {
      expect(Object.keys(doc.paths[`/api/integration/${feed}`]!.get!.responses!['200']!.content!).sort(), feed).toEqual(['application/json', 'text/csv']);
    }
  });

  it('has a reference page whose files all come from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(['docs/swagger-ui.css', 'docs/swagger-ui-bundle.js', 'docs/start.js']);
    for (const asset of assets) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/${asset}` });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(50);
    }
    const start = await ctx.app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain('validatorUrl: null');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
