import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalAmountOre, HEALTH_BENCHMARK_MIN_ANIMALS, HEALTH_BENCHMARK_MIN_SUPPLIERS, type HealthBenchmark, healthBenchmarkResponseSchema } from '@slakteweb/core';
import type { GeneratedAnimal } from '../src/db/seed/settlements-generator.js';
import { insertSettlements } from '../src/db/seed/settlements-seed.js';
import { createTestContext, type TestContext } from './harness.js';
import { condemnedCarcasses, costLine, expectedBands, figuresOf, percentileCont, round2, suppliersOf2025 } from './health-benchmark-expected.js';
import { tokenHeader } from './integration-helpers.js';
import { type RawAnimal, rawPostedAnimals } from './statistics-expected.js';

// Where a farm stands among the suppliers (GET /api/health_benchmark): every band and rank worked
// out here again from a plain select of the settled animals of a generated cooperative, without
// the rollups or the service's SQL (health-benchmark-expected.ts). The tests add settlements: one database, no reset between them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 14 });
});
afterAll(() => ctx.close());

async function benchmark(cookie: string, path: string): Promise<HealthBenchmark> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/health_benchmark/${path}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return healthBenchmarkResponseSchema.parse(res.json()).health_benchmark;
}

describe('health benchmark', () => {
  it('gives the bands and the farm’s rank as recomputed from the raw settled animals, for each kind', async () => {
    const raw = await rawPostedAnimals(ctx.db);
    const cookie = await ctx.login('10001');
    for (const [kind, path] of [
      ['pig', 'last-year/pigs'],
      ['sheep', 'last-year/sheep'],
    ] as const) {
      const answer = await benchmark(cookie, path);
      const all = suppliersOf2025(raw, kind);
      const counted = [...all.entries()].filter(([, animals]) => animals.length >= HEALTH_BENCHMARK_MIN_ANIMALS).map(([no, animals]) => ({ no, f: figuresOf(animals) }));
      expect(counted.length, kind).toBeGreaterThanOrEqual(HEALTH_BENCHMARK_MIN_SUPPLIERS);
      expect(answer.suppliers_in_distribution, kind).toBe(counted.length);
      const mine = figuresOf(all.get('10001')!);
      expect(answer.animals).toBe(all.get('10001')!.length);
      expect(answer.in_distribution).toBe(true);

      expect(answer.discards.partial, kind).toEqual({ per_100: round2(mine.partial), ...expectedBands(counted.map((c) => c.f.partial), mine.partial, false) });
      expect(answer.discards.total, kind).toEqual({ per_100: round2(mine.total), ...expectedBands(counted.map((c) => c.f.total), mine.total, false) });
      expect(answer.quality.weight_kg, kind).toEqual({ value: round2(mine.weight_kg), ...expectedBands(counted.map((c) => c.f.weight_kg), mine.weight_kg, true) });
      if (kind === 'sheep') {
        expect(answer.quality.class_step).toEqual({ value: round2(mine.class_step!), ...expectedBands(counted.map((c) => c.f.class_step!), mine.class_step, true) });
        // Neither end of the fat group is better: the median, and the share of farms below the farm.
        const fat = counted.map((c) => c.f.fat_group_step!);
        expect(answer.quality.fat_group_step).toEqual({
          value: round2(mine.fat_group_step!),
          median: round2(percentileCont(fat, 0.5)),
          best_quarter: null,
          best_tenth: null,
          percentile: Math.floor((fat.filter((v) => v < mine.fat_group_step!).length * 100) / fat.length),
        });
      }

      // Every finding found at a counted supplier, a supplier without it counting as 0 per 100.
      const names = new Set(counted.flatMap((c) => all.get(c.no)!.flatMap((a) => a.diseases)));
      expect(new Set(answer.findings.map((f) => f.name))).toEqual(names);
      for (const finding of answer.findings) {
        const values = counted.map((c) => c.f.finding(finding.name));
        const { percentile, ...bands } = expectedBands(values, mine.finding(finding.name), false);
        expect(finding, finding.name).toMatchObject({ per_100: round2(mine.finding(finding.name)), percentile, ...bands });
      }
    }
  });

  it('shows the trend per quarter over three years, the farm beside the median farm', async () => {
    const raw = await rawPostedAnimals(ctx.db);
    const answer = await benchmark(await ctx.login('10001'), 'all-time/sheep');
    expect(answer.trend).toHaveLength(12);
    expect(answer.trend[0]).toMatchObject({ year: 2024, quarter: 1 });
    expect(answer.trend[11]).toMatchObject({ year: 2026, quarter: 4 });
    for (const point of answer.trend) {
      const inQuarter = raw.filter(
        (a) => a.animal_kind === 'sheep' && Number(a.settlement_date.slice(0, 4)) === point.year && Math.floor((Number(a.settlement_date.slice(5, 7)) - 1) / 3) + 1 === point.quarter,
      );
      const bySupplier = new Map<string, RawAnimal[]>();
      for (const a of inQuarter) bySupplier.set(a.supplier_no, [...(bySupplier.get(a.supplier_no) ?? []), a]);
      const withFindings = (animals: RawAnimal[]) => (animals.filter((a) => a.diseases.length > 0).length * 100) / animals.length;
      const counted = [...bySupplier.values()].filter((animals) => animals.length >= HEALTH_BENCHMARK_MIN_ANIMALS).map(withFindings);
      const mine = bySupplier.get('10001');
      expect(point.per_100, `${point.year} Q${point.quarter}`).toBe(mine ? round2(withFindings(mine)) : null);
      expect(point.median, `${point.year} Q${point.quarter}`).toBe(counted.length >= HEALTH_BENCHMARK_MIN_SUPPLIERS ? round2(percentileCont(counted, 0.5)) : null);
    }
    expect(answer.trend.some((p) => p.median !== null && p.per_100 !== null)).toBe(true);
  });

  it('prices the condemned carcasses at the farm’s own price of the week they were settled', async () => {
    const answer = await benchmark(await ctx.login('10001'), 'all-time/pigs');
    const condemned = await condemnedCarcasses(ctx.db, '10001', 'pig');
    expect(condemned.length).toBeGreaterThan(0);
    expect(answer.cost_kr).toBe(costLine(condemned).cost_kr);
    expect(answer.costs![0]).toEqual({ code: 'kassasjon', name: 'Kassasjon', ...costLine(condemned) });
  });

  /** The cost lines of a farm's condemned carcasses of a kind settled in the dates: the total, then per finding. */
  async function expectedCosts(supplierNo: string, kind: 'pig', from: string, to: string) {
    const condemned = await condemnedCarcasses(ctx.db, supplierNo, kind, { from, to });
    const names = [...new Set(condemned.flatMap((r) => r.findings))];
    return { total: costLine(condemned), perFinding: Object.fromEntries(names.map((name) => [name, costLine(condemned.filter((r) => r.findings.includes(name)))])) };
  }

  it('prices each finding’s condemned carcasses as recomputed from the raw animals, and again after a corrected import changes a week’s prices', async () => {
    const cookie = await ctx.login('10001');
    const expectAsRecomputed = async () => {
      const answer = await benchmark(cookie, 'last-year/pigs');
      const expected = await expectedCosts('10001', 'pig', answer.period.from!, answer.period.to);
      expect(answer.costs![0]).toEqual({ code: 'kassasjon', name: 'Kassasjon', ...expected.total });
      expect(answer.cost_kr).toBe(expected.total.cost_kr);
      expect(Object.fromEntries(answer.costs!.slice(1).map(({ name, animals, weight_kg, cost_kr }) => [name, { animals, weight_kg, cost_kr }]))).toEqual(expected.perFinding);
      return answer;
    };
    const before = await expectAsRecomputed();
    expect(before.period).toEqual({ from: '2025-01-01', to: '2025-12-31' });

    // A week cut by the period's last day (Monday 29 December 2025), with a condemned pig; then the
    // same settlement corrected with other prices: the rollup takes the old animals out and the new in.
    const pig = (i: number, price: number, discard: 'total' | null, diseases: string[]) => ({
      group_name: 'Slaktegris',
      animal_kind: 'pig',
      individual_no: String(68000 + i),
      description: 'Slaktegris',
      meat_percent_tenths: 600,
      weight_g: 90_000 + i * 1000,
      price_ore_per_kg: price,
      amount_ore: animalAmountOre(90_000 + i * 1000, price),
      discard,
      diseases,
    });
    const settlement = (price: number) => {
      const animals = [pig(0, price, null, []), pig(1, price, null, []), pig(2, price + 500, null, ['Abscess']), pig(3, price, 'total', ['Abscess', 'Leddbetennelse'])];
      return { supplier_no: '10001', kind: 'posted', settlement_no: '100019301', settlement_date: '2025-12-29', amount_ore: animals.reduce((sum, a) => sum + a.amount_ore, 0), animals };
    };
    const headers = await tokenHeader(ctx, 'erp-costs', ['import:settlements']);
    const first = await ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers, payload: { records: [settlement(2000)] } });
    expect(first.json().summary.created).toBe(1);
    const added = await expectAsRecomputed();
    expect(added.costs![0]!.animals).toBe(before.costs![0]!.animals + 1);
    const corrected = await ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers, payload: { records: [settlement(3000)] } });
    expect(corrected.json().summary.updated).toBe(1);
    const after = await expectAsRecomputed();
    // About 94 kg more at 10 kr/kg more: the cost moves with the week's new price.
    expect(after.cost_kr! - added.cost_kr!).toBeGreaterThan(800);
  });

  it('leaves a supplier with fewer than the minimum animals out of the distribution, and tells that farm so', async () => {
    const cookie10001 = await ctx.login('10001');
    const before = await benchmark(cookie10001, 'last-year/sheep');
    // 10002 had no animals; five sick, condemned lambs in 2025 would drag every band if counted.
    const lamb = (i: number): GeneratedAnimal => ({
      group_name: 'Lam',
      animal_kind: 'sheep',
      mark_no: 'NO5002000',
      individual_no: String(66000 + i),
      description: 'Lam',
      classification: 'P',
      fat_group: '5+',
      meat_percent_tenths: null,
      weight_g: 12_000,
      price_ore_per_kg: 5000,
      amount_ore: animalAmountOre(12_000, 5000),
      diseases: ['Lungebetennelse', 'Leverikter'],
      photos: [],
      discard: 'total',
    });
    const few = Array.from({ length: HEALTH_BENCHMARK_MIN_ANIMALS - 1 }, (_, i) => lamb(i));
    await ctx.db
      .transaction()
      .execute((trx) =>
        insertSettlements(trx, '10002', [{ kind: 'posted', settlement_date: '2025-10-07', settlement_no: '100029001', amount_ore: 0, has_document: false, comment: '', animals: few }]),
      );
    const after = await benchmark(cookie10001, 'last-year/sheep');
    expect(after).toEqual(before);

    const small = await benchmark(await ctx.loginConfirmed('10002'), 'last-year/sheep');
    expect(small).toMatchObject({ animals: HEALTH_BENCHMARK_MIN_ANIMALS - 1, in_distribution: false, suppliers_in_distribution: before.suppliers_in_distribution });
    expect(small.discards.total).toEqual({ ...before.discards.total, per_100: 100, percentile: null });
    for (const finding of small.findings) expect(finding.percentile).toBeNull();
    expect(small.quality.weight_kg).toMatchObject({ value: 12, percentile: null, median: before.quality.weight_kg.median });

    // One more lamb and the farm is counted: the distribution has one supplier more.
    await ctx.db
      .transaction()
      .execute((trx) =>
        insertSettlements(trx, '10002', [
          { kind: 'posted', settlement_date: '2025-10-08', settlement_no: '100029002', amount_ore: 0, has_document: false, comment: '', animals: [lamb(99)] },
        ]),
      );
    const counted = await benchmark(await ctx.login('10002'), 'last-year/sheep');
    expect(counted).toMatchObject({ animals: HEALTH_BENCHMARK_MIN_ANIMALS, in_distribution: true, suppliers_in_distribution: before.suppliers_in_distribution + 1 });
    expect(counted.discards.total.percentile).toBe(0);
  });

  it('works the bands farmers asked for out again after an import, before the next call, and answers as if worked out in the call', async () => {
    const cookie = await ctx.login('10001');
    await benchmark(cookie, 'last-year/sheep');
    const span = async () =>
      (
        await sql<{ kept: string; current: string }>`
          select b.generation::text as kept, s.generation::text as current
          from health_benchmark_band b cross join statistics_rollup_state s
          where s.id = 1 and b.animal_kind = 'sheep' and b.span = '2025-01-01..2025-10-01' and b.measure = 'suppliers'`.execute(ctx.db)
      ).rows[0];
    expect(await span()).toEqual({ kept: expect.any(String), current: expect.any(String) });
    const lambs = Array.from({ length: HEALTH_BENCHMARK_MIN_ANIMALS }, (_, i) => ({
      group_name: 'Lam',
      animal_kind: 'sheep',
      individual_no: String(67000 + i),
      description: 'Lam',
      classification: 'R',
      fat_group: '3',
      weight_g: 20_000,
      price_ore_per_kg: 7000,
      amount_ore: animalAmountOre(20_000, 7000),
      diseases: i % 2 === 0 ? ['Lungebetennelse'] : [],
    }));
    const imported = await ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/settlements',
      headers: await tokenHeader(ctx, 'erp-bands', ['import:settlements']),
      payload: { records: [{ supplier_no: '10003', kind: 'posted', settlement_no: '100039301', settlement_date: '2025-09-02', amount_ore: lambs.reduce((sum, a) => sum + a.amount_ore, 0), animals: lambs }] },
    });
    expect(imported.json().summary.created).toBe(1);
    await ctx.app.settleBackgroundWork();
    // Kept as of the import's generation without a farmer asking.
    const after = await span();
    expect(after!.kept).toBe(after!.current);
    const answered = await benchmark(cookie, 'last-year/sheep');
    // The same as the bands worked out in the call itself.
    await sql`update statistics_rollup_state set generation = generation + 1 where id = 1`.execute(ctx.db);
    expect(await benchmark(cookie, 'last-year/sheep')).toEqual(answered);
  });

  it('never shows another supplier’s figure: the same bands whoever asks, only the asker’s own figures differ', async () => {
    const a = await benchmark(await ctx.login('10001'), 'all-time/sheep');
    const b = await benchmark(await ctx.login('10003'), 'all-time/sheep');
    const bandsOnly = (x: HealthBenchmark) => ({
      suppliers: x.suppliers_in_distribution,
      findings: Object.fromEntries(x.findings.map((f) => [f.name, [f.median, f.best_quarter, f.best_tenth]])),
      discards: [x.discards.partial.median, x.discards.total.best_tenth],
      quality: Object.values(x.quality).map((q) => [q.median, q.best_quarter, q.best_tenth]),
      trend: x.trend.map((p) => p.median),
    });
    expect(bandsOnly(b)).toEqual(bandsOnly(a));
    expect(b.animals).not.toBe(a.animals);
    // No supplier number and no list per supplier anywhere in an answer.
    const text = JSON.stringify(a);
    for (const supplierNo of ['10003', '10002', '20001', '20002', '20014']) expect(text).not.toContain(supplierNo);

    // A farm with none of the kind sees the bands and nothing of any farm's own.
    const none = await benchmark(await ctx.login('10003'), 'all-time/pigs');
    expect(none).toMatchObject({ animals: 0, in_distribution: false, cost_kr: 0 });
    expect(none.discards.partial).toMatchObject({ per_100: null, percentile: null });
    expect(none.quality.weight_kg).toMatchObject({ value: null, percentile: null });
    expect(none.trend.every((p) => p.per_100 === null)).toBe(true);
    expect(none.findings.every((f) => f.per_100 === null || f.per_100 === 0)).toBe(true);
  });

  it('shows no bands while fewer than the minimum suppliers are counted', async () => {
    const raw = await rawPostedAnimals(ctx.db);
    const cattle = suppliersOf2025(raw, 'cattle');
    const counted = [...cattle.values()].filter((x) => x.length >= HEALTH_BENCHMARK_MIN_ANIMALS).length;
    const answer = await benchmark(await ctx.login('10001'), 'last-year/cattle');
    expect(answer.suppliers_in_distribution).toBe(counted);
    if (counted < HEALTH_BENCHMARK_MIN_SUPPLIERS) {
      expect(answer.quality.weight_kg).toMatchObject({ median: null, best_quarter: null, best_tenth: null, percentile: null });
      expect(answer.findings.every((f) => f.median === null && f.percentile === null)).toBe(true);
    } else {
      expect(answer.quality.weight_kg.median).not.toBeNull();
    }
  });

  it('answers a time frame or kind it does not know with 422, never a 500', async () => {
    const cookie = await ctx.login('10001');
    for (const url of ['/api/health_benchmark/last-settlement/pigs', '/api/health_benchmark/this-year/goats', "/api/health_benchmark/'%3Bselect/pigs", `/api/health_benchmark/${'x'.repeat(3000)}/pigs`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect([404, 422], url).toContain(res.statusCode);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health_benchmark/this-year/goats', headers: { cookie } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_INPUT');
  });
});
