import type { DocumentItem, DocumentKind, DocumentsResponse } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setImpersonation } from '@/lib/impersonation';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { DocumentsPage } from './documents-page';

let nextId = 1;
function doc(kind: DocumentKind, date: string, documentNo: string, amount: number | null, overrides: Partial<DocumentItem> = {}): DocumentItem {
  const id = nextId++;
  return { id, kind, document_no: documentNo, date, amount, title: `Tittel ${documentNo}`, has_file: true, download_id: `dl-${documentNo}`, formatted: 'x', ...overrides };
}

const documents: DocumentsResponse = {
  invoices: [
    doc('invoice', '2026-11-04', 'F2026-10001-013', 59812.5, { title: 'Faktura livdyr storfe' }),
    doc('invoice', '2026-10-21', 'F2026-10001-012', 16707.21),
    doc('invoice', '2026-03-02', 'F2026-10001-003', 1234),
  ],
  credit_notes: [doc('credit_note', '2026-03-16', 'K2026-10001-001', 400)],
  accountings: [],
  open_posts: [doc('open_post', '2026-10-31', 'AP-10001-2026-10-31', null), doc('open_post', '2025-12-31', 'AS-10001-2025', null, { has_file: false })],
  withdrawals: [doc('withdrawal', '2026-09-30', 'KU-10001-2026-3', null)],
};

function serve(answer: DocumentsResponse | 'error' = documents) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/documents') {
      return answer === 'error' ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, answer);
    }
    if (request.url.pathname === '/api/markread/documents/notification' && request.method === 'POST') return jsonResponse(200, { ok: true });
    if (request.url.pathname === '/api/hasread/documents/notification') return jsonResponse(200, { timestamp: null });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const section = (heading: string) => screen.getByRole('region', { name: heading });

describe('documents page', () => {
  it("is titled 'Dokumenter' with the five sections in order", async () => {
    serve();
    renderWithApp(<DocumentsPage />, { route: '/documents' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeInTheDocument();
    expect(document.title).toBe('Dokumenter - Slakteweb');
    await screen.findByRole('region', { name: 'Bokførte faktura' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bokførte faktura',
      'Bokførte kreditnota',
      'Bokførte avregninger',
      'Åpne poster / årssammendrag',
      'Kontoutdrag / årssammendrag',
    ]);
  });

  it("labels the items 'dd.MM.yyyy / number / kr amount', date and number only without an amount", async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    const combobox = within(invoices).getByRole('combobox', { name: 'Velg faktura' });
    expect(combobox).toHaveValue('04.11.2026 / F2026-10001-013 / 59 812,50 kr');

    await user.click(within(invoices).getByRole('button', { name: /^Vis alle faktura/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '04.11.2026 / F2026-10001-013 / 59 812,50 kr',
      '21.10.2026 / F2026-10001-012 / 16 707,21 kr',
      '02.03.2026 / F2026-10001-003 / 1 234,00 kr',
    ]);
    await user.keyboard('{Escape}');

    expect(within(section('Åpne poster / årssammendrag')).getByRole('combobox')).toHaveValue('31.10.2026 / AP-10001-2026-10-31');
  });

  it('searches, picks a document and offers its PDF', async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    expect(within(invoices).getByText('Faktura livdyr storfe')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'Last ned PDF for F2026-10001-013' })).toHaveAttribute(
      'href',
      '/api/documents/download/dl-F2026-10001-013',
    );

    const combobox = within(invoices).getByRole('combobox', { name: 'Velg faktura' });
    await user.clear(combobox);
    await user.type(combobox, '003');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['02.03.2026 / F2026-10001-003 / 1 234,00 kr']);
    await user.click(options[0]!);

    expect(combobox).toHaveValue('02.03.2026 / F2026-10001-003 / 1 234,00 kr');
    expect(within(invoices).getByText('1 234,00 kr')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: /^Last ned PDF/ })).toHaveAttribute('href', '/api/documents/download/dl-F2026-10001-003');
  });

  it('shows a single document without a dropdown, and an empty section as empty', async () => {
    serve();
    renderWithApp(<DocumentsPage />, { route: '/documents' });
    const credit = await screen.findByRole('region', { name: 'Bokførte kreditnota' });
    expect(within(credit).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(credit).getByText('K2026-10001-001')).toBeInTheDocument();
    expect(within(credit).getByText('400,00 kr')).toBeInTheDocument();
    expect(within(section('Bokførte avregninger')).getByText('Ingen dokumenter.')).toBeInTheDocument();
    const statements = section('Kontoutdrag / årssammendrag');
    expect(within(statements).queryByText('Beløp')).not.toBeInTheDocument();
    expect(within(statements).getByRole('link', { name: /^Last ned PDF/ })).toBeInTheDocument();
  });

  it('says so when a document has no PDF', async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
    const posts = await screen.findByRole('region', { name: 'Åpne poster / årssammendrag' });
    await user.click(within(posts).getByRole('button', { name: /^Vis alle åpne poster og årssammendrag/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '31.12.2025 / AS-10001-2025' }));
    expect(within(posts).getByText('Det finnes ingen PDF for dette dokumentet.')).toBeInTheDocument();
    expect(within(posts).queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds impersonateUsername to the PDF link while impersonating', async () => {
    setImpersonation('10001');
    serve();
    renderWithApp(<DocumentsPage />, { route: '/documents' });
    const credit = await screen.findByRole('region', { name: 'Bokførte kreditnota' });
    expect(within(credit).getByRole('link', { name: /^Last ned PDF/ })).toHaveAttribute(
      'href',
      '/api/documents/download/dl-K2026-10001-001?impersonateUsername=10001',
    );
  });

  it('marks the documents read once they are shown', async () => {
    const { requests } = serve();
    renderWithApp(<DocumentsPage />, { route: '/documents' });
    await screen.findByRole('region', { name: 'Bokførte faktura' });
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/markread/documents/notification')).toHaveLength(1),
    );
  });

  it("shows 'Kunne ikke laste inn dokumenter.' and marks nothing read when loading fails", async () => {
    const { requests } = serve('error');
    renderWithApp(<DocumentsPage />, { route: '/documents' });
    expect(await screen.findByText('Kunne ikke laste inn dokumenter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/markread'))).toBe(false);
  });
});
