import { describe, expect, it } from 'vitest';
import type { DocumentItem, DocumentsResponse } from '../contracts/documents.js';
import { allDocuments, DOCUMENT_SECTIONS, documentLabel, documentListKey } from './rules.js';

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
