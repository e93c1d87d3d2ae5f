import { randomBytes } from 'node:crypto';
import { type Clock, type DocumentImport, documentImportSchema, type ImportRecordResult, type ImportResponse } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import * as repo from './documents-import.repository.js';
import { existingSupplierNos } from './settlements-import.repository.js';
import { beginImport } from './import-batch.repository.js';
import { type ImportNotices, newBatch, queueDocumentMails } from '../notifications/notification-queue.js';

const documentKey = (d: { kind: string; document_no: string }) => `${d.kind}:${d.document_no}`;

/**
 * PUT /api/integration/documents: the accounting's documents by (kind, document_no). New ones get
 * an unguessable download id; a changed one keeps it. What arrives or changes is new to the farmer
 * from now (the documents badge). An accounting's PDF is drawn from its posted settlement.
 * New documents are mailed, one mail per farm for the batch, where `recieve_accounting` asks.
 */
export class DocumentsImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notices: ImportNotices,
  ) {}

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, documentImportSchema, documentKey, (r) => textField(r, 'kind', 'document_no'));
    const results: ImportRecordResult[] = [...rejected];
    const at = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'documents');
      const suppliers = await existingSupplierNos(trx, [...new Set(parsed.map((p) => p.value.supplier_no))]);
      const stored = new Map((await repo.findDocuments(trx, parsed.map((p) => p.value.document_no))).map((d) => [documentKey(d), d]));
      const named = parsed.flatMap((p) => (p.value.settlement_no ? [p.value.settlement_no] : []));
      const settlements = new Map((await repo.findPostedSettlements(trx, named)).map((s) => [s.settlement_no, s]));
      const created: DocumentImport[] = [];
      const createdSettlements: (number | null)[] = [];
      for (const { index, key, value } of parsed) {
        const reject = (errors: Record<string, string>) => results.push({ index, key, status: 'rejected', errors });
        if (!suppliers.has(value.supplier_no)) {
          reject({ supplier_no: 'Ukjent leverandør: importer leverandøren først' });
          continue;
        }
        let settlementId: number | null = null;
        if (value.kind === 'accounting') {
          const settlement = value.settlement_no ? settlements.get(value.settlement_no) : undefined;
          if (!settlement || settlement.supplier_no !== value.supplier_no) {
            reject({ settlement_no: 'En avregning må vise til en bokført avregning for samme leverandør' });
            continue;
          }
          settlementId = Number(settlement.id);
        } else if (value.settlement_no) {
          reject({ settlement_no: 'Bare avregninger viser til en avregning' });
          continue;
        }
        const current = stored.get(key);
        if (current && current.supplier_no !== value.supplier_no) {
          reject({ document_no: 'Dokumentnummeret tilhører en annen leverandør' });
          continue;
        }
        if (!current) {
          created.push(value);
          createdSettlements.push(settlementId);
          results.push({ index, key, status: 'created' });
          continue;
        }
        const same =
          current.document_date === value.document_date &&
          current.title === value.title &&
          (current.amount_ore === null ? null : Number(current.amount_ore)) === value.amount_ore &&
          (current.settlement_id === null ? null : Number(current.settlement_id)) === settlementId;
        if (same) {
          results.push({ index, key, status: 'unchanged' });
          continue;
        }
        await repo.updateDocument(trx, Number(current.id), {
          document_date: value.document_date,
          title: value.title,
          amount_ore: value.amount_ore,
          settlement_id: settlementId,
          has_file: settlementId !== null,
          arrived_at: at,
        });
        results.push({ index, key, status: 'updated' });
      }
      const inserted = await repo.insertDocuments(
        trx,
        created.map((d, i) => ({
          supplier_no: d.supplier_no,
          kind: d.kind,
          document_no: d.document_no,
          document_date: d.document_date,
          title: d.title,
          amount_ore: d.amount_ore,
          // Random, unguessable: what the browser downloads by.
          download_id: randomBytes(18).toString('base64url'),
          // Accountings are drawn from their settlement; other PDFs arrive as files (not yet).
          has_file: createdSettlements[i] !== null,
          file_name: null,
          settlement_id: createdSettlements[i] ?? null,
          arrived_at: at,
        })),
      );
      await queueDocumentMails(trx, newBatch(), at, this.notices.publicUrl, inserted);
    });
    this.notices.wake();
    return importResponse(results);
  }
}
