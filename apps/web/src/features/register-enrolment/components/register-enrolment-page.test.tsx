import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { serveEnrolmentApi } from '../testing/enrolment-api';
import { actionStep, choose, groupStep, groupRadio, renderEnrolmentPage, sendButton, withBrowserClockInJune, BROWSER_NOW } from '../testing/enrolment-screen';

/**
 * The new-enrolment screen, steps 1–3 and what stops it (spec/enrolment.md §2, §4, §5 Week valid,
 * §6), on the fake server's clock (week 47) with the browser's clock in June.
 */
withBrowserClockInJune();
const breadcrumbsFlag = company.flags.breadcrumbs;
afterEach(() => {
  company.flags.breadcrumbs = breadcrumbsFlag;
});

const renderPage = renderEnrolmentPage;
const weekInput = () => screen.getByRole('textbox', { name: 'Uke' });
const weekPicker = () => weekInput().closest('[role="group"]') as HTMLElement;
const missingList = () => screen.queryByRole('list', { name: 'Før du kan melde inn må:' });
const missingItems = () => within(missingList()!).getAllByRole('listitem').map((li) => li.textContent);

// What staff see, and the tabs, are the route's: app/routes/register-enrolment-route.test.tsx.
describe('new enrolment: loading, steps 1 and 2', () => {
  it("is titled 'Innmeldinger'", async () => {
    company.flags.breadcrumbs = false;
    serveEnrolmentApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeInTheDocument();
    expect(document.title).toBe('Innmeldinger - Slakteweb');
    expect(screen.queryByRole('navigation', { name: 'Brødsmulesti' })).not.toBeInTheDocument();
    await actionStep();
  });

  it('shows breadcrumbs only with the breadcrumbs flag', async () => {
    company.flags.breadcrumbs = true;
    serveEnrolmentApi();
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Brødsmulesti' });
    expect(within(crumbs).getByRole('link', { name: 'Innmeldinger' })).toHaveAttribute('href', '/register-enrolment');
    expect(within(crumbs).getByText('Ny')).toHaveAttribute('aria-current', 'page');
    await actionStep();
  });

  it("shows 'Laster...' until everything is loaded, then step 1 with the three actions and no group step", async () => {
    serveEnrolmentApi();
    renderPage();

    expect(screen.getByText('Laster...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Slakt' })).not.toBeInTheDocument();

    const step = await actionStep();
    expect(within(step).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Slakt', 'Kjøp livdyr', 'Selg livdyr']);
    expect(within(step).getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByText('Laster...')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '2. Dyregruppe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for the animal group once the action is chosen, with pigs, sheep and cattle', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt');

    expect(screen.getByRole('radio', { name: 'Slakt' })).toBeChecked();
    const radios = within(groupStep()!).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Gris', 'Sau og lam', 'Storfe']);
    expect(radios.every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    expect(missingItems()).toEqual(['velge dyregruppe']);
    // No week before a group.
    expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();
  });

  it("disables a group without animal keeping, marked 'Manglende dyrehold'", async () => {
    serveEnrolmentApi({ keeping: { sheep: false } });
    const { user } = renderPage();
    await choose(user, 'Selg livdyr');

    const sheep = groupRadio('Sau og lam');
    expect(sheep).toBeDisabled();
    expect(sheep.closest('label')).toHaveTextContent('Manglende dyrehold');
    expect(groupRadio('Gris')).toBeEnabled();
    expect(groupRadio('Gris').closest('label')).not.toHaveTextContent('Manglende dyrehold');
    expect(groupRadio('Storfe')).toBeEnabled();

    await user.click(sheep);
    expect(sheep).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();
  });

  it("shows only the notice 'Manglende dyrehold' when the farm keeps no animals at all", async () => {
    serveEnrolmentApi({ keeping: { pigs: false, sheep: false, cattle: false } });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Manglende dyrehold');
    expect(screen.queryByRole('radio', { name: 'Slakt' })).not.toBeInTheDocument();
  });
});

describe('step 3, the week (on the server clock)', () => {
  it("defaults to week 49 for pig slaughter on Sunday of week 47 (week 48's deadline was Wednesday)", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    expect(screen.getByText('Ønsket hentedato')).toBeInTheDocument();
    expect(weekInput()).toHaveValue('49');
    expect(within(weekPicker()).getByText('2026')).toBeInTheDocument();
    expect(screen.getByText('30.11.2026 – 06.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Vi er nå i uke 47')).toBeInTheDocument();
    expect(weekInput()).toHaveAccessibleDescription('30.11.2026 – 06.12.2026');
    expect(weekInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Frist for innmelding/)).not.toBeInTheDocument();
    // The row form of step 4 is open.
    expect(screen.getByRole('region', { name: 'Ny innmeldingsrad' })).toBeInTheDocument();
  });

  it.each([
    ['Slakt', 'Storfe', 'Ønsket basisuke'],
    ['Slakt', 'Sau og lam', 'Ønsket hentedato'],
    ['Selg livdyr', 'Gris', 'Ønsket hentedato'],
    ['Selg livdyr', 'Storfe', 'Ønsket hentedato'],
    ['Kjøp livdyr', 'Gris', 'Ønsket leveringsdato'],
    ['Kjøp livdyr', 'Sau og lam', 'Ønsket leveringsdato'],
  ])('labels the week of %s %s %s', async (action, group, label) => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, action, group);

    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(weekPicker()).toHaveAccessibleName(label);
    for (const other of ['Ønsket basisuke', 'Ønsket hentedato', 'Ønsket leveringsdato'].filter((l) => l !== label)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
    expect(weekInput()).toHaveValue('49');
  });

  it("moving back to week 48 says the deadline has passed, and minus stops at 48", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    await user.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(weekInput()).toHaveValue('48');
    expect(screen.getByText('23.11.2026 – 29.11.2026')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Frist for innmelding denne uken er gått ut. Prøv neste uke.')).toBeInTheDocument();
    expect(weekInput()).toHaveAttribute('aria-invalid', 'true');
    expect(missingItems()).toContain('velge en uke som er åpen for innmelding');

    // 48 is the earliest (current week + 1): minus does nothing more.
    const minus = screen.getByRole('button', { name: 'Forrige uke' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(weekInput()).toHaveValue('48');

    await user.click(screen.getByRole('button', { name: 'Neste uke' }));
    expect(weekInput()).toHaveValue('49');
    expect(screen.queryByText(/Frist for innmelding/)).not.toBeInTheDocument();
    expect(missingItems()).not.toContain('velge en uke som er åpen for innmelding');
  });

  it("week 53 is closed: 'uke ikke tilgjengelig.' with 'Se årsak' giving 'Julestengt'; plus then wraps to week 1 of 2027", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    const plus = screen.getByRole('button', { name: 'Neste uke' });

    for (let i = 0; i < 4; i++) await user.click(plus);
    expect(weekInput()).toHaveValue('53');
    expect(screen.getByText('28.12.2026 – 03.01.2027')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('uke ikke tilgjengelig.');
    expect(missingItems()).toContain('velge en uke som er åpen for innmelding');
    // The reason is behind the button, not in the line.
    expect(screen.queryByText('Julestengt')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Se årsak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uke 53 er ikke tilgjengelig' });
    expect(within(dialog).getByText('Julestengt')).toBeInTheDocument();
    // The dialog has the corner 'Lukk' and the text button 'Lukk'.
    await user.click(within(dialog).getAllByRole('button', { name: 'Lukk' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(plus);
    expect(weekInput()).toHaveValue('1');
    expect(within(weekPicker()).getByText('2027')).toBeInTheDocument();
    expect(screen.getByText('04.01.2027 – 10.01.2027')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // And back over the year end.
    await user.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(weekInput()).toHaveValue('53');
    expect(within(weekPicker()).getByText('2026')).toBeInTheDocument();
  });

  it('shows a deadline passing while the screen is open at the next clock tick (30 s)', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: BROWSER_NOW });
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    expect(weekInput()).toHaveValue('49');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Wednesday 25 November 07:31 Oslo on the server's clock: week 49's deadline has passed.
    vi.setSystemTime(BROWSER_NOW.getTime() + (2 * 24 + 19) * 3_600_000 + 31 * 60_000);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Frist for innmelding denne uken er gått ut. Prøv neste uke.');
    expect(screen.getByText('Vi er nå i uke 48')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send innmelding' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a typed week number is taken on Enter; a number the year does not have is refused', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    await user.clear(weekInput());
    await user.type(weekInput(), '51{Enter}');
    expect(weekInput()).toHaveValue('51');
    expect(screen.getByText('14.12.2026 – 20.12.2026')).toBeInTheDocument();

    await user.clear(weekInput());
    await user.type(weekInput(), '54{Enter}');
    expect(weekInput()).toHaveValue('51');
    expect(screen.getByText('14.12.2026 – 20.12.2026')).toBeInTheDocument();
  });

  it('a typed week is kept when the farmer then presses plus (the field is left first)', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    await user.clear(weekInput());
    await user.type(weekInput(), '50');
    await user.click(screen.getByRole('button', { name: 'Neste uke' }));
    expect(weekInput()).toHaveValue('51');
    expect(screen.getByText('14.12.2026 – 20.12.2026')).toBeInTheDocument();
  });

  it("'Henting på storfe-avtale?' (cattle slaughter only) moves the week to its default with 3 weeks' lead", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Storfe');

    expect(await screen.findByText('Ønsket basisuke')).toBeInTheDocument();
    expect(weekInput()).toHaveValue('49');
    const agreement = screen.getByRole('checkbox', { name: 'Henting på storfe-avtale?' });
    expect(agreement).not.toBeChecked();

    await user.click(agreement);
    expect(agreement).toBeChecked();
    // Earliest 47 + 3 = 50, whose deadline (Wednesday of week 47) has passed: 51.
    expect(weekInput()).toHaveValue('51');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(weekInput()).toHaveValue('50');
    expect(screen.getByRole('alert')).toHaveTextContent('Frist for innmelding denne uken er gått ut. Prøv neste uke.');
    expect(screen.getByRole('button', { name: 'Forrige uke' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(agreement);
    expect(weekInput()).toHaveValue('49');
  });

  it("cattle slaughter and sell load the herd; a failure says 'Det oppsto en feil ved henting av skjemaet.' and can be retried", async () => {
    const { requests } = serveEnrolmentApi({ failing: '/api/animals' });
    const { user } = renderPage();
    await choose(user, 'Selg livdyr', 'Storfe');

    expect(await screen.findByText(/Det oppsto en feil ved henting av skjemaet\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ny rad for kjøp/salg' })).not.toBeInTheDocument();
    // The week step stays usable.
    expect(weekInput()).toHaveValue('49');
    const herdCalls = () => requests.filter((r) => r.url.pathname === '/api/animals').length;
    const before = herdCalls();
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    await waitFor(() => expect(herdCalls()).toBe(before + 1));
  });

  it('buy cattle needs no herd', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Kjøp livdyr', 'Storfe');
    await screen.findByRole('textbox', { name: 'Uke' });
    expect(requests.some((r) => r.url.pathname === '/api/animals')).toBe(false);
  });

  it.each([
    ['Slakt', 'Gris'],
    ['Selg livdyr', 'Storfe'],
    ['Kjøp livdyr', 'Storfe'],
  ])("has no 'Henting på storfe-avtale?' for %s %s", async (action, group) => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, action, group);
    await screen.findByRole('textbox', { name: 'Uke' });
    expect(screen.queryByRole('checkbox', { name: 'Henting på storfe-avtale?' })).not.toBeInTheDocument();
  });
});

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
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');

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

  it.each(['/api/animal_keeping', '/api/external/weeks', '/api/profile', '/api/temp_storage_enrollment'])(
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

describe("'Før du kan melde inn må:' and 'Send innmelding'", () => {
  it('lists what is missing, and the send button is aria-disabled until the enrolment is valid', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    expect(missingItems()).toEqual(['legge til minst ett dyr', 'bekrefte at dyrene er i stand til å transporteres']);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
    await user.click(within(form).getByRole('radio', { name: 'Gris' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '10');
    await user.type(within(form).getByRole('textbox', { name: 'Klubbnummer' }), '1234{Enter}');
    expect(within(screen.getByRole('list', { name: 'Dyr i innmeldingen' })).getByText('Gris, 10 stk, klubbnr. 1234')).toBeInTheDocument();
    expect(missingItems()).toEqual(['bekrefte at dyrene er i stand til å transporteres']);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));
    expect(missingList()).not.toBeInTheDocument();
    expect(screen.queryByText('Før du kan melde inn må:')).not.toBeInTheDocument();
    expect(sendButton()).not.toHaveAttribute('aria-disabled');

    // A closed week makes it invalid again.
    await user.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(missingItems()).toEqual(['velge en uke som er åpen for innmelding']);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('buy asks no transport agreement', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Kjøp livdyr', 'Gris');
    expect(screen.queryByRole('checkbox', { name: /i stand til å transporteres/ })).not.toBeInTheDocument();
    expect(missingItems()).toEqual(['legge til minst ett dyr']);
  });

  it("counts the comment 'N av 101 tegn' and refuses more than 101", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Kjøp livdyr', 'Gris');
    const comment = screen.getByRole('textbox', { name: 'Legg til kommentar for hele innmeldingen' });

    expect(comment).toHaveAccessibleDescription('0 av 101 tegn');
    await user.type(comment, 'Hei');
    expect(comment).toHaveAccessibleDescription('3 av 101 tegn');
    expect(missingItems()).not.toContain('korte ned kommentaren');

    await user.clear(comment);
    await user.click(comment);
    await user.paste('x'.repeat(101));
    expect(comment).toHaveAccessibleDescription('101 av 101 tegn');
    expect(comment).not.toHaveAttribute('aria-invalid');
    expect(missingItems()).not.toContain('korte ned kommentaren');

    await user.type(comment, 'y');
    expect(comment).toHaveAccessibleDescription('102 av 101 tegn');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(missingItems()).toContain('korte ned kommentaren');
  });
});
