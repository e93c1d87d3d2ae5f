import type { FarmCase } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { MyCasesPage } from './my-cases-page';

const answered: FarmCase = {
  id: 12,
  number: 'H-000012',
  status: 'answered',
  reason: 'classification',
  text: 'Klassen virker for lav.',
  created_at: '2026-11-10T09:15:00+01:00',
  subject: {
    settlement_no: '4711',
    settlement_date: '2026-10-02',
    settlement_kind: 'posted',
    group_name: 'Lam og sau',
    animal: { individual_no: '12345', mark_no: '3001', description: 'Lam', classification: 'R+', fat_group: '3-', meat_percent: null, weight_g: 24_600, photos: ['p1'] },
    animals_in_group: null,
  },
  answer: 'Klassen er kontrollert på nytt og stemmer.',
  answered_at: '2026-11-12T13:00:00+01:00',
  history: [
    { status: 'received', at: '2026-11-10T09:15:00+01:00' },
    { status: 'answered', at: '2026-11-12T13:00:00+01:00' },
  ],
};
const received: FarmCase = {
  ...answered,
  id: 13,
  number: 'H-000013',
  status: 'received',
  reason: 'weight',
  text: 'Vektene er lave.',
  created_at: '2026-11-14T08:00:00+01:00',
  subject: { ...answered.subject!, group_name: 'Slaktegris', animal: null, animals_in_group: 12 },
  answer: null,
  answered_at: null,
  history: [{ status: 'received', at: '2026-11-14T08:00:00+01:00' }],
};

function serve(answer: () => Response) {
  return mockFetch((request) => (request.url.pathname === '/api/cases' ? answer() : jsonResponse(404, { code: 'NOT_FOUND', message: 'x' })));
}

describe("'Mine henvendelser'", () => {
  it('lists each question with its number, date, reason, animal, status and answer', async () => {
    serve(() => jsonResponse(200, { cases: [received, answered] }));
    renderWithApp(<MyCasesPage />);
    const list = await screen.findByRole('list', { name: 'Henvendelser' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Henvendelse nr H-000013' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Mottatt');
    expect(first).toHaveTextContent('Sendt14.11.2026');
    expect(first).toHaveTextContent('GjelderVekt');
    expect(first).toHaveTextContent('Gruppen Slaktegris (12 dyr) i avregning nr 4711 (02.10.2026)');
    expect(first).toHaveTextContent('Ikke besvart ennå.');

    expect(second).toHaveTextContent('Besvart');
    expect(second).toHaveTextContent('GjelderKlassifisering');
    expect(second).toHaveTextContent('Lam, individnr 12345 i avregning nr 4711 (02.10.2026)');
    expect(second).toHaveTextContent('Klasse R+, fettgruppe 3-, 24,6 kg');
    expect(second).toHaveTextContent('Klassen er kontrollert på nytt og stemmer.');
    expect(second).toHaveTextContent('Besvart 12.11.2026');
  });

  it('opens at the question the link names', async () => {
    serve(() => jsonResponse(200, { cases: [received, answered] }));
    renderWithApp(<MyCasesPage />, { route: '/henvendelser/12', path: '/henvendelser/:id' });
    const article = await screen.findByRole('article', { name: 'Henvendelse nr H-000012' });
    expect(article).toHaveAttribute('aria-current', 'true');
    expect(article).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Henvendelse nr H-000013' })).not.toHaveAttribute('aria-current');
  });

  it('says so when there are none', async () => {
    serve(() => jsonResponse(200, { cases: [] }));
    renderWithApp(<MyCasesPage />);
    expect(await screen.findByText('Du har ikke sendt noen henvendelser ennå.')).toBeInTheDocument();
  });

  it('says so when the list cannot be fetched, and fetches it again on request', async () => {
    let failures = 1;
    serve(() => (failures-- > 0 ? jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }) : jsonResponse(200, { cases: [answered] })));
    const { user } = renderWithApp(<MyCasesPage />);
    expect(await screen.findByText('Kunne ikke hente henvendelsene.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    expect(await screen.findByRole('article', { name: 'Henvendelse nr H-000012' })).toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    let release: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithApp(<MyCasesPage />);
    expect(screen.getByText('Laster henvendelsene...')).toBeInTheDocument();
    release(jsonResponse(200, { cases: [] }));
    expect(await screen.findByText('Du har ikke sendt noen henvendelser ennå.')).toBeInTheDocument();
  });
});
