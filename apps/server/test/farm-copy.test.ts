import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animalsResponseSchema,
  documentsResponseSchema,
  draftResponseSchema,
  postedSlaughterByDateResponseSchema,
  postedSlaughtersListResponseSchema,
  profileResponseSchema,
  registeredEnrolmentDatesResponseSchema,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { copyFarm } from '../src/db/seed/farm-copy.js';
import { createTestContext, type TestContext } from './harness.js';

// A farm copied under another supplier number (the end-to-end tests' own farms): the same figures
// as the original, nothing shared with it, and each sees only its own rows.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true, otherSuppliers: 0 });
});
afterAll(() => ctx.close());

const ORIGIN = { origin: 'http://portal.test' };

async function getJson<T>(cookie: string, url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return schema.parse(res.json());
}

interface Figures {
  settlements: number;
  posted_ore: number;
  temp_ore: number;
  animals: number;
  weight_g: number;
  animals_ore: number;
  diseases: number;
  photos: number;
  documents: number;
  document_files: number;
  documents_ore: number;
  herd: number;
  treatments: number;
  enrolments: number;
  enrolment_rows: number;
  drafts: number;
}

/** Counts and sums of one supplier's rows, straight from the database (int and float8 come back as numbers). */
async function figures(supplierNo: string): Promise<Figures> {
  const { rows } = await sql<Figures>`
    select
      (select count(*)::int from settlement where supplier_no = ${supplierNo}) as settlements,
      (select sum(amount_ore)::float8 from settlement where supplier_no = ${supplierNo} and kind = 'posted') as posted_ore,
      (select sum(amount_ore)::float8 from settlement where supplier_no = ${supplierNo} and kind = 'temp') as temp_ore,
      (select count(*)::int from slaughter_animal where supplier_no = ${supplierNo}) as animals,
      (select sum(weight_g)::float8 from slaughter_animal where supplier_no = ${supplierNo}) as weight_g,
      (select sum(amount_ore)::float8 from slaughter_animal where supplier_no = ${supplierNo}) as animals_ore,
      (select count(*)::int from slaughter_animal_disease where supplier_no = ${supplierNo}) as diseases,
      (select count(*)::int from slaughter_photo where supplier_no = ${supplierNo}) as photos,
      (select count(*)::int from document where supplier_no = ${supplierNo}) as documents,
      (select count(*)::int from document where supplier_no = ${supplierNo} and has_file) as document_files,
      (select sum(amount_ore)::float8 from document where supplier_no = ${supplierNo}) as documents_ore,
      (select count(*)::int from herd_animal where supplier_no = ${supplierNo}) as herd,
      (select count(*)::int from animal_treatment where supplier_no = ${supplierNo}) as treatments,
      (select count(*)::int from enrolment where supplier_no = ${supplierNo}) as enrolments,
      (select count(*)::int from enrolment_row where supplier_no = ${supplierNo}) as enrolment_rows,
      (select count(*)::int from enrolment_draft where supplier_no = ${supplierNo}) as drafts
  `.execute(ctx.db);
  return rows[0]!;
}

/** Everything a farmer's screens load, for comparing two farms. */
async function farmAnswers(cookie: string) {
  const posted = (await getJson(cookie, '/api/posted_slaughters_list', postedSlaughtersListResponseSchema)).posted_slaughters_list;
  const newest = posted[0]!;
  const detail = await getJson(
    cookie,
    `/api/posted_slaughter_by_date/${newest.date}?settlement_no=${newest.settlement_no}`,
    postedSlaughterByDateResponseSchema,
  );
  return {
    profile: (await getJson(cookie, '/api/profile', profileResponseSchema)).profile,
    posted,
    temp: (await getJson(cookie, '/api/temp_slaughters_list', tempSlaughtersListResponseSchema)).temp_slaughters_list,
    detail: detail.posted_slaughter_by_date,
    documents: await getJson(cookie, '/api/documents', documentsResponseSchema),
    enrolmentDates: (await getJson(cookie, '/api/registered_enrolment_dates', registeredEnrolmentDatesResponseSchema)).registered_enrolment_dates,
    herd: (await getJson(cookie, '/api/animals', animalsResponseSchema)).animals,
    draft: (await getJson(cookie, '/api/temp_storage_enrollment', draftResponseSchema)).temp_storage_registration,
  };
}

/** Settlement and document numbers, photo and download ids: what must differ between two farms. */
function identifiers(answers: Awaited<ReturnType<typeof farmAnswers>>): string[] {
  const documents = Object.values(answers.documents).flat();
  return [
    ...answers.posted.map((s) => s.settlement_no),
    ...answers.temp.map((s) => s.settlement_no),
    ...answers.detail.slaughter_animals_by_group.flatMap((g) => g.animals.flatMap((a) => a.slaughter_image_download_ids)),
    ...documents.map((d) => d.document_no),
    ...documents.map((d) => d.download_id),
  ];
}

describe('copyFarm', () => {
  let original: Awaited<ReturnType<typeof farmAnswers>>;
  let copy: Awaited<ReturnType<typeof farmAnswers>>;

  beforeAll(async () => {
    const result = await copyFarm(ctx.db, { from: '10001', to: '11001' });
    expect(result).toMatchObject({ copied: true, enrolments: 5 });
    original = await farmAnswers(await ctx.login('10001'));
    copy = await farmAnswers(await ctx.login('11001'));
  });

  it('copies every row with the same counts and sums', async () => {
    const before = await figures('10001');
    expect(before.settlements).toBeGreaterThan(100);
    expect(before.photos).toBeGreaterThan(before.animals);
    expect(before.diseases).toBeGreaterThan(0);
    expect(before.enrolments).toBe(5);
    expect(before.drafts).toBe(1);
    expect(await figures('11001')).toEqual(before);
  });

  it('shows the copy the same figures under its own numbers', () => {
    const renumbered = (no: string) => no.replace('10001', '11001');
    expect(copy.profile).toEqual({ ...original.profile, supplier_no: '11001' });
    expect(copy.posted).toEqual(original.posted.map((s) => ({ ...s, settlement_no: renumbered(s.settlement_no) })));
    expect(copy.temp).toEqual(original.temp.map((s) => ({ ...s, settlement_no: renumbered(s.settlement_no) })));
    expect(copy.detail.amount).toBe(original.detail.amount);
    expect(copy.detail.slaughter_animals_by_group.map((g) => [g.group_name, g.animals.length, g.tot_weight_g, g.diseases])).toEqual(
      original.detail.slaughter_animals_by_group.map((g) => [g.group_name, g.animals.length, g.tot_weight_g, g.diseases]),
    );
    for (const key of ['invoices', 'credit_notes', 'accountings', 'open_posts', 'withdrawals'] as const) {
      const comparable = (d: (typeof original.documents)[typeof key][number]) => [d.kind, d.date, d.amount, d.title, d.has_file];
      expect(copy.documents[key].map(comparable), key).toEqual(original.documents[key].map(comparable));
      expect(copy.documents[key].map((d) => d.document_no), key).toEqual(original.documents[key].map((d) => renumbered(d.document_no)));
    }
    expect(copy.enrolmentDates).toEqual(original.enrolmentDates);
    expect(copy.herd).toEqual(original.herd);
    expect(copy.draft).toEqual({ ...original.draft, supplier_no: '11001', user: '11001' });
  });

  it('shares no number or id with the original', () => {
    const theirs = identifiers(original);
    const ours = identifiers(copy);
    expect(ours.length).toBe(theirs.length);
    expect(ours.filter((id) => theirs.includes(id))).toEqual([]);
  });

  it("keeps each farm's changes to itself: the copy deletes an enrolment and edits its profile, the original keeps both", async () => {
    const cookie = await ctx.login('11001');
    // The week-49 cattle slaughter of 18.11 is still deletable on the test clock.
    const deleted = await ctx.app.inject({ method: 'POST', url: '/api/delete_registered_enrolment_by_date/slaughter/2026-11-18', headers: { cookie, ...ORIGIN } });
    expect(deleted.statusCode).toBe(200);
    const { email_user, email_accounting, mobile, street_address, city } = copy.profile;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, ...ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email_user, email_accounting, mobile, street_address, post_no: '7501', city }).toString(),
    });
    expect(edited.statusCode).toBe(200);

    const after = await farmAnswers(await ctx.login('10001'));
    expect(after.enrolmentDates).toEqual(original.enrolmentDates);
    expect(after.profile).toEqual(original.profile);
    const copyAfter = await farmAnswers(cookie);
    expect(copyAfter.enrolmentDates).toHaveLength(original.enrolmentDates.length - 1);
    expect(copyAfter.profile.post_no).toBe('7501');
  });

  it('serves the copy its own photos and documents, and not the original’s', async () => {
    const cookie = await ctx.login('11001');
    const ownPhoto = copy.detail.slaughter_animals_by_group[0]!.animals[0]!.slaughter_image_download_ids[0]!;
    const theirPhoto = original.detail.slaughter_animals_by_group[0]!.animals[0]!.slaughter_image_download_ids[0]!;
    const ownDocument = copy.documents.invoices[0]!.download_id;
    const theirDocument = original.documents.invoices[0]!.download_id;
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
    expect(await status(`/api/documents/download/${ownDocument}`)).toBe(200);
    expect(await status(`/api/documents/download/${theirDocument}`)).toBe(404);
    expect(await status(`/api/documents/download/accounting/${copy.posted[0]!.settlement_no}`)).toBe(200);
    expect(await status(`/api/documents/download/accounting/${original.posted[0]!.settlement_no}`)).toBe(404);
    expect(await status(`/api/slaughter_photo/posted/${ownPhoto}`)).toBe(200);
    expect(await status(`/api/slaughter_photo/posted/${theirPhoto}`)).toBe(404);
  });

  it('changes nothing when run again, and refuses a farm that does not exist', async () => {
    const before = await figures('11001');
    expect(await copyFarm(ctx.db, { from: '10001', to: '11001' })).toMatchObject({ copied: false });
    expect(await figures('11001')).toEqual(before);
    await expect(copyFarm(ctx.db, { from: '19999', to: '11999' })).rejects.toThrow(/19999 does not exist/);
  });

  it('copies a farmer who must confirm the profile, and one known only from the old system', async () => {
    await copyFarm(ctx.db, { from: '10002', to: '11002' });
    const must = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '11002', password: 'Slakteweb2026!' } });
    expect(must.statusCode).toBe(418);

    await copyFarm(ctx.db, { from: '10004', to: '11004' });
    const old = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '11004', password: 'whatever-1' } });
    expect(old.json()).toMatchObject({ code: 'USER_IN_OLD_NOT_NEW_SYSTEM' });
  });
});
