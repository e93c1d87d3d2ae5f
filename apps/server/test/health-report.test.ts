import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, HEALTH_BENCHMARK_MIN_ANIMALS, healthDeclarationsResponseSchema, type MedicationRemarks, PDF_NUMBER_STYLE, roughKroner } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { condemnedCarcasses, percentileCont, suppliersOf2025 } from './health-benchmark-expected.js';
import { createPersonWithGrants, loginPerson } from './people.js';
import { pdfText } from './pdf-text.js';
import { type RawAnimal, rawPostedAnimals } from './statistics-expected.js';

// 'Helserapport' (GET /api/health_report/{timeFrame}/{kind}.pdf): the PDF's text read back and
// compared with figures worked out here from a plain select of the settled animals and from the
// enrolments written here, without the benchmark's SQL or rollups (health-benchmark-expected.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 14 });
});
afterAll(() => ctx.close());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

async function reportText(cookie: string, path: string): Promise<string> {
  const res = await get(`/api/health_report/${path}`, cookie);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

const per100 = (v: number) => formatNumber(Math.round(v * 100) / 100, 2, PDF_NUMBER_STYLE);

/** An enrolment of the farm's, sent on `date`, with its rows and the medication remarks it confirmed. */
async function enrolment(supplierNo: string, category: 'pigs' | 'sheep' | 'cattle', date: string, rows: object[], remarks: MedicationRemarks | null = null): Promise<void> {
  const at = new Date(`${date}T10:00:00+01:00`);
  const { id } = await ctx.db
    .insertInto('enrolment')
    .values({
      supplier_no: supplierNo,
      kind: 'slaughter',
      animal_category: category,
      created_at: at,
      updated_at: at,
      created_date: date,
      pickup_week: 10,
      pickup_year: Number(date.slice(0, 4)),
      confirmations: remarks ? JSON.stringify(['confirm_textual_animal_ids_within_week_ok']) : '[]',
      medication_remarks: remarks ? JSON.stringify(remarks) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('enrolment_row')
    .values(rows.map((data, position) => ({ enrolment_id: id, supplier_no: supplierNo, position, data: JSON.stringify(data), delivery_week: 10, delivery_year: Number(date.slice(0, 4)) })))
    .execute();
}

const treated: MedicationRemarks = {
  animal_remarks: [],
  animals_maybe_in_group_remarks: [],
  animals_with_textual_animal_ids: [
    {
      animal_id: '12011',
      subcategory_name: 'Sau',
      diseases: [{ name: 'Jurbetennelse', code: 'JUR' }],
      medications_restrain_limit_within_week: [{ name: 'Penovet vet', treatment_date: '2025-02-24', restrain_limit: '2025-03-05' }],
      medications_restrain_limit_after_week: [],
    },
  ],
  group_remarks: [],
};

beforeAll(async () => {
  // 10001's sheep in 2025: a numbered ewe with a remark and a treatment, and two lambs in a group.
  await enrolment(
    '10001',
    'sheep',
    '2025-03-02',
    [
      {
        subcategory_name: 'Sau',
        amount: 1,
        return_skin_meat: [{ individual_no: '12011', has_health_remarks: true, health_remarks_code: 'BOGSAAR', health_remarks_comment: 'Sår på venstre bog' }],
        comment: '',
      },
      { subcategory_name: 'Lam', amount: 20, has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [{ amount_animals: 2, health_remarks_code: 'BROKK', health_remarks_comment: 'Navlebrokk' }], comment: '' },
    ],
    treated,
  );
  // Outside the period, another kind, and another farm: none of them in 10001's sheep of 2025.
  await enrolment('10001', 'sheep', '2024-05-02', [
    { subcategory_name: 'Lam', amount: 5, has_health_remarks: true, health_remarks_cnt: 1, health_remarks_groups: [{ amount_animals: 1, health_remarks_code: 'ANNET', health_remarks_comment: 'Meldt i 2024' }], comment: '' },
  ]);
  await enrolment('10001', 'pigs', '2025-04-02', [
    { subcategory_name: 'Purke', amount: 1, individual_pigs: [{ ear_tag: '4521', has_health_remarks: true, health_remarks_code: 'ANNET', health_remarks_comment: 'Purka i 2025' }], comment: '' },
  ]);
  await enrolment('10003', 'sheep', '2025-06-02', [
    { subcategory_name: 'Lam', amount: 5, has_health_remarks: true, health_remarks_cnt: 1, health_remarks_groups: [{ amount_animals: 1, health_remarks_code: 'ANNET', health_remarks_comment: 'Naboens lam' }], comment: '' },
  ]);
});

/** 10001's sheep of 2025 and the suppliers counted in the distribution, from the raw animals. */
async function sheepOf2025(): Promise<{ mine: RawAnimal[]; counted: RawAnimal[][] }> {
  const bySupplier = suppliersOf2025(await rawPostedAnimals(ctx.db), 'sheep');
  return { mine: bySupplier.get('10001')!, counted: [...bySupplier.values()].filter((x) => x.length >= HEALTH_BENCHMARK_MIN_ANIMALS) };
}

describe('health report', () => {
  it('holds the farm’s findings per 100 and the median farm’s, the discards, the trend, and the remarks and treatments declared', async () => {
    const text = await reportText(await ctx.login('10001'), 'last-year/sheep.pdf');
    const { mine, counted } = await sheepOf2025();
    expect(text).toContain('Helserapport – Sau og lam');
    expect(text).toContain(`Dyr levert: ${mine.length}`);
    expect(text).toContain(`sammenlignes med ${counted.length} produsenter`);

    const withIt = (animals: RawAnimal[], name: string) => (animals.filter((a) => a.diseases.includes(name)).length * 100) / animals.length;
    const names = [...new Set(counted.flat().flatMap((a) => a.diseases))];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const median = percentileCont(
        counted.map((animals) => withIt(animals, name)),
        0.5,
      );
      // The farm's figure, then the median farm's, in the finding's row.
      expect(text, name).toContain(`${name} ${per100(withIt(mine, name))} ${per100(median)}`);
    }
    const total = (animals: RawAnimal[]) => (animals.filter((a) => a.discard === 'total').length * 100) / animals.length;
    expect(text).toContain(
      `Totalkassert ${per100(total(mine))} ${per100(
        percentileCont(
          counted.map((x) => total(x)),
          0.5,
        ),
      )}`,
    );

    // Twelve quarters in the trend's table.
    expect(text).toContain('1. kv. 2024');
    expect(text).toContain('4. kv. 2026');

    // The remarks declared in 2025's sheep enrolments, and nothing from another year, kind or farm.
    expect(text).toContain('02.03.2025 12011 Bogsår Sår på venstre bog');
    expect(text).toContain('02.03.2025 2 dyr Brokk Navlebrokk');
    for (const other of ['Meldt i 2024', 'Purka i 2025', 'Naboens lam']) expect(text).not.toContain(other);
    expect(text).toContain('02.03.2025 12011 Penovet vet 24.02.2025 05.03.2025 Jurbetennelse');
  });

  it('prices the condemned carcasses at the farm’s own price of the week they were settled', async () => {
    const text = await reportText(await ctx.login('10001'), 'all-time/pigs.pdf');
    const condemned = await condemnedCarcasses(ctx.db, '10001', 'pig');
    expect(condemned.length).toBeGreaterThan(0);
    const ore = condemned.reduce((sum, a) => sum + a.ore, 0);
    const kg = formatNumber(condemned.reduce((sum, a) => sum + a.weight_g, 0) / 1000, 1);
    expect(text).toContain('Hva kassasjonene kostet');
    expect(text).toContain(`Kassasjon: ${condemned.length} slakt, ${kg} kg, om lag ${formatNumber(roughKroner(Math.round(ore / 100)), 0)} kr`);
  });

  it('gives a vet the same report without anything priced, and logs the download', async () => {
    await createPersonWithGrants(ctx, { email: 'vet@example.no', name: 'Vera Vet', grants: [{ supplierNo: '10001', role: 'vet' }] });
    const vet = await loginPerson(ctx, 'vet@example.no');
    const pigs = await reportText(vet, 'all-time/pigs.pdf');
    const farmer = await reportText(await ctx.login('10001'), 'all-time/pigs.pdf');
    expect(farmer).toMatch(/\bkr\b/);
    expect(pigs).not.toMatch(/\bkr\b/);
    expect(pigs).not.toContain('Hva kassasjonene kostet');
    expect(pigs).not.toContain('Kassasjon:');
    // The rest as the farmer's: the findings' rows and what the enrolments declared.
    expect(pigs).toContain(farmer.slice(farmer.indexOf('Funn og kassasjon per 100 dyr'), farmer.indexOf('Hva kassasjonene kostet')));
    const sheep = await reportText(vet, 'last-year/sheep.pdf');
    expect(sheep).toContain('02.03.2025 12011 Bogsår Sår på venstre bog');
    expect(sheep).toContain('Penovet vet');
    await ctx.app.settleBackgroundWork();
    const lines = await ctx.db.selectFrom('access_log').select(['supplier_no', 'person_name', 'action', 'target']).where('person_name', '=', 'Vera Vet').orderBy('id').execute();
    expect(lines).toEqual([
      { supplier_no: '10001', person_name: 'Vera Vet', action: 'health-report.downloaded', target: 'gris, hele perioden' },
      { supplier_no: '10001', person_name: 'Vera Vet', action: 'health-report.downloaded', target: 'sau og lam, i fjor' },
    ]);
  });

  it('is the asking farm’s own: another farm gets its own remarks and figures, never 10001’s', async () => {
    const text = await reportText(await ctx.login('10003'), 'last-year/sheep.pdf');
    expect(text).toContain('Leverandørnr: 10003');
    expect(text).not.toContain('10001');
    expect(text).toContain('Naboens lam');
    for (const other of ['Sår på venstre bog', 'Navlebrokk', 'Penovet vet']) expect(text).not.toContain(other);
  });

  it('gives the print page the same remarks and treatments as JSON, the farm’s own only', async () => {
    const res = await get('/api/health_declarations/last-year/sheep', await ctx.login('10001'));
    expect(res.statusCode).toBe(200);
    expect(healthDeclarationsResponseSchema.parse(res.json()).health_declarations).toEqual({
      remarks: [
        { sent: '2025-03-02', animals: '12011', text: 'Bogsår', comment: 'Sår på venstre bog' },
        { sent: '2025-03-02', animals: '2 dyr', text: 'Brokk', comment: 'Navlebrokk' },
      ],
      treatments: [{ sent: '2025-03-02', animals: '12011', medication: 'Penovet vet', treatment_date: '2025-02-24', restrain_limit: '2025-03-05', diseases: 'Jurbetennelse' }],
    });
    const neighbour = await get('/api/health_declarations/last-year/sheep', await ctx.login('10003'));
    expect(neighbour.json().health_declarations.remarks).toEqual([{ sent: '2025-06-02', animals: '1 dyr', text: 'Annet', comment: 'Naboens lam' }]);
    expect((await get('/api/health_declarations/last-year/goats', await ctx.login('10001'))).statusCode).toBe(422);
  });

  it('answers a time frame or kind it does not know with 422, and a person without health.read with 403', async () => {
    const cookie = await ctx.login('10001');
    const res = await get('/api/health_report/this-year/goats.pdf', cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_INPUT');
    for (const url of ['/api/health_report/last-settlement/pigs.pdf', "/api/health_report/'%3Bselect/pigs.pdf", '/api/health_report/this-year/pigs.xlsx']) {
      expect([404, 422], url).toContain((await get(url, cookie)).statusCode);
    }
    await createPersonWithGrants(ctx, { email: 'acc@example.no', name: 'Rita Regnskap', grants: [{ supplierNo: '10001', role: 'accountant' }] });
    const accountant = await loginPerson(ctx, 'acc@example.no');
    expect((await get('/api/health_report/last-year/sheep.pdf', accountant)).statusCode).toBe(403);
  });
});
