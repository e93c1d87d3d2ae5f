import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { detail, postedList, serveSettlements } from '../testing/settlement-data';
import { openGroup, renderPosted } from '../testing/settlement-screen';
import { WhatIfWeight } from './what-if-weight';

const sheep = detail(postedList[0]!).slaughter_animals_by_group[1]!;
const answer = { animals: 1, unpriced: 1, amount_kr: 1865.72, moved_amount_kr: 2044.32, difference_kr: 178.6, lists: [{ category: 'Lam', year: 2026, week: 38 }] };

function serve(respond: () => Response = () => jsonResponse(200, answer)) {
  return mockFetch((request) => (request.url.pathname === '/api/price_what_if' && request.method === 'POST' ? respond() : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' })));
}

describe('Hva om dyrene hadde veid …', () => {
  it('moves every weight of the group by the kilos typed and says the difference by the week’s list', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<WhatIfWeight group={sheep} settlementDate="2026-10-02" />);
    const field = screen.getByLabelText('Kg mer (eller mindre) per dyr');
    expect(field).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Regn ut for Lam og sau' }));
    expect(await screen.findByText(/Med 2 kg mer per dyr/)).toHaveTextContent(
      'Med 2 kg mer per dyr hadde 1 dyr gitt 178,60 kr mer: 2 044,32 kr i stedet for 1 865,72 kr etter prislisten. 1 dyr uten prisliste er ikke regnet med.',
    );
    // The settlement of 2 October 2026 is in week 40; each animal as it was measured.
    expect(requests[0]!.json).toEqual({
      kind: 'sheep',
      year: 2026,
      week: 40,
      weight_change_kg: 2,
      animals: [
        { category: 'Lam', weight_kg: 22.4, class: 'R+', fat_group: '3-' },
        { category: 'Sau', weight_kg: 31.25, class: 'O', fat_group: '2' },
      ],
    });
  });

  it('says what is wrong with the change at the field, without asking the server', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<WhatIfWeight group={sheep} settlementDate="2026-10-02" />);
    const field = screen.getByLabelText('Kg mer (eller mindre) per dyr');
    await user.clear(field);
    await user.type(field, 'to');
    await user.click(screen.getByRole('button', { name: 'Regn ut for Lam og sau' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('F.eks. 2, eller −1,5 for mindre Skriv et tall, f.eks. 2 eller −1,5');
    expect(field).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('shows the server’s 422 at the field, and a failure as an error', async () => {
    let status = 422;
    serve(() => jsonResponse(status, { code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { weight_change_kg: 'Vekten blir 0 kg eller mindre for noen av dyrene' } }));
    const { user } = renderWithApp(<WhatIfWeight group={sheep} settlementDate="2026-10-02" />);
    const field = screen.getByLabelText('Kg mer (eller mindre) per dyr');
    await user.clear(field);
    await user.type(field, '-30');
    await user.click(screen.getByRole('button', { name: 'Regn ut for Lam og sau' }));
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(/Vekten blir 0 kg eller mindre for noen av dyrene/);
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Regn ut for Lam og sau' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke regne ut prisen. Prøv igjen.');
  });

  it('is offered on a posted group whose prices are explained, not on one without', async () => {
    serveSettlements();
    const { user } = await renderPosted();
    await openGroup(user, 'Lam og sau 2 dyr');
    expect(screen.getByRole('region', { name: 'Hva om dyrene hadde veid …' })).toBeInTheDocument();
    await openGroup(user, 'Slaktegris 2 dyr');
    expect(screen.getAllByRole('region', { name: 'Hva om dyrene hadde veid …' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Hva om dyrene hadde veid …' })).getByRole('button', { name: 'Regn ut for Lam og sau' })).toBeInTheDocument();
  });
});
