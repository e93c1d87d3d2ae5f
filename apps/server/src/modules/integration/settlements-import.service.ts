import { createHash } from 'node:crypto';
import { animalChanges, animalKeys, type Clock, type ImportRecordResult, type ImportResponse, type SettlementImport, settlementImportProblems, settlementImportSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { type AnimalRewrite, insertSettlements, rewriteAnimals, type SettlementToWrite, settlementKey } from '../../db/settlement-writer.js';
import { addSettlementsToRollups, removeSettlementsFromRollups } from '../../db/statistics-rollup.js';
import { animalGroups, type ImportNotices, newBatch, queueResultsReady, queueSettlementMails, type TemporaryResult } from '../notifications/notification-queue.js';
import type { SettlementNews } from '../notifications/notification-mails.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import { beginImport } from './import-batch.repository.js';
import * as repo from './settlements-import.repository.js';

/** The record as the portal understood it (defaults filled in), hashed: the same record, the same hash. */
function recordHash(record: SettlementImport): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('hex');
}

function toWrite(record: SettlementImport, at: Date, hash: string): SettlementToWrite {
  const { replaces_temp: _replaces, animals, ...settlement } = record;
  return {
    ...settlement,
    arrived_at: at,
    import_hash: hash,
    animals: animals.map(({ diseases, ...a }) => ({ ...a, diseases })),
  };
}

/**
 * A re-import of settlements: which stored animal each imported one is (core's animalKeys, and
 * the same kind), and what changed on it (class, fat group, meat percent, weight, price), kept as
 * history rows (DESIGN.md §10). Answers how the animals are written (AnimalRewrite): the same
 * animal keeps its row, so its photos and the questions asked about it stay with it.
 */
async function planRewrite(trx: repo.Trx, updates: { id: number; settlement: SettlementToWrite }[], at: Date): Promise<AnimalRewrite> {
  const stored = await repo.storedAnimals(
    trx,
    updates.map((u) => u.id),
  );
  const oldBySettlement = new Map<number, typeof stored>();
  for (const a of stored) oldBySettlement.set(Number(a.settlement_id), [...(oldBySettlement.get(Number(a.settlement_id)) ?? []), a]);
  const changes: Parameters<typeof repo.insertAnimalChanges>[1] = [];
  const rewrite: AnimalRewrite = { kept: [], added: [], removedIds: [] };
  for (const { id, settlement } of updates) {
    const old = oldBySettlement.get(id) ?? [];
    const oldByKey = new Map(animalKeys(old).map((key, i) => [key, old[i]!]));
    const keptIds = new Set<number>();
    animalKeys(settlement.animals).forEach((key, position) => {
      const animal = settlement.animals[position]!;
      const placed = { settlementId: id, supplierNo: settlement.supplier_no, position, animal };
      const before = oldByKey.get(key);
      if (!before || before.animal_kind !== animal.animal_kind) {
        rewrite.added.push(placed);
        return;
      }
      keptIds.add(Number(before.id));
      rewrite.kept.push({ ...placed, id: Number(before.id), oldPosition: before.position });
      for (const change of animalChanges(before, animal)) {
        changes.push({ settlement_id: id, animal_key: key, field: change.field, from_value: change.from === null ? null : String(change.from), to_value: change.to === null ? null : String(change.to), changed_at: at });
      }
    });
    for (const a of old) if (!keptIds.has(Number(a.id))) rewrite.removedIds.push(Number(a.id));
  }
  await repo.insertAnimalChanges(trx, changes);
  return rewrite;
}

/**
 * PUT /api/integration/settlements: settlements from the accounting, posted and temporary, with
 * their animals (groups, classes, weights, prices, diseases, discards), by (kind, settlement_no).
 * New ones are created; a changed one has its animals rewritten (the same animal updated in place); the same record again is
 * 'unchanged' (its hash is kept). What arrives or changes is new to the farmer from now (the
 * unread badge), and posted animals go into the statistics rollups in the same transaction.
 * What arrived is queued in that transaction too: one mail per farm for its posted settlements
 * (`recieve_accounting`), one results-ready notice for its temporary ones (Varsler), sent after.
 */
export class SettlementsImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notices: ImportNotices,
  ) {}

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, settlementImportSchema, settlementKey, (r) => textField(r, 'kind', 'settlement_no'));
    const results: ImportRecordResult[] = [...rejected];
    const sound = parsed.filter(({ index, key, value }) => {
      const problems = settlementImportProblems(value);
      if (Object.keys(problems).length === 0) return true;
      results.push({ index, key, status: 'rejected', errors: problems });
      return false;
    });
    const at = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'settlements');
      const suppliers = await repo.existingSupplierNos(trx, [...new Set(sound.map((p) => p.value.supplier_no))]);
      const stored = new Map((await repo.findSettlements(trx, sound.map((p) => p.value.settlement_no))).map((s) => [settlementKey(s), s]));
      const toCreate: SettlementToWrite[] = [];
      const toUpdate: { id: number; settlement: SettlementToWrite }[] = [];
      const replaced: { supplierNo: string; nos: string[] }[] = [];
      const posted: (SettlementNews & { supplier_no: string })[] = [];
      const temporary: TemporaryResult[] = [];
      for (const { index, key, value } of sound) {
        if (!suppliers.has(value.supplier_no)) {
          results.push({ index, key, status: 'rejected', errors: { supplier_no: 'Ukjent leverandør: importer leverandøren først' } });
          continue;
        }
        const current = stored.get(key);
        if (current && current.supplier_no !== value.supplier_no) {
          results.push({ index, key, status: 'rejected', errors: { settlement_no: 'Avregningsnummeret tilhører en annen leverandør' } });
          continue;
        }
        const hash = recordHash(value);
        if (current?.import_hash === hash) {
          results.push({ index, key, status: 'unchanged' });
          continue;
        }
        const settlement = toWrite(value, at, hash);
        if (current) toUpdate.push({ id: Number(current.id), settlement });
        else toCreate.push(settlement);
        if (value.replaces_temp.length > 0) replaced.push({ supplierNo: value.supplier_no, nos: value.replaces_temp });
        if (value.kind === 'posted') posted.push({ supplier_no: value.supplier_no, settlement_no: value.settlement_no, settlement_date: value.settlement_date, amount_ore: value.amount_ore, has_document: value.has_document });
        else temporary.push({ supplier_no: value.supplier_no, settlement_date: value.settlement_date, groups: animalGroups(value.animals) });
        results.push({ index, key, status: current ? 'updated' : 'created' });
      }

      // Changed settlements: out of the rollups with their old animals, in again as they are now.
      const updatedIds = toUpdate.map((u) => u.id);
      const rewrite = await planRewrite(trx, toUpdate, at);
      await removeSettlementsFromRollups(trx, updatedIds);
      await rewriteAnimals(trx, rewrite);
      for (const { id, settlement: s } of toUpdate) {
        await repo.updateSettlement(trx, id, {
          settlement_date: s.settlement_date,
          amount_ore: s.amount_ore,
          has_document: s.has_document,
          comment: s.comment,
          arrived_at: at,
          import_hash: s.import_hash ?? '',
        });
      }
      await addSettlementsToRollups(trx, updatedIds);

      await insertSettlements(trx, toCreate);
      for (const r of replaced) await repo.deleteTempSettlements(trx, r.supplierNo, r.nos);
      const batch = newBatch();
      await queueSettlementMails(trx, batch, at, this.notices.publicUrl, posted);
      await queueResultsReady(trx, batch, at, this.notices.publicUrl, temporary);
    });
    this.notices.wake();
    return importResponse(results);
  }
}
