import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { setImpersonation } from '@/lib/impersonation';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { PrognosisDialogProvider, usePrognosisDialog } from './prognosis-dialog';

const flags = { ...company.flags };
afterEach(() => {
  Object.assign(company.flags, flags);
});

const period = (from: string, to: string) => ({ from, to });
const kind = (showSurvey: boolean) => ({
  survey_available: true,
  show_survey: showSurvey,
  next_period: period('2027-01-01', '2027-06-30'),
  prev_period: period('2026-01-01', '2026-06-30'),
  upto_now_period: period('2026-07-01', '2026-11-22'),
  this_year: period('2026-01-01', '2026-12-31'),
  info_txt_top: '',
});
const submittedKind = (at: string | null) => ({ next_period: period('2027-01-01', '2027-06-30'), submitted_at: at, slaughter: at ? 12 : null, buy: null, sell: null });
const fig = { count: 0, kg: 0 };
const figures = { prev_period: fig, upto_now_period: fig, this_year: fig };

interface ServeOptions {
  showSurvey?: boolean;
  answeredAt?: string | null;
  superuser?: boolean;
}

function serve({ showSurvey = true, answeredAt = null, superuser = false }: ServeOptions = {}) {
  return mockFetch((request) => {
    switch (request.url.pathname) {
      case '/api/profile/is_superuser':
        return jsonResponse(200, { is_superuser: { is_superuser: superuser } });
      case '/api/external/prognosis_registration_config':
        return jsonResponse(200, { prognosis_config: { pigs: kind(showSurvey), cattle: kind(showSurvey), sheep: kind(false) } });
      case '/api/prognosis_data':
        if (request.url.searchParams.get('action') === 'get_submitted') {
          return jsonResponse(200, { prognosisData: { pigs: submittedKind(answeredAt), cattle: submittedKind(answeredAt), sheep: submittedKind(answeredAt) } });
        }
        return jsonResponse(200, {
          prognosisData: { animal_kind: request.url.searchParams.get('animal_kind'), periods: { prev_period: period('2026-01-01', '2026-06-30'), upto_now_period: period('2026-07-01', '2026-11-22'), this_year: period('2026-01-01', '2026-12-31') }, slaughter: figures },
        });
      default:
        return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    }
  });
}

/** Stands in for the menu entry and the tile: shown when the survey is available, opens it. */
function Entry() {
  const prognosis = usePrognosisDialog();
  return prognosis.available ? (
    <button type="button" onClick={prognosis.open}>
      Prognose slakt og kjøp/salg livdyr
    </button>
  ) : null;
}

/** Navigation the way the bottom bar or the browser's back button does it, past the open dialog. */
let navigate: NavigateFunction | undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The provider in the logged-in frame, the farmer on `route` (after login: the dashboard). */
function renderProvider(route = '/dashboard', screenContent: ReactNode = null) {
  return renderWithApp(
    <PrognosisDialogProvider>
      <Entry />
      <Navigator />
      {screenContent}
    </PrognosisDialogProvider>,
    { route },
  );
}

const survey = () => screen.queryByRole('dialog', { name: 'Registrering av prognose' });

describe('the prognosis popup after login', () => {
  it('opens by itself when a kind has show_survey and the farm has not answered its coming period; once closed, not again in this session', async () => {
    serve();
    const { user, unmount } = renderProvider();
    expect(await screen.findByRole('dialog', { name: 'Registrering av prognose' }, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Slaktegris' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(survey()).not.toBeInTheDocument());
    unmount();

    // The next page load in the same browser tab.
    const { requests } = serve();
    renderProvider();
    expect(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).toBeInTheDocument();
    expect(survey()).not.toBeInTheDocument();
    // Nothing of the farm's is fetched for a popup that will not open.
    expect(requests.some((r) => r.url.pathname === '/api/prognosis_data')).toBe(false);
  });

  it('does not open by itself once the farm has answered the coming period, but opens from the entry with the answers', async () => {
    const { requests } = serve({ answeredAt: '2026-11-20T10:00:00.000+01:00' });
    const { user } = renderProvider();
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('action') === 'get_submitted')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' }));
    expect(survey()).toBeInTheDocument();
    const pigs = await screen.findByRole('group', { name: 'Slaktegris' });
    expect(pigs.querySelector('input[name="pigs_slaughter"]')).toHaveValue('12');
  });

  it('does not open by itself without show_survey', async () => {
    const { requests } = serve({ showSurvey: false });
    renderProvider();
    expect(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).toBeInTheDocument();
    expect(survey()).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/prognosis_data')).toBe(false);
  });

  it('does not open by itself for staff acting for a farmer: they did not log in as the farmer', async () => {
    setImpersonation('10001');
    const { requests } = serve({ superuser: true });
    renderProvider();
    expect(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).toBeInTheDocument();
    expect(survey()).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/prognosis_data')).toBe(false);
  });

  it('asks nothing and offers nothing where the company has no prognosisRegistration', async () => {
    company.flags.prognosisRegistration = false;
    const { requests } = serve();
    renderProvider();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/profile/is_superuser')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).not.toBeInTheDocument();
    expect(survey()).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('prognosis'))).toBe(false);
  });

  it('opens by itself on the dashboard only: a farmer who went on to the settlements does not get it over them', async () => {
    const { requests } = serve();
    renderProvider('/accountings');
    expect(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).toBeInTheDocument();
    // Given the time it takes on the dashboard (after the screen is drawn, when the browser is idle).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(survey()).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/prognosis_data')).toBe(false);
  });

  it('waits until the dashboard has its answers, then opens; it closes when the farmer goes to another screen', async () => {
    serve();
    let answer: (value: number) => void = () => undefined;
    const balance = new Promise<number>((resolve) => (answer = resolve));
    function DashboardTile() {
      const tile = useQuery({ queryKey: ['test', 'dashboard-tile'], queryFn: () => balance });
      return <p>{tile.data === undefined ? 'venter' : `saldo ${tile.data}`}</p>;
    }
    renderProvider('/dashboard', <DashboardTile />);
    expect(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).toBeInTheDocument();
    // The survey (its download and its answers) does not compete with the screen the farmer came for.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(survey()).not.toBeInTheDocument();
    answer(42);
    expect(await screen.findByText('saldo 42')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Registrering av prognose' }, { timeout: 4000 })).toBeInTheDocument();
    act(() => void navigate?.('/accountings'));
    await waitFor(() => expect(survey()).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/accountings');
    // Back on the dashboard it does not come again in this session: the farmer has moved on.
    act(() => void navigate?.('/dashboard'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(survey()).not.toBeInTheDocument();
  });

  it('opened from the menu on another screen, it closes when the farmer navigates away', async () => {
    serve({ answeredAt: '2026-11-20T10:00:00.000+01:00' });
    const { user } = renderProvider('/statistics');
    await user.click(await screen.findByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' }));
    expect(survey()).toBeInTheDocument();
    act(() => void navigate?.('/accountings'));
    await waitFor(() => expect(survey()).not.toBeInTheDocument());
    // The entry opens it again on the new screen.
    await user.click(screen.getByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' }));
    expect(survey()).toBeInTheDocument();
  });
});
