import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Company } from '@slakteweb/core';
import type { Db } from '../database.js';
import { generateDocuments, type GeneratedDocumentFile } from './documents-generator.js';
import { renderDocumentPdf } from './documents-pdf.js';
import { DEMO_PLANS } from './settlements-seed.js';
import { generateSettlements } from './settlements-generator.js';

/**
 * Demo documents: invoices, credit notes, account statements, annual summaries and open posts for
 * the demo farmers (10001, 10003) as PDFs in FILES_DIR, and an accounting document for every posted
 * settlement of every supplier (rendered from the settlement when downloaded). Idempotent: a
 * supplier that has documents keeps them; missing PDF files are written again (they are
 * deterministic), so a new FILES_DIR next to an old database heals itself.
 */

/** A download id: 144 random bits, URL-safe (24 characters). */
export function newDownloadId(): string {
  return randomBytes(18).toString('base64url');
}

const ACCOUNTING_TITLE: Record<string, string> = {
  pig: 'Avregning slaktegris',
  sheep: 'Avregning lam og sau',
  cattle: 'Avregning storfe',
};

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The generated documents of the demo farmers that exist in the database, with their PDF context. */
async function demoDocuments(db: Db) {
  const suppliers = await db
    .selectFrom('supplier')
    .select(['supplier_no', 'fullname', 'street_address', 'post_no', 'city'])
    .where(
      'supplier_no',
      'in',
      DEMO_PLANS.map((p) => p.supplierNo),
    )
    .execute();
  return suppliers.map((supplier) => {
    const plan = DEMO_PLANS.find((p) => p.supplierNo === supplier.supplier_no)!;
    return { supplier, documents: generateDocuments(plan, generateSettlements(plan), { until: plan.to }) };
  });
}

/** Writes the PDFs that are missing; answers how many were written. */
async function ensureFiles(filesDir: string, company: Company, supplier: Parameters<typeof renderDocumentPdf>[1]['supplier'], documents: GeneratedDocumentFile[]) {
  let written = 0;
  for (const d of documents) {
    if (!d.has_file) continue;
    const file = path.join(filesDir, d.file_name);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const body = await renderDocumentPdf(d.document, { companyName: company.name, support: company.support, supplier });
    // Write to a temporary name first so a crash never leaves half a PDF behind.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, body);
    fs.renameSync(tmp, file);
    written += 1;
  }
  return written;
}

/**
 * An accounting document for every posted settlement that has none yet (all suppliers). Reads
 * only the settlements not yet synced (a partial index holds just those), so a start with
 * nothing new costs one index look-up however long the history; a settlement that has a document
 * already (a farm copy brings its own) is marked synced without another.
 */
export async function syncAccountings(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('slakteweb:seed-accountings'))`.execute(trx);
    const unsynced = await trx
      .selectFrom('settlement as s')
      .select([
        's.id',
        's.supplier_no',
        's.settlement_no',
        's.settlement_date',
        's.amount_ore',
        's.has_document',
        (eb) =>
          eb
            .selectFrom('slaughter_animal as a')
            .select('a.animal_kind')
            .whereRef('a.settlement_id', '=', 's.id')
            .orderBy('a.position')
            .limit(1)
            .as('animal_kind'),
        (eb) => eb.exists(eb.selectFrom('document as d').select('d.id').whereRef('d.settlement_id', '=', 's.id')).as('has_accounting'),
      ])
      .where('s.kind', '=', 'posted')
      .where('s.accounting_synced', '=', false)
      .orderBy('s.id')
      .execute();
    const missing = unsynced.filter((s) => !s.has_accounting);
    for (const batch of chunks(missing, 500)) {
      await trx
        .insertInto('document')
        .values(
          batch.map((s) => ({
            supplier_no: s.supplier_no,
            kind: 'accounting' as const,
            document_no: s.settlement_no,
            document_date: s.settlement_date,
            title: ACCOUNTING_TITLE[s.animal_kind ?? ''] ?? 'Avregning',
            amount_ore: s.amount_ore,
            download_id: newDownloadId(),
            has_file: s.has_document,
            file_name: null,
            settlement_id: s.id,
          })),
        )
        .execute();
    }
    // Exactly those read here: a settlement committed meanwhile waits for the next sync.
    for (const batch of chunks(unsynced, 5000)) {
      await trx
        .updateTable('settlement')
        .set({ accounting_synced: true })
        .where(
          'id',
          'in',
          batch.map((s) => s.id),
        )
        .execute();
    }
    return missing.length;
  });
}

export interface SeedDocumentsResult {
  documents: number;
  files: number;
  ms: number;
}

/** Seeds the demo documents and their PDFs; the demo settlements must be seeded first. */
export async function seedDemoDocuments(db: Db, filesDir: string, company: Company): Promise<SeedDocumentsResult> {
  const started = performance.now();
  let documents = await syncAccountings(db);
  let files = 0;
  for (const { supplier, documents: generated } of await demoDocuments(db)) {
    files += await ensureFiles(filesDir, company, supplier, generated);
    documents += await db.transaction().execute(async (trx) => {
      // Several servers on one PostgreSQL may start at once: one seeds, the others then skip.
      await sql`select pg_advisory_xact_lock(hashtext('slakteweb:seed-documents'))`.execute(trx);
      const existing = await trx
        .selectFrom('document')
        .select('id')
        .where('supplier_no', '=', supplier.supplier_no)
        .where('kind', '<>', 'accounting')
        .limit(1)
        .executeTakeFirst();
      if (existing) return 0;
      await trx
        .insertInto('document')
        .values(
          generated.map((g) => ({
            supplier_no: supplier.supplier_no,
            kind: g.document.kind,
            document_no: g.document.document_no,
            document_date: g.document.date,
            title: g.document.title,
            amount_ore: g.amount_ore,
            download_id: newDownloadId(),
            has_file: g.has_file,
            file_name: g.has_file ? g.file_name : null,
          })),
        )
        .execute();
      return generated.length;
    });
  }
  return { documents, files, ms: Math.round(performance.now() - started) };
}
