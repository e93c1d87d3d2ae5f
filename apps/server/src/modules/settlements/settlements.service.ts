import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AnimalChange,
  type AnimalChangeField,
  animalKeys,
  type DateRange,
  isoDateSchema,
  type ListPageQuery,
  oreToKr,
  osloIso,
  type SettlementDetail,
  type SettlementKind,
  type SettlementListItem,
  type SettlementPeriod,
  settlementSums,
  type SlaughterGroup,
  stripDollarText,
  usesMeatPercent,
} from '@slakteweb/core';
import { animalFigures } from '../../db/animal-figures.js';
import type { Db } from '../../db/database.js';
import { invalidInput, notFound } from '../../lib/http-error.js';
import type { ExportQueue } from './export-queue.js';
import { type ExcelAnimalRow, writeAnimalsWorkbook, XLSX_CONTENT_TYPE } from './settlements-excel.js';
import { renderSettlementPdf } from './settlements-pdf.js';
import { type ExplainAnimal, type ExplainRow, SettlementPrices } from './settlement-prices.js';
import * as repo from './settlements.repository.js';
import type { LoadedAnimal, LoadedGroup, LoadedSettlement } from './settlements.types.js';

/** A file answer: what the route sends and how it is named. */
export interface Download {
  fileName: string;
  contentType: string;
  body: Readable | Buffer;
}

/** Rows per database page of the date-range export. */
const EXPORT_PAGE_SIZE = 2000;

/**
 * How much of a finished workbook may wait in memory for a slow line. Ten years of the largest
 * bench farm (23 000 animals) are 1.6 MB: such a file is built at the server's speed and then
 * waits here for the farmer's line, so its place in the line of exports is free in a second
 * instead of for the whole download. A larger file is built as fast as the line takes it.
 */
const EXPORT_BUFFER_BYTES = 8 * 1024 * 1024;

/** A stored settlement as the API's detail answers it; the PDF sums the same detail. */
export function toDetail(s: LoadedSettlement, explain: ExplainAnimal = () => undefined): SettlementDetail {
  const groups: SlaughterGroup[] = s.groups.map((g) => {
    const total = g.animals.reduce((sum, a) => sum + a.weight_g, 0);
    const counts = new Map<string, number>();
    for (const a of g.animals) for (const name of a.diseases) counts.set(name, (counts.get(name) ?? 0) + 1);
    return {
      group_name: g.group_name,
      animal_kind: g.animal_kind,
      animals: g.animals.map((a) => {
        // Pigs (and råne-like descriptions) are settled on meat percent, the rest on class and fat group.
        const meat = usesMeatPercent(a.description);
        const explanation = explain(a);
        return {
          animal_kind: a.animal_kind,
          mark_no: a.mark_no,
          individual_no: a.individual_no,
          description: a.description,
          classification: a.classification,
          meat_percent: meat && a.meat_percent_tenths !== null ? a.meat_percent_tenths / 10 : null,
          meat_fat_class: meat ? null : [a.classification, a.fat_group].filter(Boolean).join(' / '),
          fat_group: meat ? null : a.fat_group,
          weight_g: a.weight_g,
          diseases: a.diseases.map((name) => ({ name })),
          price_kr_per_kg: s.kind === 'posted' && a.price_ore_per_kg !== null ? oreToKr(a.price_ore_per_kg) : null,
          amount_kr: s.kind === 'posted' && a.amount_ore !== null ? oreToKr(a.amount_ore) : null,
          slaughter_image_download_ids: a.photo_ids,
          settlement_no: s.settlement_no,
          ...(explanation ? { price_explanation: explanation } : {}),
          open_case: a.open_case === null ? null : Number(a.open_case),
          changes: s.kind === 'posted' ? a.changes : a.changes.filter((c) => c.field !== 'price_kr_per_kg'),
        };
      }),
      avg_weight_g: g.animals.length > 0 ? Math.round(total / g.animals.length) : 0,
      tot_weight_g: total,
      diseases: [...counts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'nb')),
    };
  });
  return {
    date: s.settlement_date,
    settlement_no: s.settlement_no,
    amount: oreToKr(s.amount_ore),
    has_document: s.kind === 'posted' && s.has_document,
    // Text between dollar signs is the cooperative's internal note: it never reaches the browser.
    comment: stripDollarText(s.comment),
    slaughter_animals_by_group: groups,
  };
}

function excelRows(s: LoadedSettlement, explain: ExplainRow): ExcelAnimalRow[] {
  return s.groups.flatMap((g) =>
    g.animals.map((a) => ({
      settlement_no: s.settlement_no,
      settlement_date: s.settlement_date,
      group_name: g.group_name,
      ...animalFigures(a),
      diseases: a.diseases.join(', '),
      explanation: s.kind === 'posted' ? explain({ ...a, settlement_date: s.settlement_date }) : null,
    })),
  );
}

/** 'yyyy-MM-dd~number' (contracts/paging.ts) → where the page starts; a cursor of another shape is 422. */
function settlementCursor(cursor: string): { date: string; settlementNo: string } {
  const [date = '', settlementNo = '', extra] = cursor.split('~');
  if (extra !== undefined || !isoDateSchema.safeParse(date).success) throw invalidInput({ before: 'Ugyldig side' });
  return { date, settlementNo };
}

function toListItem(r: Awaited<ReturnType<typeof repo.listSettlements>>[number]): SettlementListItem {
  return {
    date: r.settlement_date,
    settlement_no: r.settlement_no,
    amount: oreToKr(Number(r.amount_ore)),
    animal_kinds: r.animal_kinds,
    ...(r.arrived_at ? { arrived_at: osloIso(new Date(r.arrived_at)) } : {}),
  };
}

export class SettlementsService {
  private readonly prices: SettlementPrices;

  constructor(
    private readonly db: Db,
    private readonly options: { filesDir: string; companyName: string; log: FastifyBaseLogger; exports: ExportQueue },
  ) {
    this.prices = new SettlementPrices(db);
  }

  async list(supplierNo: string, kind: SettlementKind): Promise<SettlementListItem[]> {
    return (await repo.listSettlements(this.db, supplierNo, kind)).map(toListItem);
  }

  /** A page of the list, newest first, and the cursor of the next page (null after the last). */
  async listPage(supplierNo: string, kind: SettlementKind, page: ListPageQuery & { limit: number }): Promise<{ items: SettlementListItem[]; nextBefore: string | null }> {
    const before = page.before ? settlementCursor(page.before) : undefined;
    // One more than asked for tells whether there is a next page.
    const rows = await repo.listSettlements(this.db, supplierNo, kind, { limit: page.limit + 1, ...(before ? { before } : {}), ...(page.q ? { q: page.q } : {}) });
    const items = rows.slice(0, page.limit).map(toListItem);
    const last = items.at(-1);
    return { items, nextBefore: rows.length > page.limit && last ? `${last.date}~${last.settlement_no}` : null };
  }

  /** The first and last settlement date of a kind (nulls without any): the date-range view's bounds. */
  async period(supplierNo: string, kind: SettlementKind): Promise<SettlementPeriod> {
    const { first, last } = await repo.settlementPeriod(this.db, supplierNo, kind);
    return { first_date: first ?? null, last_date: last ?? null };
  }

  async detail(supplierNo: string, kind: SettlementKind, date: string, settlementNo: string | undefined): Promise<SettlementDetail> {
    const row = await this.findByDate(supplierNo, kind, date, settlementNo);
    const settlement = await this.load(supplierNo, row);
    return toDetail(settlement, kind === 'posted' ? await this.prices.forSettlement(row, settlement) : undefined);
  }

  /**
   * The settlement of a date. Without a number the date must hold exactly one; with several the
   * number picks (a date can have, say, a pig and a cattle settlement).
   */
  private async findByDate(supplierNo: string, kind: SettlementKind, date: string, settlementNo: string | undefined): Promise<repo.SettlementRow> {
    const rows = await repo.findSettlementsOnDate(this.db, supplierNo, kind, date, settlementNo);
    const [row] = rows;
    if (!row) throw notFound();
    if (rows.length > 1) throw invalidInput({ settlement_no: 'Det finnes flere avregninger denne dagen; velg avregningsnummer' });
    return row;
  }

  private async load(supplierNo: string, row: repo.SettlementRow): Promise<LoadedSettlement> {
    const [stored, changes] = await Promise.all([repo.animalsOf(this.db, supplierNo, row.id), repo.animalChangesOf(this.db, row.id)]);
    const animals = withChanges(stored, changes);
    // Groups in the order their first animal appears.
    const groups = new Map<string, LoadedGroup>();
    for (const a of animals) {
      let group = groups.get(a.group_name);
      if (!group) {
        group = { group_name: a.group_name, animal_kind: a.animal_kind, animals: [] };
        groups.set(a.group_name, group);
      }
      group.animals.push(a);
    }
    return {
      id: row.id,
      kind: row.kind,
      settlement_date: row.settlement_date,
      settlement_no: row.settlement_no,
      amount_ore: Number(row.amount_ore),
      has_document: row.has_document,
      comment: row.comment,
      groups: [...groups.values()],
    };
  }

  /** Starts writing a workbook into a stream the route can send while it is being written. */
  private streamWorkbook(kind: SettlementKind, sheetName: string, pages: AsyncIterable<ExcelAnimalRow[]>): PassThrough {
    const body = new PassThrough({ highWaterMark: EXPORT_BUFFER_BYTES });
    writeAnimalsWorkbook(body, kind, sheetName, pages).catch((err: unknown) => {
      // Headers are gone by now: all we can do is log and cut the download short.
      this.options.log.error({ err }, 'Excel export failed');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return body;
  }

  async excelForDate(supplierNo: string, kind: SettlementKind, date: string, settlementNo: string | undefined): Promise<Download> {
    // Found (or 404/422) before any byte is sent.
    const settlement = await this.load(supplierNo, await this.findByDate(supplierNo, kind, date, settlementNo));
    const rows = excelRows(settlement, kind === 'posted' ? await this.prices.forExport(supplierNo, settlement.settlement_date) : () => null);
    async function* pages() {
      yield rows;
    }
    const prefix = kind === 'temp' ? 'midlertidig-avregning' : 'avregning';
    return {
      fileName: `${prefix}-${settlement.settlement_no}-${settlement.settlement_date}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      body: this.streamWorkbook(kind, kind === 'temp' ? 'Midlertidig avregning' : 'Avregning', pages()),
    };
  }

  /**
   * Every posted animal from..to, streamed; read from the database a page at a time. It waits its
   * turn in the line of exports (export-queue.ts) and holds its place while the file is built,
   * until it is whole or the download is broken off; `gone` aborts when the farmer leaves before
   * its turn.
   */
  async excelForRange(supplierNo: string, range: DateRange, gone: AbortSignal): Promise<Download> {
    const release = await this.options.exports.enter(gone);
    const db = this.db;
    let explain: ExplainRow;
    try {
      explain = await this.prices.forExport(supplierNo, range.to);
    } catch (err) {
      release();
      throw err;
    }
    async function* pages(): AsyncGenerator<ExcelAnimalRow[]> {
      let cursor: repo.RangeCursor | null = null;
      for (;;) {
        const page = await repo.postedAnimalsPage(db, supplierNo, range.from, range.to, cursor, EXPORT_PAGE_SIZE);
        if (page.length === 0) return;
        yield page.map((r) => {
          const row = { ...r, amount_ore: r.amount_ore === null ? null : Number(r.amount_ore) };
          return { ...row, explanation: explain(row) };
        });
        const last = page[page.length - 1]!;
        cursor = { settlementDate: last.settlement_date, settlementId: last.settlement_id, position: last.position };
        if (page.length < EXPORT_PAGE_SIZE) return;
      }
    }
    const body = this.streamWorkbook('posted', 'Avregninger', pages());
    // 'finish': the whole file is written into the body (the farmer may still be downloading it);
    // 'close': the body failed or was destroyed by a broken-off download before that.
    body.once('finish', release);
    body.once('close', release);
    return { fileName: `avregninger-${range.from}-${range.to}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
  }

  /** A slaughter photo of the supplier's own settlement of that kind; 404 for anything else. */
  async photo(supplierNo: string, kind: SettlementKind, photoId: string): Promise<{ contentType: string; size: number; body: Readable }> {
    const photo = await repo.findPhoto(this.db, supplierNo, kind, photoId);
    if (!photo) throw notFound();
    const root = path.resolve(this.options.filesDir);
    const file = path.resolve(root, photo.file_name);
    // The name comes from our own database, but a file outside FILES_DIR is never served.
    if (!file.startsWith(root + path.sep)) throw notFound();
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound();
    return { contentType: photo.content_type, size: stat.size, body: fs.createReadStream(file) };
  }

  /** The PDF of a posted settlement that has a document ('Hent PDF for avregning nr …'). */
  async accountingPdf(supplierNo: string, settlementNo: string): Promise<Download> {
    const row = await repo.findSettlementByNo(this.db, supplierNo, 'posted', settlementNo);
    if (!row || !row.has_document) throw notFound();
    return this.renderPdf(supplierNo, row);
  }

  /**
   * The PDF of the supplier's posted settlement with this id (an accounting document of the
   * documents page), or null when the supplier has no such posted settlement.
   */
  async postedPdfById(supplierNo: string, settlementId: number): Promise<Download | null> {
    const row = await repo.findSettlementById(this.db, supplierNo, 'posted', settlementId);
    return row ? this.renderPdf(supplierNo, row) : null;
  }

  private async renderPdf(supplierNo: string, row: repo.SettlementRow): Promise<Download> {
    const [settlement, supplier] = await Promise.all([this.load(supplierNo, row), repo.findSupplier(this.db, supplierNo)]);
    // Summed from the same detail the API answers, by the same core function the screen uses.
    const detail = toDetail(settlement, settlement.kind === 'posted' ? await this.prices.forSettlement(row, settlement) : undefined);
    const body = await renderSettlementPdf({
      companyName: this.options.companyName,
      supplierName: supplier?.fullname ?? '',
      supplierNo,
      settlement,
      sums: settlementSums(detail),
    });
    return { fileName: `avregning-${settlement.settlement_no}.pdf`, contentType: 'application/pdf', body };
  }
}

/** Each animal with what re-imports changed on it, found by its key (core's animalKeys). */
function withChanges(animals: Omit<LoadedAnimal, 'changes'>[], rows: Awaited<ReturnType<typeof repo.animalChangesOf>>): LoadedAnimal[] {
  if (rows.length === 0) return animals.map((a) => ({ ...a, changes: [] }));
  const byKey = new Map<string, AnimalChange[]>();
  const value = (field: AnimalChangeField, text: string | null) => (text === null ? null : field === 'classification' || field === 'fat_group' ? text : Number(text));
  for (const r of rows) {
    byKey.set(r.animal_key, [...(byKey.get(r.animal_key) ?? []), { at: osloIso(new Date(r.changed_at)), field: r.field, from: value(r.field, r.from_value), to: value(r.field, r.to_value) }]);
  }
  const keys = animalKeys(animals);
  return animals.map((a, i) => ({ ...a, changes: byKey.get(keys[i]!) ?? [] }));
}

/**
 * A settlement as a person whose role reads settlements without prices (a vet) gets it: the sum,
 * each animal's price and amount null, and no explanation of the price; weights, classes and
 * findings as they are.
 */
export function withoutPrices(detail: SettlementDetail): SettlementDetail {
  return {
    ...detail,
    amount: null,
    slaughter_animals_by_group: detail.slaughter_animals_by_group.map((group) => ({
      ...group,
      animals: group.animals.map(({ price_explanation: _explanation, ...animal }) => ({
        ...animal,
        price_kr_per_kg: null,
        amount_kr: null,
        changes: animal.changes.filter((c) => c.field !== 'price_kr_per_kg'),
      })),
    })),
  };
}

/** The list's items without their sums, as withoutPrices. */
export function listWithoutPrices(items: SettlementListItem[]): SettlementListItem[] {
  return items.map((item) => ({ ...item, amount: null }));
}
