import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { serveEnrolmentApi } from '../testing/enrolment-api';
import { actionStep, choose, groupRadio, missingList, renderEnrolmentPage, weekInput, withBrowserClockInJune } from '../testing/enrolment-screen';

/**
 * What stops the new-enrolment screen (spec/enrolment.md §6): KSL, restrictions, health-pig status
 * and failed loads, on the fake server's clock (week 47) with the browser's clock in June.
 */
withBrowserClockInJune();

const renderPage = renderEnrolmentPage;

describe('blocking notices', () => {
  it("KSL not approved: 'Ikke godkjent KSL-status' and no steps", async () => {
    serveEnrolmentApi({ keeping: { ksl_ok: false, ksl_status: 2 } });
    renderPage();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Ikke godkjent KSL-status');
    expect(notice).toHaveTextContent(company.support.phone);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send innmelding' })).not.toBeInTheDocument();
  });

  it("restrictions for a group: 'Restriksjoner' when choosing it, and no week step; another group goes on", async () => {
    serveEnrolmentApi({ keeping: { restrictions: { pigs: true, sheep: false, cattle: false } } });
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    expect(screen.getByRole('alert')).toHaveTextContent('Restriksjoner');
    expect(groupRadio('Gris')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ny innmeldingsrad' })).not.toBeInTheDocument();
    expect(missingList()).toBeInTheDocument();

    await user.click(groupRadio('Sau og lam'));
    expect(screen.queryByText('Restriksjoner')).not.toBeInTheDocument();
    expect(weekInput()).toHaveValue('49');
  });

  // BUG (reported): a restricted group chosen after another group shows 'Restriksjoner' under the
  // still-checked previous group, whose week and rows stay and can be sent. After 'Ja' to the
  // switch prompt ('… blir det du har registrert … slettet') the rows are not discarded either.
  it("restrictions for a group chosen after another group: 'Restriksjoner' and no week step", async () => {
    serveEnrolmentApi({ keeping: { restrictions: { pigs: false, sheep: true, cattle: false } } });
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    expect(weekInput()).toHaveValue('49');

    await user.click(groupRadio('Sau og lam'));
    expect(screen.getByRole('alert')).toHaveTextContent('Restriksjoner');
    expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ny innmeldingsrad' })).not.toBeInTheDocument();
  });

  it('no approved health-pig status: a notice for pigs only', async () => {
    serveEnrolmentApi({ keeping: { helsegris_ok: false } });
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    expect(screen.getByRole('alert')).toHaveTextContent('Ikke godkjent helsegrisstatus');
    expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();

    await user.click(groupRadio('Storfe'));
    expect(screen.queryByText('Ikke godkjent helsegrisstatus')).not.toBeInTheDocument();
    expect(await screen.findByText('Ønsket basisuke')).toBeInTheDocument();
  });

  it('no health-pig notice when the cooperative does not check it', async () => {
    serveEnrolmentApi({ keeping: { helsegris_ok: false, helsegris_check: false } });
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    expect(screen.queryByText('Ikke godkjent helsegrisstatus')).not.toBeInTheDocument();
    expect(weekInput()).toHaveValue('49');
  });

  it.each(['/api/animal_keeping', '/api/external/weeks', '/api/profile'])(
    "a failed load of %s shows 'Kunne ikke laste inn data.' with the causes",
    async (path) => {
      serveEnrolmentApi({ failing: path });
      renderPage();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Kunne ikke laste inn data.');
      expect(alert).toHaveTextContent('at gården ikke er registrert i produsentregisteret');
      expect(alert).toHaveTextContent(company.support.email);
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    },
  );

  it("a failed load of the server draft does not stop an enrolment: the form, with a notice instead of 'Kunne ikke laste inn data.'", async () => {
    serveEnrolmentApi({ failing: '/api/temp_storage_enrollment' });
    renderPage();

    expect(await actionStep()).toBeInTheDocument();
    expect(screen.getByText('Kunne ikke hente utkastet som er lagret hos oss.')).toBeInTheDocument();
    expect(screen.queryByText('Kunne ikke laste inn data.')).not.toBeInTheDocument();
  });

  it("'Prøv på nytt' loads again after a failed load", async () => {
    let weeksCalls = 0;
    const served = serveEnrolmentApi();
    const fallback = served.fetchMock.getMockImplementation()!;
    mockFetch(async (request) => {
      if (request.url.pathname === '/api/external/weeks' && ++weeksCalls === 1) return jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'x' });
      return fallback(request.url.toString(), { method: request.method, headers: request.headers });
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Prøv på nytt' }));
    expect(await actionStep()).toBeInTheDocument();
    expect(weeksCalls).toBe(2);
    expect(screen.queryByText('Kunne ikke laste inn data.')).not.toBeInTheDocument();
  });
});
