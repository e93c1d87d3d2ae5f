import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { serveEnrolmentApi } from '../testing/enrolment-api';
import { actionStep, choose, groupStep, groupRadio, missingItems, missingList, renderEnrolmentPage, sendButton, withBrowserClockInJune } from '../testing/enrolment-screen';

/**
 * The new-enrolment screen, loading and steps 1–2, and what it still needs before 'Send innmelding'
 * (spec/enrolment.md §2, §4, §5), on the fake server's clock (week 47) with the browser's clock in
 * June. Step 3: register-enrolment-week.test.tsx; what stops the screen:
 * register-enrolment-notices.test.tsx.
 */
withBrowserClockInJune();
const breadcrumbsFlag = company.flags.breadcrumbs;
afterEach(() => {
  company.flags.breadcrumbs = breadcrumbsFlag;
});

const renderPage = renderEnrolmentPage;

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

describe("'Før du kan melde inn må:' and 'Send innmelding'", () => {
  it('lists what is missing; a press sends nothing, marks the fields and focuses the summary, whose entries take the farmer to them', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    const agreement = () => screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' });

    expect(missingItems()).toEqual(['legge til minst ett dyr', 'bekrefte at dyrene er i stand til å transporteres']);
    // Never silently disabled: the button takes the press.
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
    expect(agreement()).toHaveAttribute('aria-required', 'true');
    expect(agreement()).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    const summary = screen.getByRole('group', { name: 'Før du kan melde inn må:' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
    expect(agreement()).toHaveAccessibleDescription('Du må bekrefte at dyrene er i stand til å transporteres');

    await user.click(within(summary).getByRole('button', { name: 'bekrefte at dyrene er i stand til å transporteres' }));
    expect(agreement()).toHaveFocus();
    await user.click(within(summary).getByRole('button', { name: 'legge til minst ett dyr' }));
    expect(screen.getByRole('region', { name: 'Ny innmeldingsrad' })).toContainElement(document.activeElement as HTMLElement);
    // Enter on the button is a press too: focus goes back to the summary.
    sendButton().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Før du kan melde inn må:' })).toHaveFocus());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
    await user.click(within(form).getByRole('radio', { name: 'Gris' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '10');
    await user.type(within(form).getByRole('textbox', { name: 'Klubbnummer' }), '1234{Enter}');
    expect(within(screen.getByRole('list', { name: 'Dyr i innmeldingen' })).getByText('Gris, 10 stk, klubbnr. 1234')).toBeInTheDocument();
    expect(missingItems()).toEqual(['bekrefte at dyrene er i stand til å transporteres']);

    await user.click(agreement());
    expect(agreement()).not.toHaveAttribute('aria-invalid');
    expect(missingList()).not.toBeInTheDocument();
    expect(screen.queryByText('Før du kan melde inn må:')).not.toBeInTheDocument();

    // A closed week makes it invalid again.
    await user.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(missingItems()).toEqual(['velge en uke som er åpen for innmelding']);
    expect(screen.getByRole('textbox', { name: 'Uke' })).toHaveAttribute('aria-invalid', 'true');
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
