import type { PrognosisConfig, PrognosisStatistics, SubmittedPrognosis } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { PrognosisModal } from './prognosis-modal';

const period = (from: string, to: string) => ({ from, to });
const kind = (overrides: Partial<PrognosisConfig['pigs']> = {}): PrognosisConfig['pigs'] => ({
  survey_available: true,
  show_survey: true,
  next_period: period('2027-01-01', '2027-06-30'),
  prev_period: period('2026-01-01', '2026-06-30'),
  upto_now_period: period('2026-07-01', '2026-11-22'),
  this_year: period('2026-01-01', '2026-12-31'),
  info_txt_top: '',
  ...overrides,
});
const CONFIG: PrognosisConfig = {
  pigs: kind({ info_txt_top: '<p>Gjelder <strong>første halvår 2027</strong>.</p><script>window.hacked = true</script>' }),
  cattle: kind({ next_period: period('2027-01-01', '2027-03-31') }),
  sheep: kind({ show_survey: false, next_period: period('2027-08-01', '2027-12-31') }),
};
const nothing = (p = period('2027-01-01', '2027-06-30')) => ({ next_period: p, submitted_at: null, slaughter: null, buy: null, sell: null });
const SUBMITTED: SubmittedPrognosis = {
  pigs: { ...nothing(), submitted_at: '2026-11-20T10:00:00.000+01:00', slaughter: 310, buy: 0, sell: null },
  cattle: nothing(period('2027-01-01', '2027-03-31')),
  sheep: nothing(period('2027-08-01', '2027-12-31')),
};
const fig = (count: number, kg: number | null) => ({ count, kg });
function statistics(animalKind: 'pigs' | 'cattle' | 'sheep'): PrognosisStatistics {
  const periods = { prev_period: CONFIG[animalKind].prev_period, upto_now_period: CONFIG[animalKind].upto_now_period, this_year: CONFIG[animalKind].this_year };
  const slaughter = { prev_period: fig(312, 29640), upto_now_period: fig(205, 19480), this_year: fig(517, 49120) };
  if (animalKind === 'sheep') return { animal_kind: animalKind, periods, slaughter };
  const trade = { prev_period: fig(320, null), upto_now_period: fig(95, null), this_year: fig(415, null) };
  return { animal_kind: animalKind, periods, slaughter, buy: trade, sell: { ...trade, this_year: fig(1200, null) } };
}

interface ServeOptions {
  config?: PrognosisConfig | 'error';
  statistics?: 'error';
  register?: (body: unknown) => Response;
}

function serve(options: ServeOptions = {}) {
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/external/prognosis_registration_config') {
      return options.config === 'error' ? jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }) : jsonResponse(200, { prognosis_config: options.config ?? CONFIG });
    }
    if (path === '/api/prognosis_data') {
      if (request.url.searchParams.get('action') === 'get_submitted') return jsonResponse(200, { prognosisData: SUBMITTED });
      if (options.statistics === 'error') return jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'x' });
      return jsonResponse(200, { prognosisData: statistics(request.url.searchParams.get('animal_kind') as 'pigs') });
    }
    if (path === '/api/register_prognosis') {
      return options.register ? options.register(request.json) : jsonResponse(200, { prognosisData: SUBMITTED });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderModal(access: 'farm' | 'staff' = 'farm') {
  const onOpenChange = vi.fn();
  const result = renderWithApp(<PrognosisModal isOpen onOpenChange={onOpenChange} access={access} staffNotice={<p>Velg en leverandør først</p>} />);
  return { ...result, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Registrering av prognose' });
const group = (name: string) => within(dialog()).getByRole('group', { name });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send inn prognose' });

describe('Registrering av prognose', () => {
  it('shows each kind asked for in the order pigs, sheep, cattle, with its info text, period, fields and the figures beside them', async () => {
    serve();
    renderModal();
    expect(within(dialog()).getByText('Laster inn...')).toBeInTheDocument();
    expect(await within(dialog()).findByRole('group', { name: 'Slaktegris' })).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('group').map((g) => g.querySelector('h3')?.textContent)).toEqual(['Slaktegris', 'Lam', 'Storfe']);

    const pigs = group('Slaktegris');
    // The cooperative's HTML, sanitised.
    expect(within(pigs).getByText('første halvår 2027')).toBeInTheDocument();
    expect(pigs.querySelector('script')).toBeNull();
    expect(within(pigs).getByText('01.01.2027–30.06.2027')).toBeInTheDocument();
    // Filled with what was submitted for the coming period.
    expect(within(pigs).getByLabelText('Slakt')).toHaveValue('310');
    expect(within(pigs).getByLabelText('Kjøp livdyr')).toHaveValue('0');
    expect(within(pigs).getByLabelText('Salg livdyr')).toHaveValue('');
    // The farm's own figures describe each field: slaughter with kg, buying without.
    expect(within(pigs).getByLabelText('Slakt')).toHaveAccessibleDescription(
      'Forrige periode (01.01.2026–30.06.2026) 312 dyr · 29 640 kg Denne perioden hittil (01.07.2026–22.11.2026) 205 dyr · 19 480 kg I år (01.01.2026–31.12.2026) 517 dyr · 49 120 kg',
    );
    expect(within(pigs).getByLabelText('Salg livdyr')).toHaveAccessibleDescription(/I år \(01\.01\.2026–31\.12\.2026\) 1 200 dyr$/);

    // Lamb slaughter only.
    expect(within(group('Lam')).getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['sheep_slaughter']);
    expect(within(group('Storfe')).getByText('01.01.2027–31.03.2027')).toBeInTheDocument();
  });

  it('leaves out a kind the survey does not ask for', async () => {
    serve({ config: { ...CONFIG, sheep: kind({ survey_available: false }) } });
    renderModal();
    await within(dialog()).findByRole('group', { name: 'Slaktegris' });
    expect(within(dialog()).queryByRole('group', { name: 'Lam' })).not.toBeInTheDocument();
  });

  it("an invalid field says so under itself, the form says 'Et eller flere av inputfeltene har ugyldig data.' and sending is disabled", async () => {
    const { requests } = serve();
    const { user } = renderModal();
    const slaughter = within(await within(dialog()).findByRole('group', { name: 'Storfe' })).getByLabelText('Slakt');

    await user.type(slaughter, '4a');
    expect(slaughter).toHaveAttribute('aria-invalid', 'true');
    expect(slaughter).toHaveAccessibleDescription(/Ugyldig antall$/);
    expect(within(dialog()).getByText('Et eller flere av inputfeltene har ugyldig data.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    // Spaces are tolerated; digits only are fine.
    await user.clear(slaughter);
    await user.type(slaughter, '1 200');
    expect(slaughter).not.toHaveAttribute('aria-invalid');
    expect(within(dialog()).queryByText('Et eller flere av inputfeltene har ugyldig data.')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(requests.some((r) => r.url.pathname === '/api/register_prognosis')).toBe(false);
  });

  it("sends the fields as typed with the configuration (without info texts), then says 'Prognosen er sendt inn...'", async () => {
    const { requests } = serve();
    const { user } = renderModal();
    const pigs = await within(dialog()).findByRole('group', { name: 'Slaktegris' });
    await user.clear(within(pigs).getByLabelText('Slakt'));
    await user.type(within(pigs).getByLabelText('Slakt'), '12');
    await user.type(within(group('Storfe')).getByLabelText('Salg livdyr'), '2');
    await user.click(sendButton());

    expect(await within(dialog()).findByText('Prognosen er sendt inn...')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/register_prognosis')?.json as { data: unknown; prognosis_config: PrognosisConfig };
    expect(sent.data).toEqual({ pigs_slaughter: '12', pigs_buy: '0', pigs_sell: '', sheep_slaughter: '', cattle_slaughter: '', cattle_buy: '', cattle_sell: '2' });
    expect(sent.prognosis_config.pigs).toEqual({ ...CONFIG.pigs, info_txt_top: undefined });
    expect(sent.prognosis_config.pigs).not.toHaveProperty('info_txt_top');
    // Focus is on the confirmation, so it is read out.
    expect(within(dialog()).getByText('Prognosen er sendt inn...').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it("a failed send says 'Kunne ikke sende inn prognosen. Vennligst ta kontakt med' the company, and the numbers stay", async () => {
    serve({ register: () => jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'x' }) });
    const { user } = renderModal();
    await within(dialog()).findByRole('group', { name: 'Slaktegris' });
    await user.click(sendButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Kunne ikke sende inn prognosen. Vennligst ta kontakt med Slakteweb');
    expect(within(group('Slaktegris')).getByLabelText('Slakt')).toHaveValue('310');
  });

  it("puts the server's field messages under the fields, and says when the period changed meanwhile", async () => {
    let answer = jsonResponse(422, { code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { 'data.cattle_buy': 'Ugyldig antall' } });
    serve({ register: () => answer });
    const { user } = renderModal();
    await within(dialog()).findByRole('group', { name: 'Storfe' });
    await user.click(sendButton());
    await waitFor(() => expect(within(group('Storfe')).getByLabelText('Kjøp livdyr')).toHaveAttribute('aria-invalid', 'true'));

    answer = jsonResponse(422, { code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { prognosis_config: 'Prognoseperioden er endret. Lukk prognosen og åpne den på nytt.' } });
    await user.type(within(group('Storfe')).getByLabelText('Kjøp livdyr'), '1');
    expect(within(group('Storfe')).getByLabelText('Kjøp livdyr')).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Prognoseperioden er endret. Lukk prognosen og åpne den på nytt.');
  });

  it.each([
    ['the configuration', { config: 'error' as const }],
    ["the farm's figures", { statistics: 'error' as const }],
  ])("when %s cannot be loaded: 'Kunne ikke laste inn data for innsending av prognose. Vennligst ta kontakt med' the company", async (_what, options) => {
    serve(options);
    renderModal();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Kunne ikke laste inn data for innsending av prognose. Vennligst ta kontakt med Slakteweb.');
    expect(within(dialog()).queryByRole('button', { name: 'Send inn prognose' })).not.toBeInTheDocument();
  });

  it('says so when no kind is asked for', async () => {
    serve({ config: { pigs: kind({ survey_available: false }), cattle: kind({ survey_available: false }), sheep: kind({ survey_available: false }) } });
    renderModal();
    expect(await within(dialog()).findByText('Det er ingen prognose å sende inn nå.')).toBeInTheDocument();
  });

  it('staff acting for nobody get the notice, and nothing is asked of a farm', async () => {
    const { requests } = serve();
    const { user, onOpenChange } = renderModal('staff');
    expect(within(dialog()).getByText('Velg en leverandør først')).toBeInTheDocument();
    await user.click(within(dialog()).getAllByRole('button', { name: 'Lukk' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requests).toEqual([]);
  });
});
