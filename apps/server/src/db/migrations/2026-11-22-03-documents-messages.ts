import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // Documents from the cooperative's accounting: invoices, credit notes, accountings (one per
  // posted settlement), open posts / annual summaries and account statements. The PDF is a file in
  // FILES_DIR (file_name), or for accountings rendered from the linked settlement. Money in øre.
  await db.schema
    .createTable('document')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note', 'accounting', 'open_post', 'withdrawal')`))
    .addColumn('document_no', 'text', (c) => c.notNull())
    .addColumn('document_date', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_ore', 'bigint')
    // Random and unguessable; the only handle the browser gets for a download.
    .addColumn('download_id', 'text', (c) => c.notNull().unique())
    .addColumn('has_file', 'boolean', (c) => c.notNull().defaultTo(false))
    // Relative to FILES_DIR, e.g. 'documents/10001/faktura-F2026-10001-007.pdf'.
    .addColumn('file_name', 'text')
    .addColumn('settlement_id', 'bigint', (c) => c.references('settlement.id').onDelete('cascade'))
    .addCheckConstraint('document_settlement_is_accounting', sql`settlement_id is null or kind = 'accounting'`)
    .addUniqueConstraint('document_kind_no', ['kind', 'document_no'])
    .execute();
  // The list (per supplier, newest first) and the download (download_id, unique above) start here.
  await db.schema.createIndex('document_supplier_date').on('document').columns(['supplier_no', 'document_date', 'id']).execute();
  await db.schema.createIndex('document_settlement').on('document').column('settlement_id').execute();

  // Broadcast messages from the cooperative to every user; company_id null means every variant.
  // The body is HTML from the cooperative, sanitised by the browser before rendering.
  await db.schema
    .createTable('message')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('company_id', 'text')
    .execute();
  await db.schema.createIndex('message_published_at').on('message').column('published_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['message', 'document']) await db.schema.dropTable(table).execute();
}
