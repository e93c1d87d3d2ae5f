import type { DocumentItem, DocumentKind, DocumentsResponse } from '@slakteweb/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    doc('invoice', '2025-05-02', 'F2025-10001-004', 1234),
  ],
  credit_notes: [doc('credit_note', '2025-03-16', 'K2025-10001-001', 400)],
  accountings: [],
  open_posts: [doc('open_post', '2026-10-31', 'AP-10001-2026-10-31', null, { title: 'Åpne poster per 31.10.2026' }), doc('open_post', '2025-12-31', 'AS-10001-2025', null, { has_file: false })],
  withdrawals: [doc('withdrawal', '2026-09-30', 'KU-10001-2026-3', null, { title: 'Kontoutdrag 3. kvartal 2026' })],
};

const PAGE_ANSWER = { documents: [], next_before: null };

/** The server: the whole list (the archive), empty pages (the overview), the read marker. */
function serve(answer: DocumentsResponse | 'error' | Promise<Response> = documents) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/documents') {
      if (answer === 'error') return jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' });
      return answer instanceof Promise ? answer : jsonResponse(200, answer);
    }
    if (request.url.pathname === '/api/documents/page') return jsonResponse(200, PAGE_ANSWER);
    if (request.url.pathname === '/api/markread/documents/notification') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const ARCHIVE = '/documents?visning=arkiv';
const region = (name: string) => screen.getByRole('region', { name });
const rows = (section: HTMLElement) => within(section).queryAllByRole('listitem');
const zipLink = () => screen.getByRole('link', { name: /^Last ned valgte/ });

describe('the documents archive', () => {
  it("opens from the page's view switch, and only then asks for the whole list", async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: '/documents' });
    const overview = screen.getByRole('button', { name: 'Søk og velg' });
    expect(overview).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('region', { name: 'Bokførte faktura' });
    expect(requests.some((r) => r.url.pathname === '/api/documents')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Dokumentarkiv' }));
    expect(screen.getByTestId('location')).toHaveTextContent(ARCHIVE);
    expect(screen.getByRole('button', { name: 'Dokumentarkiv' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bokførte faktura',
      'Bokførte kreditnota',
      'Bokførte avregninger',
      'Åpne poster / årssammendrag',
      'Kontoutdrag / årssammendrag',
    ]));
    expect(requests.filter((r) => r.url.pathname === '/api/documents')).toHaveLength(1);

    await user.click(overview);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/documents$/);
  });

  it('shows each section a year at a time, newest year first, starting at the newest year it has', async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    const year = within(invoices).getByRole('combobox', { name: 'År' });
    expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2025']);
    expect(year).toHaveValue('2026');
    expect(rows(invoices)).toHaveLength(2);
    // The credit notes have none in 2026: they start at 2025.
    expect(within(region('Bokførte kreditnota')).getByRole('combobox', { name: 'År' })).toHaveValue('2025');

    await user.selectOptions(year, '2025');
    expect(rows(invoices)).toHaveLength(1);
    expect(rows(invoices)[0]).toHaveTextContent('F2025-10001-004');
    expect(within(invoices).getByRole('list', { name: 'Bokførte faktura 2025' })).toBeInTheDocument();

    const accountings = region('Bokførte avregninger');
    expect(within(accountings).getByText('Ingen dokumenter.')).toBeInTheDocument();
    expect(within(accountings).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says what each document is, with its date, number, amount in kr and its own PDF', async () => {
    serve();
    renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    const [first] = rows(invoices);
    expect(within(first!).getByText('Faktura F2026-10001-013')).toBeInTheDocument();
    expect(within(first!).getByText('Faktura livdyr storfe')).toBeInTheDocument();
    expect(within(first!).getByText('04.11.2026')).toBeInTheDocument();
    expect(within(first!).getByText('59 812,50 kr')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'PDF for F2026-10001-013' })).toHaveAttribute('href', '/api/documents/download/dl-F2026-10001-013');
    // The box is named by the document and described by what it is.
    expect(within(first!).getByRole('checkbox', { name: 'Velg F2026-10001-013' })).toHaveAccessibleDescription('Faktura F2026-10001-013 Faktura livdyr storfe');

    const statements = region('Kontoutdrag / årssammendrag');
    expect(within(statements).getByText('Kontoutdrag KU-10001-2026-3')).toBeInTheDocument();
    expect(within(statements).queryByText(/kr$/)).not.toBeInTheDocument();
  });

  it('offers no box for a document without a PDF, and says so', async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    const posts = await screen.findByRole('region', { name: 'Åpne poster / årssammendrag' });
    await user.selectOptions(within(posts).getByRole('combobox', { name: 'År' }), '2025');
    const [summary] = rows(posts);
    expect(within(summary!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(summary!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(summary!).getByText('Ingen PDF')).toBeInTheDocument();
  });

  it("downloads the chosen documents of any section and year as one zip from 'Last ned valgte (N)'", async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    expect(zipLink()).toHaveAccessibleName('Last ned valgte (0)');

    await user.click(within(invoices).getByRole('checkbox', { name: 'Velg F2026-10001-013' }));
    await user.selectOptions(within(invoices).getByRole('combobox', { name: 'År' }), '2025');
    await user.click(within(invoices).getByRole('checkbox', { name: 'Velg F2025-10001-004' }));
    // The keyboard chooses too.
    within(region('Kontoutdrag / årssammendrag')).getByRole('checkbox', { name: 'Velg KU-10001-2026-3' }).focus();
    await user.keyboard(' ');

    expect(zipLink()).toHaveAccessibleName('Last ned valgte (3)');
    expect(zipLink()).toHaveAttribute('href', '/api/documents/download-zip?ids=dl-F2026-10001-013%2Cdl-F2025-10001-004%2Cdl-KU-10001-2026-3');
    expect(zipLink()).toHaveAttribute('download');
    // A chosen download goes ahead (the browser follows the link).
    expect(fireEvent.click(zipLink())).toBe(true);
    expect(screen.queryByText('Velg minst ett dokument')).not.toBeInTheDocument();

    // Back to 2026: the choice held across years.
    await user.selectOptions(within(invoices).getByRole('combobox', { name: 'År' }), '2026');
    const chosen = within(invoices).getByRole('checkbox', { name: 'Velg F2026-10001-013' });
    expect(chosen).toBeChecked();
    await user.click(chosen);
    expect(zipLink()).toHaveAccessibleName('Last ned valgte (2)');
  });

  it('chooses all of a section’s year at once', async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    const all = within(invoices).getByRole('checkbox', { name: 'Velg alle fra 2026' });
    await user.click(all);
    expect(within(invoices).getAllByRole('checkbox', { name: /^Velg F/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(zipLink()).toHaveAccessibleName('Last ned valgte (2)');
    await user.click(all);
    expect(zipLink()).toHaveAccessibleName('Last ned valgte (0)');
  });

  it("answers a press with nothing chosen: 'Velg minst ett dokument', and no download", async () => {
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    await screen.findByRole('region', { name: 'Bokførte faktura' });
    // Not disabled: it can be reached and pressed, and it answers.
    expect(zipLink()).not.toHaveAttribute('aria-disabled');
    expect(fireEvent.click(zipLink())).toBe(false);
    expect(screen.getByText('Velg minst ett dokument')).toHaveAttribute('role', 'status');
    expect(zipLink()).toHaveAccessibleDescription('Velg minst ett dokument');

    // Choosing clears the message.
    await user.click(screen.getByRole('checkbox', { name: 'Velg F2026-10001-013' }));
    expect(screen.queryByText('Velg minst ett dokument')).not.toBeInTheDocument();
  });

  it('answers a press with more than 50 chosen with the limit, and no download', async () => {
    const many: DocumentsResponse = {
      ...documents,
      invoices: Array.from({ length: 51 }, (_, i) => doc('invoice', `2026-${String(1 + (i % 12)).padStart(2, '0')}-01`, `F-${i}`, 100)),
    };
    serve(many);
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    const invoices = await screen.findByRole('region', { name: 'Bokførte faktura' });
    await user.click(within(invoices).getByRole('checkbox', { name: 'Velg alle fra 2026' }));
    expect(zipLink()).toHaveAccessibleName('Last ned valgte (51)');
    expect(fireEvent.click(zipLink())).toBe(false);
    expect(zipLink()).toHaveAccessibleDescription('Du kan laste ned høyst 50 dokumenter om gangen');
  });

  it('adds impersonateUsername to the zip link while impersonating', async () => {
    setImpersonation('10001');
    serve();
    const { user } = renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    await user.click(await screen.findByRole('checkbox', { name: 'Velg K2025-10001-001' }));
    expect(zipLink()).toHaveAttribute('href', '/api/documents/download-zip?ids=dl-K2025-10001-001&impersonateUsername=10001');
  });

  it('says it is loading, then marks the documents read once shown', async () => {
    let answer!: (response: Response) => void;
    const { requests } = serve(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    expect(await screen.findByText('Laster dokumenter ...')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/markread/documents/notification')).toBe(false);
    answer(jsonResponse(200, documents));
    await screen.findByRole('region', { name: 'Bokførte faktura' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/markread/documents/notification')).toHaveLength(1));
  });

  it("shows 'Kunne ikke laste inn dokumenter.' with 'Prøv på nytt' when loading fails, and marks nothing read", async () => {
    const { requests } = serve('error');
    renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    expect(await screen.findByText('Kunne ikke laste inn dokumenter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/markread'))).toBe(false);
  });

  it('shows an empty farm as empty, the zip button still answering', async () => {
    serve({ invoices: [], credit_notes: [], accountings: [], open_posts: [], withdrawals: [] });
    renderWithApp(<DocumentsPage />, { route: ARCHIVE });
    await screen.findByRole('region', { name: 'Bokførte faktura' });
    expect(screen.getAllByText('Ingen dokumenter.')).toHaveLength(5);
    expect(fireEvent.click(zipLink())).toBe(false);
    expect(zipLink()).toHaveAccessibleDescription('Velg minst ett dokument');
  });
});
