import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { lamb, pig, sow } from '../testing/price-data';
import { PriceCalculator } from './price-calculator';

const answer = {
  kr_per_kg: 71,
  amount_kr: 1375,
  lines: [
    { code: 'base', label: 'Notering: 70,00 kr/kg', kr_per_kg: 70 },
    { code: 'class', label: 'Klasse U: +3,00 kr/kg', kr_per_kg: 3 },
    { code: 'fat_group', label: 'Fettgruppe 4: −2,00 kr/kg', kr_per_kg: -2 },
    { code: 'transport', label: 'Frakt: −45,00 kr', kr: -45 },
  ],
  list_year: 2026,
  list_week: 36,
};

function serve(respond: () => Response = () => jsonResponse(200, answer)) {
  return mockFetch((request) => (request.url.pathname === '/api/price_calculator' && request.method === 'POST' ? respond() : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' })));
}

function renderCalculator() {
  return renderWithApp(<PriceCalculator lists={[pig, sow, lamb]} thisWeek={{ year: 2026, week: 38 }} />);
}

describe('Hva får jeg?', () => {
  it('answers a lamb’s price per kg and amount by this week’s list, with the lines', async () => {
    const { requests } = serve();
    const { user } = renderCalculator();
    await user.selectOptions(screen.getByLabelText('Dyreslag'), 'Sau');
    expect(screen.getByLabelText('Kategori')).toHaveDisplayValue('Lam');
    expect(screen.queryByLabelText('Kjøttprosent')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Slaktevekt (kg)'), '20');
    await user.selectOptions(screen.getByLabelText('Klasse'), 'U');
    await user.selectOptions(screen.getByLabelText('Fettgruppe'), '4');
    expect(screen.getByLabelText('Uke')).toHaveValue('38');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));

    expect(await screen.findByText('Lam, 20 kg i uke 38 2026: 71,00 kr/kg, 1 375,00 kr per dyr')).toBeInTheDocument();
    expect(screen.getByText('Etter prislisten som gjelder fra uke 36 2026.')).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Slik regnes prisen ut' });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual(answer.lines.map((l) => l.label));
    expect(lines).toHaveTextContent('Pris: 71,00 kr/kg. Beløp: 1 375,00 kr.');
    expect(requests.map((r) => r.json)).toEqual([{ kind: 'sheep', category: 'Lam', weight_kg: 20, class: 'U', fat_group: '4', year: 2026, week: 38 }]);
  });

  it('sends a pig’s meat percent, written with a comma', async () => {
    const { requests } = serve();
    const { user } = renderCalculator();
    await user.type(screen.getByLabelText('Slaktevekt (kg)'), '91,5');
    await user.type(screen.getByLabelText('Kjøttprosent'), '61,4');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));
    await screen.findByText(/Slaktegris, 91,5 kg i uke 38 2026/);
    expect(requests[0]!.json).toEqual({ kind: 'pigs', category: 'Slaktegris', weight_kg: 91.5, meat_percent: 61.4, year: 2026, week: 38 });
  });

  it('says what is missing at each field, marks it invalid and moves focus to the first, without asking the server', async () => {
    const { requests } = serve();
    const { user } = renderCalculator();
    await user.clear(screen.getByLabelText('Uke'));
    await user.type(screen.getByLabelText('Uke'), '54');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));

    const weight = screen.getByLabelText('Slaktevekt (kg)');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription('Skriv vekten i kg');
    expect(weight).toHaveFocus();
    expect(screen.getByLabelText('Kjøttprosent')).toHaveAccessibleDescription('Skriv kjøttprosenten');
    expect(screen.getByLabelText('Uke')).toHaveAccessibleDescription('Ugyldig uke');
    const summary = screen.getByRole('region', { name: 'Rett opp dette før du regner ut:' });
    expect(within(summary).getAllByRole('button').map((b) => b.textContent)).toEqual(['Slaktevekt (kg): Skriv vekten i kg', 'Kjøttprosent: Skriv kjøttprosenten', 'Uke: Ugyldig uke']);
    expect(requests).toEqual([]);

    await user.type(weight, 'tjue');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));
    expect(weight).toHaveAccessibleDescription('Skriv vekten som et tall, f.eks. 21,5');
  });

  it('asks for the class and fat group where the list prices by them', async () => {
    serve();
    const { user } = renderCalculator();
    await user.selectOptions(screen.getByLabelText('Dyreslag'), 'Sau');
    await user.type(screen.getByLabelText('Slaktevekt (kg)'), '19');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));
    expect(screen.getByLabelText('Klasse')).toHaveAccessibleDescription('Velg klasse');
    expect(screen.getByLabelText('Klasse')).toHaveFocus();
    expect(screen.getByLabelText('Fettgruppe')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s 422 at the field it names', async () => {
    serve(() => jsonResponse(422, { code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { weight_kg: 'Vekten er for stor' } }));
    const { user } = renderCalculator();
    await user.type(screen.getByLabelText('Slaktevekt (kg)'), '90');
    await user.type(screen.getByLabelText('Kjøttprosent'), '60');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));
    const weight = screen.getByLabelText('Slaktevekt (kg)');
    await expect.poll(() => weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight).toHaveAccessibleDescription('Vekten er for stor');
    expect(weight).toHaveFocus();
  });

  it('says so when there is no list that week, and when the server cannot answer', async () => {
    let status = 404;
    serve(() => jsonResponse(status, { code: 'NOT_FOUND', message: 'Ingen prisliste for Slaktegris i uke 2 2020' }));
    const { user } = renderCalculator();
    await user.type(screen.getByLabelText('Slaktevekt (kg)'), '90');
    await user.type(screen.getByLabelText('Kjøttprosent'), '60');
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingen prisliste for Slaktegris i uke 2 2020');
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Regn ut' }));
    expect(await screen.findByText('Kunne ikke regne ut prisen. Prøv igjen.')).toBeInTheDocument();
  });
});
