import type { GridCompliance } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { GridComplianceSection } from './grid-compliance-section';

const share = (animals: number, best: number) => ({ animals, best, percent: animals ? Math.round((best * 1000) / animals) / 10 : null });
const grid: GridCompliance = {
  period: { from: '2026-01-01', to: '2026-12-31' },
  farm: { animals: 100, weight_band: share(100, 72), class: share(100, 40), fat_group: share(100, 91), meat_percent: share(0, 0) },
  slaughterhouse: { animals: 5000, weight_band: share(5000, 3200), class: share(5000, 2100), fat_group: share(5000, 4600), meat_percent: share(0, 0), suppliers: 412 },
  minimum_suppliers: 5,
  deductions: [
    { code: 'weight_band', label: 'Vekt', kr: -1860, animals: 12 },
    { code: 'fat_group', label: 'Fettgruppe', kr: -240.5, animals: 3 },
  ],
  deductions_kr: -2100.5,
  settlements: [
    { date: '2026-10-07', settlement_no: '100010129', animals: 40, deductions_kr: -2100.5, deductions: [{ code: 'weight_band', label: 'Vekt', kr: -1860, animals: 12 }, { code: 'fat_group', label: 'Fettgruppe', kr: -240.5, animals: 3 }] },
    { date: '2026-09-01', settlement_no: '100010100', animals: 60, deductions_kr: 0, deductions: [] },
  ],
};

function serve(answer: (frame: string) => Response) {
  return mockFetch((request) => {
    const match = /^\/api\/grid_compliance\/([\w-]+)\/(\w+)$/.exec(request.url.pathname);
    return match ? answer(match[1]!) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('Treff på prisgrid', () => {
  it('says the farm’s shares beside the slaughterhouse’s, and what the deductions cost by reason and settlement', async () => {
    const { requests } = serve(() => jsonResponse(200, { grid_compliance: grid }));
    renderWithApp(<GridComplianceSection kind="sheep" />);
    expect(await screen.findByText('Uten trekk for vekt: 72 % av lammene og sauene (slakteriet: 64 %)')).toBeInTheDocument();
    expect(screen.getByText('Uten trekk for klasse: 40 % av lammene og sauene (slakteriet: 42 %)')).toBeInTheDocument();
    expect(screen.getByText('Uten trekk for fettgruppe: 91 % av lammene og sauene (slakteriet: 92 %)')).toBeInTheDocument();
    // Sheep have no meat percent: no sentence for it.
    expect(screen.queryByText(/kjøttprosent/)).not.toBeInTheDocument();
    expect(screen.getByText('Trekk i alt: −2 100,50 kr')).toBeInTheDocument();
    expect(screen.getByText('Vekt: −1 860,00 kr for 12 dyr')).toBeInTheDocument();
    expect(screen.getByText('Fettgruppe: −240,50 kr for 3 dyr')).toBeInTheDocument();
    // Per settlement, only those with deductions.
    expect(screen.getByText('07.10.2026 / 100010129: −2 100,50 kr (Vekt: −1 860,00 kr, Fettgruppe: −240,50 kr)')).toBeInTheDocument();
    expect(screen.queryByText(/100010100/)).not.toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/grid_compliance/this-year/sheep']);
  });

  it('asks again for another period, and says when the slaughterhouse has too few suppliers to be shown', async () => {
    const { requests } = serve((frame) => jsonResponse(200, { grid_compliance: frame === 'last-year' ? { ...grid, slaughterhouse: null } : grid }));
    const { user } = renderWithApp(<GridComplianceSection kind="sheep" />);
    await screen.findByText(/Uten trekk for vekt/);
    const period = screen.getByRole('combobox', { name: 'Periode' });
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['I år', 'I fjor', 'Hele perioden', 'Siste fire kvartal']);
    await user.selectOptions(period, 'I fjor');
    expect(await screen.findByText('Uten trekk for vekt: 72 % av lammene og sauene')).toBeInTheDocument();
    expect(screen.getByText('Slakteriets tall vises når minst 5 produsenter har levert i perioden.')).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/grid_compliance/this-year/sheep', '/api/grid_compliance/last-year/sheep']);
  });

  it('says so when no animal in the period was priced by a list, or there were no deductions', async () => {
    serve((frame) =>
      jsonResponse(200, {
        grid_compliance:
          frame === 'this-year'
            ? { ...grid, farm: { ...grid.farm, animals: 0, weight_band: share(0, 0), class: share(0, 0), fat_group: share(0, 0) }, deductions: [], deductions_kr: 0, settlements: [] }
            : { ...grid, deductions: [], deductions_kr: 0, settlements: [] },
      }),
    );
    const { user } = renderWithApp(<GridComplianceSection kind="sheep" />);
    expect(await screen.findByText('Ingen av dyrene i perioden er priset etter en prisliste.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Periode'), 'Hele perioden');
    expect(await screen.findByText('Ingen trekk i perioden.')).toBeInTheDocument();
  });

  it('shows loading, then an error with a way to try again', async () => {
    let fail = true;
    serve(() => (fail ? jsonResponse(500, { code: 'INTERNAL', message: 'Feil' }) : jsonResponse(200, { grid_compliance: grid })));
    const { user } = renderWithApp(<GridComplianceSection kind="sheep" />);
    expect(screen.getByText('Laster treff på prisgrid...')).toBeInTheDocument();
    expect(await screen.findByText('Kunne ikke hente treff på prisgrid.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    expect(await screen.findByText(/Uten trekk for vekt: 72 % av lammene og sauene/)).toBeInTheDocument();
  });

  it('answers a role that may not see prices in the server’s words, with nothing to try again', async () => {
    serve(() => jsonResponse(403, { code: 'NOT_ALLOWED_FOR_ROLE', message: 'Du har ikke tilgang til priser.' }));
    renderWithApp(<GridComplianceSection kind="sheep" />);
    expect(await screen.findByText('Du har ikke tilgang til priser.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv på nytt' })).not.toBeInTheDocument();
  });
});
