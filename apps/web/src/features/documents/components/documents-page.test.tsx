import { documentLabel, documentListKey, formatDate, type DocumentItem, type DocumentKind, type DocumentsResponse } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setImpersonation } from '@/lib/impersonation';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { SeeingObserver } from '@/testing/seeing-observer';
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

/**
 * GET /api/documents/page as the server answers it: one kind, newest first, `limit` after the
 * cursor `before`, and `q` matching date (dd.MM.yyyy), number or title in any case.
 */
function answerPage(all: DocumentsResponse, params: URLSearchParams) {
  const kind = params.get('kind') as DocumentKind;
  const limit = Number(params.get('limit'));
  const q = params.get('q')?.toLowerCase();
  const cursor = (d: DocumentItem) => `${d.date}~${d.document_no}~${d.id}`;
  let items = all[documentListKey(kind)];
  if (q) items = items.filter((d) => `${formatDate(d.date)} / ${d.document_no} / ${d.title}`.toLowerCase().includes(q));
  const before = params.get('before');
  if (before) items = items.slice(items.findIndex((d) => cursor(d) === before) + 1);
  const page = items.slice(0, limit);
  return { documents: page, next_before: items.length > limit ? cursor(page[page.length - 1]!) : null };
}

function serve(answer: DocumentsResponse | 'error' = documents) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/documents/page') {
      return answer === 'error' ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, answerPage(answer, request.url.searchParams));
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
    // The server searches: the list shows its answer once the typing pauses.
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['02.03.2026 / F2026-10001-003 / 1 234,00 kr']));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
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

  describe('a farm with years of documents', () => {
    // 120 monthly invoices, newest 2026-11-04: more than two pages of 50.
    const many: DocumentsResponse = {
      invoices: Array.from({ length: 120 }, (_, i) => {
        const month = new Date(Date.UTC(2026, 10 - i, 4)).toISOString().slice(0, 10);
        return doc('invoice', month, `F-${String(1000 - i)}`, 100 + i);
      }),
      credit_notes: [],
      accountings: [],
      open_posts: [],
      withdrawals: [],
    };

    const cursorOf = (d: DocumentItem) => `${d.date}~${d.document_no}~${d.id}`;
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('asks only for the first page of each kind, and shows the newest', async () => {
      const { requests } = serve(many);
      renderWithApp(<DocumentsPage />, { route: '/documents' });
      const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
      expect(within(invoices).getByRole('combobox', { name: 'Velg faktura' })).toHaveValue('04.11.2026 / F-1000 / 100,00 kr');
      const pageRequests = requests.filter((r) => r.url.pathname === '/api/documents/page');
      expect(pageRequests.map((r) => r.url.searchParams.get('kind')).sort()).toEqual(['accounting', 'credit_note', 'invoice', 'open_post', 'withdrawal']);
      expect(pageRequests.every((r) => r.url.searchParams.get('limit') === '50' && !r.url.searchParams.has('before'))).toBe(true);
      expect(requests.some((r) => r.url.pathname === '/api/documents')).toBe(false);
    });

    it('loads the next page when the farmer reaches the end of the list', async () => {
      const { requests } = serve(many);
      const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
      const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
      // Before the list opens nothing is in view; from now on the end of the list is.
      vi.stubGlobal('IntersectionObserver', SeeingObserver);
      await user.click(within(invoices).getByRole('button', { name: /^Vis alle faktura/ }));
      await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(120));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.at(-1)).toHaveTextContent(documentLabel(many.invoices[119]!));
      const invoicePages = requests.filter((r) => r.url.pathname === '/api/documents/page' && r.url.searchParams.get('kind') === 'invoice');
      expect(invoicePages.map((r) => r.url.searchParams.get('before'))).toEqual([null, cursorOf(many.invoices[49]!), cursorOf(many.invoices[99]!)]);

      await user.click(options.at(-1)!);
      expect(within(invoices).getByText('219,00 kr')).toBeInTheDocument();
    });

    it('searches the whole history on the server: an old document not on the first page is found and chosen', async () => {
      const { requests } = serve(many);
      const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
      const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
      const combobox = within(invoices).getByRole('combobox', { name: 'Velg faktura' });
      // The 111th invoice: far beyond the first 50.
      const old = many.invoices[110]!;
      const oldDate = formatDate(old.date);
      await user.clear(combobox);
      await user.type(combobox, oldDate);
      await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([documentLabel(old)]));
      expect(requests.some((r) => r.url.searchParams.get('q') === oldDate && r.url.searchParams.get('kind') === 'invoice')).toBe(true);
      // The typing was debounced: not one search per key.
      expect(requests.filter((r) => r.url.searchParams.has('q')).length).toBeLessThan(oldDate.length);

      await user.keyboard('{ArrowDown}{Enter}');
      expect(combobox).toHaveValue(documentLabel(old));
      expect(within(invoices).getByText('210,00 kr')).toBeInTheDocument();
      expect(within(invoices).getByRole('link', { name: /^Last ned PDF/ })).toHaveAttribute('href', `/api/documents/download/dl-${old.document_no}`);

      // Escape after typing shows the choice again.
      await user.type(combobox, 'xyz');
      await user.keyboard('{Escape}');
      expect(combobox).toHaveValue(documentLabel(old));
    });

    it("says 'Ingen dokumenter passer søket' when the search finds nothing", async () => {
      serve(many);
      const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
      const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
      const combobox = within(invoices).getByRole('combobox', { name: 'Velg faktura' });
      await user.clear(combobox);
      await user.type(combobox, 'finnes ikke');
      expect(await within(screen.getByRole('listbox')).findByText('Ingen dokumenter passer søket')).toBeInTheDocument();
    });
  });
});
