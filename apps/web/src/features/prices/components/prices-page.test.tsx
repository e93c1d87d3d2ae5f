import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { lamb, pathWeeks, pig, sow } from '../testing/price-data';
import { PricesPage } from './prices-page';

// What the chart is asked to draw, without a canvas (jsdom has none): a named image and its data.
const chartProps = vi.hoisted(() => [] as { title: string; data: { label: string; value: number }[] }[]);
vi.mock('@/components/charts/bar-chart', () => ({
  BarChart: (props: { title: string; data: { label: string; value: number }[] }) => {
    chartProps.push(props);
    return <figure role="img" aria-label={props.title} />;
  },
}));

/** What the mock server adds to the notering for the choice asked for: U +3, fat group 4 −2, 0,18 a meat-percent point over 60. */
function choiceKr(query: URLSearchParams): number {
  const meat = query.get('meat_percent');
  return (query.get('class') === 'U' ? 3 : 0) + (query.get('fat_group') === '4' ? -2 : 0) + (meat === null ? 0 : (Number(meat) - 60) * 0.18);
}

function serve(lists: unknown = { price_lists: [pig, sow, lamb] }, path?: (url: URL) => Response) {
  return mockFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/price_lists') return jsonResponse(200, lists);
    const match = /^\/api\/price_path\/(\w+)\/(.+)$/.exec(pathname);
    if (match) {
      if (path) return path(request.url);
      const category = decodeURIComponent(match[2]!);
      return jsonResponse(200, pathWeeks(match[1]!, category, searchParams.get('from')!, searchParams.get('to')!, (w) => 70 + w / 10, (w) => 70 + w / 10 + choiceKr(searchParams)));
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('Priser', () => {
  beforeEach(() => {
    // Wednesday of week 38 2026.
    vi.useFakeTimers({ now: new Date('2026-09-16T12:00:00+02:00'), toFake: ['Date'] });
    chartProps.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is loading, then shows the first kind’s list in plain Norwegian', async () => {
    serve();
    renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    expect(screen.getByText('Laster prislistene...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Prisliste for Slaktegris' })).toBeInTheDocument();
    expect(screen.getByText('Prislistene som gjelder i uke 38 2026 for dyreslagene dine.')).toBeInTheDocument();
    expect(screen.getByText(/Notering:/)).toHaveTextContent('Notering: 25,60 kr/kg');
    expect(screen.getByText(/Kjøttprosent: grunnlaget er 60,0 %/)).toHaveTextContent(
      'Kjøttprosent: grunnlaget er 60,0 %. Hvert prosentpoeng over gir 0,18 kr/kg mer, og hvert under like mye mindre. Det regnes mellom 55,0 og 66,0 %.',
    );
    const bands = screen.getByRole('table', { name: 'Tillegg og trekk for vekt' });
    expect(within(bands).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Vekt under 78,0 kg−1,20', 'Vekt fra 102,1 kg−1,20']);
    expect(screen.queryByRole('table', { name: 'Tillegg og trekk per klasse' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kategori')).toHaveDisplayValue('Slaktegris');
  });

  it('shows a sheep list’s classes, fat groups, items and deductions, and the chosen class and fat group’s price this week', async () => {
    serve();
    const { user } = renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    await user.selectOptions(await screen.findByLabelText('Dyreslag'), 'Sau');
    expect(screen.getByRole('heading', { name: 'Prisliste for Lam' })).toBeInTheDocument();
    expect(screen.getByText('Gjelder fra uke 36 2026.')).toBeInTheDocument();
    const classes = screen.getByRole('table', { name: 'Tillegg og trekk per klasse' });
    expect(within(classes).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['O−1,50', 'R0,00', 'U+3,00']);
    const fats = screen.getByRole('table', { name: 'Tillegg og trekk per fettgruppe' });
    expect(within(fats).getByRole('row', { name: /^4/ })).toHaveTextContent('−2,00');
    expect(within(screen.getByRole('table', { name: 'Tillegg og trekk per dyr' })).getByRole('row', { name: /Frakt/ })).toHaveTextContent('FraktAlle dyr−45,00');
    expect(within(screen.getByRole('table', { name: 'Trekk i prosent av prisen' })).getByRole('row', { name: /KSL/ })).toHaveTextContent(
      'KSL ikke godkjentNår gården ikke er KSL-godkjent2,5 %',
    );

    // This week's price for the middle of the scale, as the server reckoned it from the week's list.
    expect(await screen.findByText('Lam, klasse R, fettgruppe 3: 73,80 kr/kg i uke 38')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Klasse'), 'U');
    await user.selectOptions(screen.getByLabelText('Fettgruppe'), '4');
    expect(await screen.findByText('Lam, klasse U, fettgruppe 4: 74,80 kr/kg i uke 38')).toBeInTheDocument();
  });

  it('draws and tabulates the price per week of the chosen class and fat group, asked of the server in one call each', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    await user.selectOptions(await screen.findByLabelText('Dyreslag'), 'Sau');
    expect(await screen.findByRole('img', { name: 'Lam, klasse R, fettgruppe 3 (kr/kg)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Klasse'), 'U');
    await user.selectOptions(screen.getByLabelText('Fettgruppe'), '4');
    expect(await screen.findByRole('img', { name: 'Lam, klasse U, fettgruppe 4 (kr/kg)' })).toBeInTheDocument();
    const asked = requests.filter((r) => r.url.pathname === '/api/price_path/sheep/Lam').map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked.at(-1)).toEqual({ from: '2026-W26', to: '2026-W42', class: 'U', fat_group: '4' });
    // The chart draws the class's price, not the notering: 70 + 38/10 + 3 − 2.
    await waitFor(() => expect(chartProps.at(-1)!.data.find((d) => d.label === 'Uke 38')).toEqual({ label: 'Uke 38', value: 74.8 }));

    await user.click(screen.getByRole('button', { name: 'Tabell' }));
    const table = screen.getByRole('table', { name: 'Pris per uke for Lam, klasse U, fettgruppe 4' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Uke', 'Notering kr/kg', 'Pris kr/kg']);
    expect(within(table).getByRole('row', { name: /Uke 38/ })).toHaveTextContent('Uke 38 (denne uken)73,8074,80');
    expect(within(table).getByRole('row', { name: /Uke 29/ })).toHaveTextContent('Uke 29––');
  });

  it('asks a pig list’s path for a meat percent, opening on the scale’s base percent', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    const meat = await screen.findByLabelText('Kjøttprosent');
    expect(meat).toHaveDisplayValue('60,0 %');
    expect(within(meat).getAllByRole('option')).toHaveLength(12);
    expect(screen.queryByLabelText('Klasse')).not.toBeInTheDocument();
    expect(await screen.findByText('Slaktegris, kjøttprosent 60,0 %: 73,80 kr/kg i uke 38')).toBeInTheDocument();
    await user.selectOptions(meat, '62');
    // 73,80 + 2 × 0,18.
    expect(await screen.findByText('Slaktegris, kjøttprosent 62,0 %: 74,16 kr/kg i uke 38')).toBeInTheDocument();
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({ from: '2026-W26', to: '2026-W42', meat_percent: '62' });
  });

  it('asks for the notering from twelve weeks back to four ahead and shows it as a chart or a table', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    expect(await screen.findByRole('img', { name: 'Slaktegris, kjøttprosent 60,0 % (kr/kg)' })).toBeInTheDocument();
    const asked = requests.find((r) => r.url.pathname.startsWith('/api/price_path/'))!;
    expect(asked.url.pathname).toBe('/api/price_path/pigs/Slaktegris');
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ from: '2026-W26', to: '2026-W42', meat_percent: '60' });
    expect(screen.getByRole('button', { name: 'Graf' })).toHaveAttribute('aria-pressed', 'true');
    // The weeks before the first list are left out of the chart; this week is 70 + 38/10.
    const drawn = chartProps.at(-1)!.data;
    expect(drawn[0]).toEqual({ label: 'Uke 30', value: 73 });
    expect(drawn.find((d) => d.label === 'Uke 38')).toEqual({ label: 'Uke 38', value: 73.8 });
    expect(drawn).toHaveLength(13);

    await user.click(screen.getByRole('button', { name: 'Tabell' }));
    expect(screen.getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Pris per uke for Slaktegris, kjøttprosent 60,0 %' });
    expect(within(table).getByRole('row', { name: /Uke 29/ })).toHaveTextContent('Uke 29––');
    expect(within(table).getByRole('row', { name: /Uke 38/ })).toHaveTextContent('Uke 38 (denne uken)73,8073,80');
    expect(within(table).getAllByRole('row')).toHaveLength(18);
  });

  it('asks for the chosen category’s path', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    await user.selectOptions(await screen.findByLabelText('Kategori'), 'Purke');
    expect(await screen.findByRole('heading', { name: 'Prisliste for Purke' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Purke (kr/kg)' });
    // A list without classes or a meat-percent scale: the path of the notering and the farm's deductions, nothing chosen.
    const asked = requests.filter((r) => r.url.pathname === '/api/price_path/pigs/Purke');
    expect(Object.fromEntries(asked.at(-1)!.url.searchParams)).toEqual({ from: '2026-W26', to: '2026-W42' });
    expect(screen.getByText('Purke: 73,80 kr/kg i uke 38')).toBeInTheDocument();
  });

  it('opens the calculator on its own tab, with the lists’ kinds and categories', async () => {
    serve();
    renderWithApp(<PricesPage tab="calculator" />, { route: '/priser/hva-far-jeg' });
    expect(await screen.findByRole('heading', { name: 'Hva får jeg?' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Priser' });
    expect(within(tabs).getByRole('link', { name: 'Hva får jeg?' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Prislister' })).toHaveAttribute('href', '/priser');
    expect(within(screen.getByLabelText('Kategori')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Velg kategori', 'Slaktegris', 'Purke']);
    expect(screen.queryByRole('heading', { name: /Prisliste for/ })).not.toBeInTheDocument();
  });

  it('says so when the farm’s kinds have no list this week', async () => {
    serve({ price_lists: [] });
    renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    expect(await screen.findByText('Det er ingen prisliste for dyreslagene dine denne uken.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the lists cannot be fetched, and the lists after the retry', async () => {
    let fail = true;
    mockFetch((request) => {
      if (request.url.pathname === '/api/price_lists') return fail ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, { price_lists: [lamb] });
      return jsonResponse(200, pathWeeks('sheep', 'Lam', '2026-W26', '2026-W42', () => 76.4));
    });
    const { user } = renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke hente prislistene.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    expect(await screen.findByRole('heading', { name: 'Prisliste for Lam' })).toBeInTheDocument();
  });

  it('shows an error in the section when the price path cannot be fetched', async () => {
    serve(undefined, () => jsonResponse(500, { code: 'INTERNAL', message: 'x' }));
    renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    expect(await screen.findByText('Kunne ikke hente prisen per uke.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prisliste for Slaktegris' })).toBeInTheDocument();
  });

  it('says so when no week of the path has a notering', async () => {
    serve(undefined, (url) => jsonResponse(200, { kind: 'pigs', category: 'Slaktegris', weeks: [{ year: 2026, week: Number(url.searchParams.get('from')!.slice(6)), base_kr_per_kg: null, kr_per_kg: null, list_year: null, list_week: null }] }));
    renderWithApp(<PricesPage tab="lists" />, { route: '/priser' });
    expect(await screen.findByText('Det er ingen notering for Slaktegris i disse ukene.')).toBeInTheDocument();
  });
});
