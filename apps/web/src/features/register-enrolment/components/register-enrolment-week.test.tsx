import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveEnrolmentApi } from '../testing/enrolment-api';
import { choose, missingItems, missingList, renderEnrolmentPage, weekInput, withBrowserClockInJune, BROWSER_NOW } from '../testing/enrolment-screen';

/**
 * The new-enrolment screen's step 3, the week (spec/enrolment.md §2, §5 Week valid), on the fake
 * server's clock (week 47) with the browser's clock in June.
 */
withBrowserClockInJune();

const renderPage = renderEnrolmentPage;
const weekPicker = () => weekInput().closest('[role="group"]') as HTMLElement;
const yearSelect = () => within(weekPicker()).getByRole('combobox', { name: 'År' });
const openWeeksSelect = () => screen.getByRole('combobox', { name: 'Åpne uker' });

describe('step 3, the week (on the server clock)', () => {
  it('shows the deadline of the chosen week and action: buying pigs has its own, and it follows the week', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Kjøp livdyr', 'Gris');
    expect(screen.getByText('Frist: tirsdag 24.11. kl. 07:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neste uke' }));
    expect(screen.getByText('Frist: tirsdag 01.12. kl. 07:30')).toBeInTheDocument();
  });

  it("defaults to week 49 for pig slaughter on Sunday of week 47 (week 48's deadline was Wednesday)", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    expect(screen.getByText('Ønsket hentedato')).toBeInTheDocument();
    expect(weekInput()).toHaveValue('49');
    expect(yearSelect()).toHaveValue('2026');
    expect(screen.getByText('30.11.2026 – 06.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Vi er nå i uke 47')).toBeInTheDocument();
    // The deadline of the chosen week, by the rule the server enforces: Wednesday of week 48.
    expect(screen.getByText('Frist: onsdag 25.11. kl. 07:30')).toBeInTheDocument();
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
    expect(yearSelect()).toHaveValue('2027');
    expect(screen.getByText('04.01.2027 – 10.01.2027')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // And back over the year end.
    await user.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(weekInput()).toHaveValue('53');
    expect(yearSelect()).toHaveValue('2026');
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
    expect(missingList()).toBeInTheDocument();
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

  it('a typed week below the current one is next year\'s: in week 47, 2 is week 2 of 2027', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    await user.clear(weekInput());
    await user.type(weekInput(), '2{Enter}');
    expect(weekInput()).toHaveValue('2');
    expect(yearSelect()).toHaveValue('2027');
    expect(screen.getByText('11.01.2027 – 17.01.2027')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Typed again as a week of this year, it is this year's.
    await user.clear(weekInput());
    await user.type(weekInput(), '50{Enter}');
    expect(yearSelect()).toHaveValue('2026');
    expect(screen.getByText('07.12.2026 – 13.12.2026')).toBeInTheDocument();
  });

  it('the year is shown and can be changed: the same week number in the other year', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    expect(within(yearSelect()).getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2027']);

    await user.selectOptions(yearSelect(), '2027');
    expect(weekInput()).toHaveValue('49');
    expect(screen.getByText('06.12.2027 – 12.12.2027')).toBeInTheDocument();
    // Back to 2026.
    await user.selectOptions(yearSelect(), '2026');
    expect(screen.getByText('30.11.2026 – 06.12.2026')).toBeInTheDocument();

    // Week 53 has no match in 2027 (52 weeks): the year's last week instead.
    await user.clear(weekInput());
    await user.type(weekInput(), '53{Enter}');
    await user.selectOptions(yearSelect(), '2027');
    expect(weekInput()).toHaveValue('52');
    expect(screen.getByText('27.12.2027 – 02.01.2028')).toBeInTheDocument();
  });

  it('beside the buttons, a list of the open weeks with their dates and deadlines; a choice there sets the week', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    const options = within(openWeeksSelect()).getAllByRole('option').map((o) => o.textContent);
    // Week 48's deadline has passed and week 53 is closed ('Julestengt'): neither is offered.
    expect(options.slice(0, 5)).toEqual([
      'Velg en åpen uke',
      'Uke 49 2026 (30.11.–06.12.), frist onsdag 25.11. kl. 07:30',
      'Uke 50 2026 (07.12.–13.12.), frist onsdag 02.12. kl. 07:30',
      'Uke 51 2026 (14.12.–20.12.), frist onsdag 09.12. kl. 07:30',
      'Uke 52 2026 (21.12.–27.12.), frist onsdag 16.12. kl. 07:30',
    ]);
    expect(options.some((o) => o?.startsWith('Uke 48 ') || o?.startsWith('Uke 53 '))).toBe(false);
    expect(options).toContain('Uke 1 2027 (04.01.–10.01.), frist onsdag 30.12. kl. 07:30');
    // The chosen week is the one shown in the list.
    expect(openWeeksSelect()).toHaveValue('2026-49');

    await user.selectOptions(openWeeksSelect(), 'Uke 1 2027 (04.01.–10.01.), frist onsdag 30.12. kl. 07:30');
    expect(weekInput()).toHaveValue('1');
    expect(yearSelect()).toHaveValue('2027');
    expect(screen.getByText('Frist: onsdag 30.12. kl. 07:30')).toBeInTheDocument();
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
