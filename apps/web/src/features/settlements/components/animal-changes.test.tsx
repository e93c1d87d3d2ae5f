import type { SettlementDetail } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { detail, postedList } from '../testing/settlement-data';
import { openGroup } from '../testing/settlement-screen';
import { SettlementDetailView } from './settlement-detail';

const at = '2026-11-12T10:00:00+01:00';
const posted = detail(postedList[0]!);
const changed: SettlementDetail = {
  ...posted,
  slaughter_animals_by_group: posted.slaughter_animals_by_group.map((g) => ({
    ...g,
    animals: g.animals.map((a) =>
      a.individual_no === '12345'
        ? {
            ...a,
            changes: [
              { at, field: 'classification', from: 'R', to: 'R+' },
              { at, field: 'price_kr_per_kg', from: 91.2, to: 89.5 },
            ],
          }
        : a,
    ),
  })),
};

describe('an animal the cooperative changed after the settlement arrived', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says on its row what changed and when', async () => {
    mockFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'x' }));
    const { user } = renderWithApp(<SettlementDetailView kind="posted" detail={changed} />);
    await openGroup(user, 'Lam og sau 2 dyr');
    const table = screen.getByRole('table', { name: 'Dyr i gruppen Lam og sau' });
    expect(within(table).getByText('Endret 12.11.2026: klasse R → R+, pris 91,20 → 89,50 kr/kg')).toBeInTheDocument();
    expect(within(table).getAllByText(/^Endret /)).toHaveLength(1);
  });

  it('says it in the animal’s card on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    mockFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'x' }));
    const { user } = renderWithApp(<SettlementDetailView kind="posted" detail={changed} />);
    await openGroup(user, 'Lam og sau 2 dyr');
    const cards = screen.getByRole('list', { name: 'Dyr i gruppen Lam og sau' });
    const [lamb, ewe] = within(cards)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === cards);
    expect(within(lamb!).getByRole('list', { name: 'Endringer for individnr 12345' })).toBeInTheDocument();
    expect(lamb).toHaveTextContent('Endret 12.11.2026: klasse R → R+, pris 91,20 → 89,50 kr/kg');
    expect(ewe).not.toHaveTextContent('Endret');
  });
});
