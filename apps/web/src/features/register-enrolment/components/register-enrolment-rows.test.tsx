import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_DRAFT_KEY } from '../model/draft';
import type { EnrolmentState } from '../model/entries';
import { serveEnrolmentApi } from '../testing/enrolment-api';
import { actionRadio, addPigRow, choose, groupRadio, groupStep, missingList, renderEnrolmentPage, rowList, rowTexts, withBrowserClockInJune } from '../testing/enrolment-screen';

/**
 * The new enrolment's row list (spec/enrolment.md §2 step 5, §4): changing, deleting and adding
 * rows, and the prompt before a change of action or group discards them. The fake server's clock
 * is Sunday 22 November 2026 12:00 Oslo (week 47); the browser's is in June.
 */
withBrowserClockInJune();
const renderPage = renderEnrolmentPage;

const rowItem = (text: string) => within(rowList()!).getByText(text).closest('li')!;

describe('changing action or group after entering data', () => {
  it("asks before changing the action: 'Nei' keeps the row, 'Ja' discards it and restarts", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);

    await user.click(actionRadio('Kjøp livdyr'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Bytte type innmelding?' });
    expect(dialog).toHaveTextContent('Dersom du bytter, blir det du har registrert i denne innmeldingen slettet. Vil du bytte?');
    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(actionRadio('Slakt')).toBeChecked();
    expect(actionRadio('Kjøp livdyr')).not.toBeChecked();
    expect(groupRadio('Gris')).toBeChecked();
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234']);

    await user.click(actionRadio('Kjøp livdyr'));
    dialog = await screen.findByRole('alertdialog', { name: 'Bytte type innmelding?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(actionRadio('Kjøp livdyr')).toBeChecked();
    expect(within(groupStep()!).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(rowList()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Uke' })).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!) as { state: EnrolmentState };
    expect(stored.state).toMatchObject({ action: 'buy', group: null, rows: [] });
  });

  it('the question names what a switch deletes; the safe choice has the focus, and Escape keeps it all', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);

    await user.click(actionRadio('Kjøp livdyr'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bytte type innmelding?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Gris, 10 stk, klubbnr. 1234');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Nei' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(actionRadio('Slakt')).toBeChecked();
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234']);
  });

  it("asks before changing the group: 'Nei' keeps the row, 'Ja' discards it and starts the new group", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);

    await user.click(groupRadio('Sau og lam'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Bytte dyregruppe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(groupRadio('Gris')).toBeChecked();
    expect(groupRadio('Sau og lam')).not.toBeChecked();
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234']);

    await user.click(groupRadio('Sau og lam'));
    dialog = await screen.findByRole('alertdialog', { name: 'Bytte dyregruppe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(groupRadio('Sau og lam')).toBeChecked();
    expect(actionRadio('Slakt')).toBeChecked();
    expect(rowList()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Uke' })).toHaveValue('49');
    expect(screen.getByRole('region', { name: 'Ny innmeldingsrad' })).toBeInTheDocument();
  });

  it('asks when only the agreement is ticked, and not when nothing is entered', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');

    // Nothing entered: straight on.
    await user.click(groupRadio('Storfe'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(groupRadio('Storfe')).toBeChecked();
    await user.click(actionRadio('Selg livdyr'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(actionRadio('Selg livdyr')).toBeChecked();

    await user.click(groupRadio('Gris'));
    await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));
    await user.click(actionRadio('Slakt'));
    expect(await screen.findByRole('alertdialog', { name: 'Bytte type innmelding?' })).toBeInTheDocument();
  });
});

describe('the row list', () => {
  it("editing a row titles the form 'Endre innmeldingsrad', hides that row's buttons and replaces the row in place", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user, '10', '1234');
    await user.click(screen.getByRole('button', { name: 'Legg til flere dyr' }));
    await addPigRow(user, '5', '5678');
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234', 'Gris, 5 stk, klubbnr. 5678']);
    await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));
    expect(missingList()).not.toBeInTheDocument();

    await user.click(within(rowItem('Gris, 10 stk, klubbnr. 1234')).getByRole('button', { name: 'Endre Gris, 10 stk, klubbnr. 1234' }));
    const form = screen.getByRole('region', { name: 'Endre innmeldingsrad' });
    expect(screen.queryByRole('region', { name: 'Ny innmeldingsrad' })).not.toBeInTheDocument();
    const edited = rowItem('Gris, 10 stk, klubbnr. 1234');
    expect(within(edited).queryByRole('button')).not.toBeInTheDocument();
    expect(edited).toHaveTextContent('Endres nå');
    expect(within(rowItem('Gris, 5 stk, klubbnr. 5678')).getByRole('button', { name: 'Endre Gris, 5 stk, klubbnr. 5678' })).toBeInTheDocument();
    expect(within(rowItem('Gris, 5 stk, klubbnr. 5678')).getByRole('button', { name: 'Slett Gris, 5 stk, klubbnr. 5678' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Antall' })).toHaveValue('10');
    expect(within(form).getByRole('textbox', { name: 'Klubbnummer' })).toHaveValue('1234');
    expect(within(screen.getByRole('list', { name: 'Før du kan melde inn må:' })).getByText('fullføre eller avbryte endringen av raden')).toBeInTheDocument();
    expect(missingList()).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Antall' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Endre' }));
    expect(rowTexts()).toEqual(['Gris, 12 stk, klubbnr. 1234', 'Gris, 5 stk, klubbnr. 5678']);
    expect(screen.queryByRole('region', { name: 'Endre innmeldingsrad' })).not.toBeInTheDocument();
    expect(within(rowItem('Gris, 12 stk, klubbnr. 1234')).getByRole('button', { name: 'Endre Gris, 12 stk, klubbnr. 1234' })).toBeInTheDocument();
    expect(missingList()).not.toBeInTheDocument();
  });

  it("'Avbryt endring' leaves the row as it was", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(screen.getByRole('button', { name: 'Endre Gris, 10 stk, klubbnr. 1234' }));
    const form = screen.getByRole('region', { name: 'Endre innmeldingsrad' });
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '0');
    await user.click(within(form).getByRole('button', { name: 'Avbryt endring' }));
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234']);
    expect(screen.queryByRole('region', { name: 'Endre innmeldingsrad' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slett Gris, 10 stk, klubbnr. 1234' })).toBeInTheDocument();
  });

  it('the add form judges a new row against the list: a club number already added is refused', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user, '10', '1234');
    await user.click(screen.getByRole('button', { name: 'Legg til flere dyr' }));
    await addPigRow(user, '3', '1234');

    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234']);
    const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
    expect(within(form).getByText('Gris med valgt klubbnummer er allerede lagt til')).toBeInTheDocument();
    // The press (Enter) was answered: the summary at the top of the form names the field.
    expect(within(form).getByRole('region', { name: 'Rett opp dette i raden:' })).toHaveTextContent('Klubbnummer: Gris med valgt klubbnummer er allerede lagt til');
  });

  it("after adding or changing a row, focus is on 'Legg til flere dyr' under the list", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Legg til flere dyr' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Endre Gris, 10 stk, klubbnr. 1234' }));
    await user.type(within(screen.getByRole('region', { name: 'Endre innmeldingsrad' })).getByRole('textbox', { name: 'Klubbnummer' }), '{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Legg til flere dyr' })).toHaveFocus());
  });

  it("'Avbryt radinnleggelse' closes the add form when there are rows", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(screen.getByRole('button', { name: 'Legg til flere dyr' }));
    await user.click(screen.getByRole('button', { name: 'Avbryt radinnleggelse' }));
    expect(screen.queryByRole('region', { name: 'Ny innmeldingsrad' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Legg til flere dyr' })).toBeInTheDocument();
  });

  it("delete asks 'Er du sikker på å slette denne raden?'; 'Nei' keeps it, 'Ja' hides it and removes it after the animation", async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user, '10', '1234');
    await user.click(screen.getByRole('button', { name: 'Legg til flere dyr' }));
    await addPigRow(user, '5', '5678');

    await user.click(screen.getByRole('button', { name: 'Slett Gris, 10 stk, klubbnr. 1234' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Slett rad' });
    expect(dialog).toHaveTextContent('Er du sikker på å slette denne raden?');
    // Which row, of two alike; Escape keeps it, as 'Nei' does.
    expect(dialog).toHaveTextContent('Gris, 10 stk, klubbnr. 1234');
    expect(dialog).not.toHaveTextContent('klubbnr. 5678');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234', 'Gris, 5 stk, klubbnr. 5678']);
    await user.click(screen.getByRole('button', { name: 'Slett Gris, 10 stk, klubbnr. 1234' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Slett rad' });
    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowTexts()).toEqual(['Gris, 10 stk, klubbnr. 1234', 'Gris, 5 stk, klubbnr. 5678']);

    await user.click(screen.getByRole('button', { name: 'Slett Gris, 10 stk, klubbnr. 1234' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Slett rad' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    // First hidden (fading), still in the page.
    const leaving = within(rowList()!).getByText('Gris, 10 stk, klubbnr. 1234').closest('li')!;
    expect(leaving).toHaveAttribute('aria-hidden', 'true');
    expect(within(rowList()!).getAllByRole('listitem')).toHaveLength(1);
    // Then gone.
    await waitFor(() => expect(within(rowList()!).queryByText('Gris, 10 stk, klubbnr. 1234')).not.toBeInTheDocument());
    expect(rowTexts()).toEqual(['Gris, 5 stk, klubbnr. 5678']);
    // The local draft follows (written in an effect, just after the list).
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!) as { state: EnrolmentState };
      expect(stored.state.rows).toEqual([expect.objectContaining({ club_no: '5678' })]);
    });
  });

  it('deleting the last row brings back the add form', async () => {
    serveEnrolmentApi();
    const { user } = renderPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(screen.getByRole('button', { name: 'Slett Gris, 10 stk, klubbnr. 1234' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));

    await waitFor(() => expect(rowList()).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Ny innmeldingsrad' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Før du kan melde inn må:' })).getByText('legge til minst ett dyr')).toBeInTheDocument();
  });
});
