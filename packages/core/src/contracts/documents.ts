import { z } from 'zod';
import { isoDateSchema } from './settlements.js';

/**
 * The kinds of document the cooperative's accounting sends (spec/portal.md §3 Documents):
 * invoices (faktura), credit notes (kreditnota), accountings (avregninger, one per posted
 * settlement), open posts and annual summaries (åpne poster / årssammendrag) and account
 * statements (kontoutdrag, the spec's "withdrawals").
 */
export const DOCUMENT_KINDS = ['invoice', 'credit_note', 'accounting', 'open_post', 'withdrawal'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** One document of GET /api/documents. */
export const documentItemSchema = z.object({
  /** Stable id of the document (a React key; not used to fetch anything). */
  id: z.number().int(),
  kind: documentKindSchema,
  /** The cooperative's number, e.g. 'F2026-10001-007', '100010131', 'KU-10001-2026-3'. */
  document_no: z.string(),
  date: isoDateSchema,
  /** When the cooperative's import delivered it (ISO with offset): new to the badge from then. Absent for older data. */
  arrived_at: z.string().optional(),
  /** Kroner incl. VAT for invoices, credit notes and accountings; null for open posts and statements. */
  amount: z.number().nullable(),
  /** What the document is, for the detail view: 'Faktura smågris', 'Kontoutdrag 3. kvartal 2026'. */
  title: z.string(),
  /** False when the cooperative has no PDF for it: then there is nothing to download. */
  has_file: z.boolean(),
  /** For GET /api/documents/download/{download_id}: random, unguessable. */
  download_id: z.string(),
  /** The dropdown label, documentLabel(): 'dd.MM.yyyy / number / 1 234,56 kr'. */
  formatted: z.string(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** GET /api/documents → the five lists, each newest first. */
export const documentsResponseSchema = z.object({
  invoices: z.array(documentItemSchema),
  credit_notes: z.array(documentItemSchema),
  accountings: z.array(documentItemSchema),
  open_posts: z.array(documentItemSchema),
  withdrawals: z.array(documentItemSchema),
});
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;
export type DocumentListKey = keyof DocumentsResponse;

/** Download ids are opaque URL-safe tokens; anything else cannot be a document. */
export const DOWNLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Most documents in one zip (GET /api/documents/download-zip): a year of a section fits, and the
 * answer stays a bounded piece of work for the server (each accounting is drawn as it is packed).
 */
export const DOCUMENTS_ZIP_MAX_FILES = 50;

/** GET /api/documents/download-zip?ids=a,b,c: the chosen documents' download ids, comma-separated. */
export const documentsZipQuerySchema = z.object({ ids: z.string({ error: 'Ugyldig dokument' }).optional() });
