import { describe, expect, it } from 'vitest';
import type { DocumentItem, DocumentsResponse } from '../contracts/documents.js';
import { DOCUMENTS_ZIP_MAX_FILES } from '../contracts/documents.js';
import { allDocuments, DOCUMENT_SECTIONS, documentLabel, documentListKey, documentYears, zipDownloadIds, zipEntryNames } from './rules.js';

describe('documentLabel', () => {
  it.each([
    [{ date: '2026-11-05', document_no: 'F2026-10001-014', amount: 12345.5 }, '05.11.2026 / F2026-10001-014 / 12 345,50 kr'],
    [{ date: '2024-01-31', document_no: '100010042', amount: 0 }, '31.01.2024 / 100010042 / 0,00 kr'],
    [{ date: '2025-12-31', document_no: 'AS-10001-2025', amount: null }, '31.12.2025 / AS-10001-2025'],
    [{ date: '2025-12-31', document_no: '', amount: null }, '31.12.2025'],
  ])('%j → %s', (item, label) => {
    expect(documentLabel(item)).toBe(label);
  });
});

describe('document sections', () => {
  it('are the spec’s five headings in order, one per kind', () => {
    expect(DOCUMENT_SECTIONS.map((s) => s.heading)).toEqual([
      'Bokførte faktura',
      'Bokførte kreditnota',
      'Bokførte avregninger',
      'Åpne poster / årssammendrag',
      'Kontoutdrag / årssammendrag',
    ]);
    expect(documentListKey('withdrawal')).toBe('withdrawals');
    expect(documentListKey('credit_note')).toBe('credit_notes');
  });

  it('flatten to one list for the badge', () => {
    const doc = (id: number, date: string): DocumentItem => ({
      id,
      kind: 'invoice',
      document_no: String(id),
      date,
      amount: 1,
      title: '',
      has_file: true,
      download_id: `d${id}`,
      formatted: '',
    });
    const response: DocumentsResponse = { invoices: [doc(1, '2026-01-01')], credit_notes: [], accountings: [doc(2, '2026-02-01'), doc(3, '2026-03-01')], open_posts: [], withdrawals: [doc(4, '2026-04-01')] };
    expect(allDocuments(response).map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('zipDownloadIds', () => {
  const id = (n: number) => `dl${String(n).padStart(22, '0')}`;

  it('answers the ids in the order chosen, each once, spaces and empty parts ignored', () => {
    expect(zipDownloadIds(`${id(2)}, ${id(1)},,${id(2)}`)).toEqual({ ok: true, ids: [id(2), id(1)] });
  });

  it("refuses none with 'Velg minst ett dokument'", () => {
    for (const text of [undefined, '', ' , ,']) expect(zipDownloadIds(text)).toEqual({ ok: false, message: 'Velg minst ett dokument' });
  });

  it('takes at most DOCUMENTS_ZIP_MAX_FILES', () => {
    const ids = Array.from({ length: DOCUMENTS_ZIP_MAX_FILES + 1 }, (_, n) => id(n));
    expect(zipDownloadIds(ids.slice(0, -1).join(','))).toMatchObject({ ok: true });
    expect(zipDownloadIds(ids.join(','))).toEqual({ ok: false, message: `Du kan laste ned høyst ${DOCUMENTS_ZIP_MAX_FILES} dokumenter om gangen` });
  });

  it('refuses an id that cannot be a download id', () => {
    for (const bad of ['short', '../../etc/passwd-aaaaaaaa', 'a'.repeat(65), "x' or 1=1 --aaaaaaaa"]) {
      expect(zipDownloadIds(`${id(1)},${bad}`), bad).toEqual({ ok: false, message: 'Ugyldig dokument' });
    }
  });
});

describe('documentYears', () => {
  it('lists each year with documents once, newest first', () => {
    expect(documentYears([{ date: '2024-03-01' }, { date: '2026-01-01' }, { date: '2024-12-31' }, { date: '2025-06-30' }])).toEqual([2026, 2025, 2024]);
    expect(documentYears([])).toEqual([]);
  });
});

describe('zipEntryNames', () => {
  it("names each file 'date Kind number.pdf', a taken name numbered, characters a file system refuses replaced", () => {
    expect(
      zipEntryNames([
        { date: '2026-11-09', kind: 'invoice', document_no: 'F2026-10001-013' },
        { date: '2026-03-16', kind: 'credit_note', document_no: 'K1' },
        { date: '2026-11-09', kind: 'invoice', document_no: 'F2026-10001-013' },
        { date: '2026-10-31', kind: 'open_post', document_no: 'AP/10001:"x"' },
        { date: '2026-09-30', kind: 'withdrawal', document_no: '' },
        { date: '2026-11-09', kind: 'accounting', document_no: '100010130' },
        { date: '2026-11-09', kind: 'invoice', document_no: 'f2026-10001-013' },
      ]),
    ).toEqual([
      '2026-11-09 Faktura F2026-10001-013.pdf',
      '2026-03-16 Kreditnota K1.pdf',
      '2026-11-09 Faktura F2026-10001-013 (2).pdf',
      '2026-10-31 Åpne poster AP-10001-x-.pdf',
      '2026-09-30 Kontoutdrag.pdf',
      '2026-11-09 Avregning 100010130.pdf',
      '2026-11-09 Faktura f2026-10001-013 (3).pdf',
    ]);
  });
});
