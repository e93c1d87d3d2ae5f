import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import {
  type DocumentItem,
  type DocumentKind,
  DOCUMENT_KIND_NAME,
  documentLabel,
  documentListKey,
  DOWNLOAD_ID_PATTERN,
  type DocumentsPageResponse,
  type DocumentsResponse,
  isoDateSchema,
  oreToKr,
  osloIso,
  zipDownloadIds,
  zipEntryNames,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { invalidInput, notFound } from '../../lib/http-error.js';
import type { Download, SettlementsService } from '../settlements/settlements.service.js';
import * as repo from './documents.repository.js';

export { DOWNLOAD_ID_PATTERN };

/** Download file names: the kind in Norwegian and the document number ('faktura-F2026-10001-007.pdf'). */
const FILE_PREFIX: Record<DocumentKind, string> = {
  invoice: 'faktura',
  credit_note: 'kreditnota',
  accounting: 'avregning',
  open_post: 'apne-poster',
  withdrawal: 'kontoutdrag',
};

/** Plain ASCII for the Content-Disposition header: letters, digits, dot, dash and underscore. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return cleaned.toLowerCase().endsWith('.pdf') ? cleaned : `${cleaned || 'dokument'}.pdf`;
}

type DocumentRow = Awaited<ReturnType<typeof repo.listForSupplier>>[number];

function toItem(r: DocumentRow): DocumentItem {
  const amount = r.amount_ore === null ? null : oreToKr(Number(r.amount_ore));
  return {
    id: r.id,
    kind: r.kind,
    document_no: r.document_no,
    date: r.document_date,
    ...(r.arrived_at ? { arrived_at: osloIso(new Date(r.arrived_at)) } : {}),
    amount,
    title: r.title,
    has_file: r.has_file,
    download_id: r.download_id,
    formatted: documentLabel({ date: r.document_date, document_no: r.document_no, amount }),
  };
}

/** 'yyyy-MM-dd~number~id' (contracts/paging.ts) → where the page starts; another shape is 422. */
function documentCursor(cursor: string): { date: string; documentNo: string; id: number } {
  const [date = '', documentNo = '', id = ''] = cursor.split('~');
  if (!isoDateSchema.safeParse(date).success || !/^\d{1,15}$/.test(id)) throw invalidInput({ before: 'Ugyldig side' });
  return { date, documentNo, id: Number(id) };
}

/**
 * The documents page (spec/portal.md §2, §3): the five lists and the PDF downloads. Stored PDFs
 * come from FILES_DIR; accountings are rendered from their posted settlement.
 */
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly settlements: SettlementsService,
    private readonly options: { filesDir: string },
  ) {}

  async list(supplierNo: string): Promise<DocumentsResponse> {
    const response: DocumentsResponse = { invoices: [], credit_notes: [], accountings: [], open_posts: [], withdrawals: [] };
    const rows = await repo.listForSupplier(this.db, supplierNo);
    for (const r of rows) response[documentListKey(r.kind)].push(toItem(r));
    return response;
  }

  /** A page of one kind, newest first, and the cursor of the next page (null after the last). */
  async page(supplierNo: string, kind: DocumentKind, page: { limit: number; before?: string; q?: string }): Promise<DocumentsPageResponse> {
    const before = page.before ? documentCursor(page.before) : undefined;
    // One more than asked for tells whether there is a next page.
    const rows = await repo.pageForSupplier(this.db, supplierNo, kind, { limit: page.limit + 1, ...(before ? { before } : {}), ...(page.q ? { q: page.q } : {}) });
    const documents = rows.slice(0, page.limit).map(toItem);
    const last = documents.at(-1);
    return { documents, next_before: rows.length > page.limit && last ? `${last.date}~${last.document_no}~${last.id}` : null };
  }

  /**
   * The PDF of the supplier's own document, with what it is as the farmer knows it ('Faktura
   * F2026-10001-013'); 404 for another supplier's, an unknown id or no file.
   */
  async download(supplierNo: string, downloadId: string): Promise<Download & { size?: number; title: string }> {
    const doc = await repo.findByDownloadId(this.db, supplierNo, downloadId);
    if (!doc) throw notFound();
    return { ...(await this.pdfOf(supplierNo, doc)), title: `${DOCUMENT_KIND_NAME[doc.kind]} ${doc.document_no}` };
  }

  /**
   * The chosen documents' PDFs as one zip, named 'yyyy-MM-dd Kind number.pdf' inside. Every id is
   * checked before a byte is sent: the wrong shape, none or too many is 422; one that is not the
   * supplier's, unknown, or without its PDF (no file, or the stored file gone) makes the whole
   * answer 404, so the farmer never gets a zip that quietly lacks a document.
   */
  async zip(supplierNo: string, idsText: string | undefined): Promise<Readable> {
    const parsed = zipDownloadIds(idsText);
    if (!parsed.ok) throw invalidInput({ ids: parsed.message });
    const rows = await repo.findManyByDownloadIds(this.db, supplierNo, parsed.ids);
    const byId = new Map(rows.map((row) => [row.download_id, row]));
    const docs = parsed.ids.map((id) => byId.get(id));
    if (docs.some((doc) => doc === undefined)) throw notFound();
    const found = docs.filter((doc) => doc !== undefined);
    // One after another: an accounting is drawn as a PDF here, and the machine is shared.
    const pdfs: Download[] = [];
    for (const doc of found) pdfs.push(await this.pdfOf(supplierNo, doc));
    const names = zipEntryNames(found.map((doc) => ({ date: doc.document_date, kind: doc.kind, document_no: doc.document_no })));
    // Stored, not compressed again: a PDF is compressed already, and this saves the CPU.
    const archive = archiver('zip', { store: true });
    pdfs.forEach((pdf, i) => archive.append(pdf.body, { name: names[i]! }));
    void archive.finalize().catch(() => archive.destroy());
    return archive;
  }

  /** The PDF of a document already known to be the supplier's: its stored file, or its settlement drawn. */
  private async pdfOf(supplierNo: string, doc: repo.DocumentFile): Promise<Download & { size?: number }> {
    if (!doc.has_file) throw notFound();
    if (doc.file_name) {
      const root = path.resolve(this.options.filesDir);
      const file = path.resolve(root, doc.file_name);
      // The name comes from our own database, but a file outside FILES_DIR is never served.
      if (!file.startsWith(root + path.sep)) throw notFound();
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      const fileName = safeFileName(`${FILE_PREFIX[doc.kind]}-${doc.document_no}`);
      return { fileName, contentType: 'application/pdf', body: fs.createReadStream(file), size: stat.size };
    }
    if (doc.settlement_id !== null) {
      const pdf = await this.settlements.postedPdfById(supplierNo, Number(doc.settlement_id));
      if (pdf) return pdf;
    }
    throw notFound();
  }
}
