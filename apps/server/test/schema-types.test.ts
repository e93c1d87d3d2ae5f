import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDb } from '../src/db/database.js';
import { generateSchemaSource } from '../src/db/schema-generator.js';
import { openMigratedDb } from './harness.js';

// db/schema.ts is generated from the migrated database (npm run db:types). Here the migrations'
// database is generated again and held against the committed file, so a migration without its
// types fails the tests; and the types are held against what the driver really returns.

let opened: OpenedDb;
let generated: string;
beforeAll(async () => {
  opened = await openMigratedDb();
  generated = await generateSchemaSource(opened.db);
});
afterAll(() => opened.close());

describe('the generated table types (db/schema.ts)', () => {
  it('are the ones the migrations give', () => {
    // The generator saw the schema: every table of the database is in its output.
    expect(generated).toContain('export interface DB {');
    for (const table of ['app_user: AppUser;', 'session: Session;', 'supplier: Supplier;', 'settlement: Settlement;', 'slaughter_animal: SlaughterAnimal;', 'enrolment: Enrolment;', 'enrolment_row: EnrolmentRow;', 'integration_event: IntegrationEvent;', 'last_delivery: LastDelivery;']) {
      expect(generated).toContain(table);
    }
    expect(generated).not.toContain('kysely_migration');
    const committed = fs.readFileSync(new URL('../src/db/schema.ts', import.meta.url), 'utf8');
    expect(committed, 'db/schema.ts is not what the migrations give: run `npm run db:types` and commit the result').toBe(generated);
  });

  it('say it is generated and how to make it again', () => {
    expect(generated.split('\n').slice(0, 6).join('\n')).toMatch(/GENERATED[\s\S]*npm run db:types/);
  });

  it("carry the columns' comments from the database (migration 2026-11-30-03-column-comments)", () => {
    expect(generated).toMatch(/\/\*\*\n {3}\* Kjøttprosent in tenths \(61\.4 % → 614\); null where the class is used\.\n {3}\*\/\n {2}meat_percent_tenths: number \| null;/);
  });

  it('type a text column by the values its check constraint allows', () => {
    expect(generated).toMatch(/ kind: "temp" \| "posted";/);
    expect(generated).toMatch(/ animal_kind: "pig" \| "sheep" \| "cattle";/);
    expect(generated).toMatch(/ discard: "partial" \| "total" \| null;/);
  });

  it('type bigint as a number and a date as its text, as the driver returns them', async () => {
    expect(generated).toMatch(/export interface Settlement \{[^}]* amount_ore: number;[^}]* settlement_date: string;/);
    const { db } = opened;
    await db.insertInto('supplier').values({ supplier_no: '90001', fullname: 'Typeprøve' }).execute();
    const settlement = await db
      .insertInto('settlement')
      .values({ supplier_no: '90001', kind: 'posted', settlement_date: '2026-11-02', settlement_no: 'T-1', amount_ore: 123_456_789_012 })
      .returning(['id', 'amount_ore', 'settlement_date'])
      .executeTakeFirstOrThrow();
    expect(typeof settlement.id).toBe('number');
    expect(settlement.amount_ore).toBe(123_456_789_012);
    expect(settlement.settlement_date).toBe('2026-11-02');
  });
});
