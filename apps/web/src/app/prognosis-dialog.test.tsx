import { screen, waitFor } from '@testing-library/react';
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

function renderProvider() {
  return renderWithApp(
    <PrognosisDialogProvider>
      <Entry />
    </PrognosisDialogProvider>,
  );
}

const survey = () => screen.queryByRole('dialog', { name: 'Registrering av prognose' });

describe('the prognosis popup after login', () => {
  it('opens by itself when a kind has show_survey and the farm has not answered its coming period; once closed, not again in this session', async () => {
    serve();
    const { user, unmount } = renderProvider();
    expect(await screen.findByRole('dialog', { name: 'Registrering av prognose' })).toBeInTheDocument();
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
});
