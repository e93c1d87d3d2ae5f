import { CASES_PER_DAY_MESSAGE, ROLE_PERMISSIONS, type SettlementDetail } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME_QUERY_KEY } from '@/lib/me';
import { queryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { detail, postedList } from '../testing/settlement-data';
import { openGroup, visibleText } from '../testing/settlement-screen';
import { SettlementDetailView } from './settlement-detail';

const posted = detail(postedList[0]!);
const me = (permissions: readonly string[]) => ({ kind: 'farmer', name: 'Ola', acting_for: { supplier_no: '10001', fullname: 'Ola', role: 'farmer' }, permissions });

function serve({ create, permissions }: { create?: (request: RecordedRequest) => Response; permissions?: readonly string[] } = {}) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/me') return permissions ? jsonResponse(200, me(permissions)) : jsonResponse(404, { code: 'NOT_FOUND', message: 'x' });
    if (request.url.pathname === '/api/cases' && request.method === 'POST') return create ? create(request) : jsonResponse(201, { case: { id: 1234, number: 'H-001234', status: 'received' } });
    if (request.url.pathname.startsWith('/api/posted_slaughter_by_date/')) return jsonResponse(200, { posted_slaughter_by_date: posted });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'x' });
  });
}

function renderDetail(value: SettlementDetail = posted) {
  return renderWithApp(<SettlementDetailView kind="posted" detail={value} />);
}

describe("'Spør om dette dyret'", () => {
  it('sends the reason and text with the animal named, and gives the case number with a link to it', async () => {
    const { requests } = serve();
    const { user } = renderDetail();
    await openGroup(user, 'Lam og sau 2 dyr');
    // In the table it shows 'Spør', named in full.
    expect(visibleText(screen.getByRole('button', { name: 'Spør om dette dyret (individnr 12345)' }))).toBe('Spør');
    await user.click(screen.getByRole('button', { name: 'Spør om dette dyret (individnr 12345)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Spør om dette dyret' });
    const attached = within(dialog).getByRole('region', { name: 'Dette følger med spørsmålet' });
    expect(attached).toHaveTextContent('Avregningnr 4711, 02.10.2026');
    expect(attached).toHaveTextContent('Individnr12345');
    expect(attached).toHaveTextContent('KlasseR+');
    expect(attached).toHaveTextContent('Fettgruppe3-');

    // Nothing chosen or written: the press answers with what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Send spørsmålet' }));
    expect(within(dialog).getByText('Velg hva spørsmålet gjelder')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Spørsmålet ditt' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url.pathname === '/api/cases')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Klassifisering' }));
    expect(within(dialog).queryByText('Velg hva spørsmålet gjelder')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Spørsmålet ditt' }), 'Klassen virker for lav.');
    expect(within(dialog).getByText('23 av 1000 tegn')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Spørsmålet ditt' })).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Send spørsmålet' }));

    const receipt = await within(dialog).findByText('Henvendelse nr H-001234 er sendt');
    expect(receipt).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Se henvendelse nr H-001234' })).toHaveAttribute('href', '/henvendelser/1234');
    const sent = requests.filter((r) => r.url.pathname === '/api/cases');
    expect(sent.map((r) => r.json)).toEqual([{ reason: 'classification', text: 'Klassen virker for lav.', settlement_no: '4711', date: '2026-10-02', individual_no: '12345' }]);
  });

  it('asks about a whole group by its name', async () => {
    const { requests } = serve();
    const { user } = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Spør om gruppen Slaktegris' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spør om gruppen Slaktegris' });
    expect(within(dialog).getByRole('region', { name: 'Dette følger med spørsmålet' })).toHaveTextContent('Antall dyr2');
    await user.click(within(dialog).getByRole('radio', { name: 'Vekt' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Spørsmålet ditt' }), 'Vektene er lave.');
    await user.click(within(dialog).getByRole('button', { name: 'Send spørsmålet' }));
    await within(dialog).findByText('Henvendelse nr H-001234 er sendt');
    expect(requests.filter((r) => r.url.pathname === '/api/cases').map((r) => r.json)).toEqual([
      { reason: 'weight', text: 'Vektene er lave.', settlement_no: '4711', date: '2026-10-02', group_name: 'Slaktegris' },
    ]);
  });

  it('refuses a text over 1 000 characters before sending, and says the daily limit in words', async () => {
    const { requests } = serve({ create: () => jsonResponse(429, { code: 'TOO_MANY_REQUESTS', message: CASES_PER_DAY_MESSAGE }, { 'retry-after': '3600' }) });
    const { user } = renderDetail();
    await openGroup(user, 'Slaktegris 2 dyr');
    await user.click(screen.getByRole('button', { name: 'Spør om dette dyret (individnr 61001)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spør om dette dyret' });
    await user.click(within(dialog).getByRole('radio', { name: 'Annet' }));
    const text = within(dialog).getByRole('textbox', { name: 'Spørsmålet ditt' });
    await user.click(text);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1001 av 1000 tegn')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send spørsmålet' }));
    expect(within(dialog).getByText('Høyst 1000 tegn')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/cases')).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Hvorfor?');
    await user.click(within(dialog).getByRole('button', { name: 'Send spørsmålet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CASES_PER_DAY_MESSAGE);
  });

  it('says in words when the server cannot take the question', async () => {
    serve({ create: () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'Internal Server Error' }) });
    const { user } = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Spør om gruppen Slaktegris' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Pris' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Spørsmålet ditt' }), 'Prisen?');
    await user.click(within(dialog).getByRole('button', { name: 'Send spørsmålet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Spørsmålet ble ikke sendt. Prøv igjen om litt.');
  });

  it('shows on the animal that a question is open, with a link to it', async () => {
    serve();
    const withCase: SettlementDetail = {
      ...posted,
      slaughter_animals_by_group: posted.slaughter_animals_by_group.map((g) => ({ ...g, animals: g.animals.map((a) => (a.individual_no === '61002' ? { ...a, open_case: 77 } : a)) })),
    };
    const { user } = renderDetail(withCase);
    await openGroup(user, 'Slaktegris 2 dyr');
    expect(screen.getByRole('link', { name: 'Spørsmål sendt om individnr 61002' })).toHaveAttribute('href', '/henvendelser/77');
    expect(screen.queryByRole('link', { name: /om individnr 61001/ })).not.toBeInTheDocument();
  });

  it('asks about an animal without an individual number only through its group', async () => {
    serve();
    const unnumbered: SettlementDetail = {
      ...posted,
      slaughter_animals_by_group: posted.slaughter_animals_by_group.map((g) => ({ ...g, animals: g.animals.map((a) => (a.individual_no === '61002' ? { ...a, individual_no: '' } : a)) })),
    };
    const { user } = renderDetail(unnumbered);
    await openGroup(user, 'Slaktegris 2 dyr');
    expect(screen.getAllByRole('button', { name: /^Spør om dette dyret/ }).map((b) => b.textContent)).toEqual(['Spør om dette dyret (individnr 61001)']);
    expect(screen.getByRole('button', { name: 'Spør om gruppen Slaktegris' })).toBeInTheDocument();
  });

  it('offers no question to a role that may not ask (a vet)', async () => {
    serve({ permissions: ROLE_PERMISSIONS.vet });
    const { user } = renderDetail();
    await openGroup(user, 'Slaktegris 2 dyr');
    // Until /api/me answers, the farmer's buttons show (useCan); once it has, the vet's go.
    await waitFor(() => expect(queryClient.getQueryState(ME_QUERY_KEY)?.status).toBe('success'));
    expect(screen.queryAllByRole('button', { name: /Spør om/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Bilder \(3\) av individnr 61001/ })).toBeInTheDocument();
  });
});
