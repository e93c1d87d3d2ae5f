import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import type { RecordedRequest } from '@/testing/fetch-mock';
import { serveEnrolmentApi } from '../testing/enrolment-api';
import { choose, expectTakenToReceipt, missingItems, missingList, renderEnrolmentPage, rowList, sendButton, type User, withBrowserClockInJune } from '../testing/enrolment-screen';

/**
 * Return meat and skin on the new-enrolment screen (spec §2 items 5–8 and 10, §4 divisions, §5,
 * §8): what comes back per row, the divisions with their forms (standard), and the pickup place
 * (midtnorge, by the company's flags).
 */

withBrowserClockInJune();

const flags = { ...company.flags };
afterEach(() => {
  Object.assign(company.flags, flags);
});

const registerCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/register_enrolment');
const agreement = () => screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' });
const section = async (name: string) => (await screen.findByRole('heading', { name })).closest('section')!;
const division = (n: number) => screen.getByRole('group', { name: `Oppdeling ${n}` });

/** Two cows from the herd, both with return meat, the first with its hide too. */
async function addTwoCows(user: User) {
  await choose(user, 'Slakt', 'Storfe');
  const form = await screen.findByRole('region', { name: 'Ny innmeldingsrad' });
  const dagros = '50012-00001 Ku Dagros (f. 03.01.2016)';
  const flekka = '50012-00011 Kvige Flekka (f. 10.02.2024)';
  await user.click(await within(form).findByRole('checkbox', { name: dagros }));
  await user.click(within(form).getByRole('checkbox', { name: `Returkjøtt for ${dagros}` }));
  await user.click(within(form).getByRole('checkbox', { name: `Returhud for ${dagros}` }));
  await user.click(within(form).getByRole('checkbox', { name: flekka }));
  await user.click(within(form).getByRole('checkbox', { name: `Returkjøtt for ${flekka}` }));
  await user.click(within(form).getByRole('button', { name: 'Legg til' }));
}

/** Moves the first animal of the pool to `to` ('Opprett ny oppdeling', 'Oppdeling 1', …). */
async function moveFirstInPool(user: User, to: string) {
  const pool = screen.getByRole('list', { name: 'Ufordelte dyr til oppdeling' });
  await moveIn(user, within(pool).getAllByRole('listitem')[0]!, to);
}

/** Moves the animals of one place's list item to `to`. */
async function moveIn(user: User, item: HTMLElement, to: string) {
  await user.selectOptions(within(item).getByRole('combobox', { name: 'Velg oppdeling å flytte til' }), to);
  await user.click(within(item).getByRole('button', { name: /^Flytt/ }));
}

describe('return meat in divisions (standard)', () => {
  it('places each cow in a division, fills the forms and the common choices, and sends them', async () => {
    company.flags.return_form = true;
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await addTwoCows(user);
    expect(within(rowList()!).getAllByRole('listitem')[0]).toHaveTextContent('1 med returkjøtt');
    expect(within(rowList()!).getAllByRole('listitem')[0]).toHaveTextContent('1 med returhud');

    const meat = await section('5. Returkjøtt');
    expect(within(meat).getByText('Kjøttet skjæres og pakkes slik du velger.')).toBeInTheDocument();
    await section('6. Returhud og returskinn');
    await user.click(agreement());
    // One division is enough until the farmer splits them: it is made for him, with both cows.
    expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' }).children).toHaveLength(2);
    expect(missingItems()).not.toContain('fordele alle dyr med returkjøtt på oppdelinger');

    await moveIn(user, within(division(1)).getAllByRole('listitem')[1]!, 'Opprett ny oppdeling');
    expect(within(meat).getByText('Alle dyr med returkjøtt er fordelt på oppdelinger.')).toBeInTheDocument();
    expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' })).toHaveTextContent('Dagros');
    expect(within(division(2)).getByRole('list', { name: 'Dyr i oppdeling 2' })).toHaveTextContent('Flekka');
    expect(missingItems()).toEqual(['fylle ut skjemaet for hver oppdeling', 'fylle ut returskjemaet']);


    await user.click(within(division(1)).getByRole('radio', { name: 'Ferdig stykket' }));
    await user.click(within(division(1)).getByRole('checkbox', { name: 'Biff' }));
    // An illegal pair: with 'Biff' ticked, 'Alt kjøttet som kjøttdeig' cannot be, and says why.
    const allMince = within(division(1)).getByRole('checkbox', { name: 'Alt kjøttet som kjøttdeig' });
    expect(allMince).toBeDisabled();
    expect(allMince).toHaveAccessibleDescription('Kan ikke kombineres med «Biff»');
    await user.click(within(division(2)).getByRole('radio', { name: 'Halve skrotter' }));
    await user.click(within(division(2)).getByRole('checkbox', { name: 'Alt kjøttet som kjøttdeig' }));
    await user.type(within(division(2)).getByRole('textbox', { name: 'Merknad til oppdelingen' }), 'Grovmalt');
    await user.click(within(meat).getByRole('radio', { name: 'Innhold, dato og navnet ditt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send huden til garving' }));
    await user.type(screen.getByRole('textbox', { name: 'Kommentar til returkjøttet' }), 'Hentes fredag');
    await user.click(screen.getByRole('checkbox', { name: 'Ønsker tilsendt merker for retur' }));
    await waitFor(() => expect(missingList()).not.toBeInTheDocument());

    await user.click(sendButton());
    await expectTakenToReceipt();
    const body = registerCalls(requests)[0]!.json as Record<string, unknown> & { returnSlaughterOptionsGroups: { id: string }[] };
    const [first, second] = body.returnSlaughterOptionsGroups;
    expect(body).toMatchObject({
      animal_rows: [
        { individual_no: '00001', return_meat: true, return_skin: true, return_options_groups: [{ group_id: first!.id, amount_animals: 1, animal_ids: ['50012-00001'] }] },
        { individual_no: '00011', return_meat: true, return_options_groups: [{ group_id: second!.id, amount_animals: 1, animal_ids: ['50012-00011'] }] },
      ],
      returnSlaughterOptionsGroups: [
        { divisionNo: 1, formData: { oppdeling: 'stykket', biff: true } },
        { divisionNo: 2, formData: { oppdeling: 'halv', alt_kjottdeig: true, merknad: 'Grovmalt' } },
      ],
      returnSlaughterOptionsCommon: { merking: 'navn', garving: true },
      returnSlaughterOptionsCommentMeat: 'Hentes fredag',
      want_marks_sent_on_return: true,
      return_form_fields: { per_division: expect.any(Array) },
    });
  });

  it('a press on Send marks the choices of divisions nobody has touched; the summary takes the farmer to the first', async () => {
    company.flags.return_form = true;
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await addTwoCows(user);
    await section('5. Returkjøtt');
    // One division is enough: it is made for the farmer, with both cows, its choices unanswered.
    expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' }).children).toHaveLength(2);
    await user.click(agreement());

    expect(within(division(1)).getByRole('radio', { name: 'Ferdig stykket' })).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    expect(registerCalls(requests)).toHaveLength(0);
    expect(within(division(1)).getByRole('radio', { name: 'Ferdig stykket' })).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('group', { name: 'Før du kan melde inn må:' });
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('button', { name: 'fylle ut skjemaet for hver oppdeling' }));
    expect(division(1)).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
  });

  it("deletes a division after 'Er du sikker på å slette denne gruppen?': its cow is back in the pool", async () => {
    company.flags.return_form = true;
    serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await addTwoCows(user);
    await section('5. Returkjøtt');
    expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' }).children).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Slett oppdeling 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Er du sikker på å slette denne gruppen?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Oppdeling 1' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Ufordelte dyr til oppdeling' })).getAllByRole('listitem')).toHaveLength(2);
    // Deleted on purpose: no division is made again until the farmer asks for one.
    await moveFirstInPool(user, 'Opprett ny oppdeling');
    expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' }).children).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Ufordelte dyr til oppdeling' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('numbers the health remarks after the return sections, and says when the form cannot be loaded', async () => {
    company.flags.return_form = true;
    serveEnrolmentApi({ returnForm: null });
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Storfe');
    const form = await screen.findByRole('region', { name: 'Ny innmeldingsrad' });
    const dagros = '50012-00001 Ku Dagros (f. 03.01.2016)';
    await user.click(await within(form).findByRole('checkbox', { name: dagros }));
    for (const box of ['Returkjøtt', 'Returhud', 'Helseavvik']) await user.click(within(form).getByRole('checkbox', { name: `${box} for ${dagros}` }));
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));
    await section('7. Fyll ut informasjon om dyr med helseavvik');
    const meat = await section('5. Returkjøtt');
    expect(await within(meat).findByText(/Det oppsto en feil ved henting av skjemaet\./)).toBeInTheDocument();
  });

  it('asks first when a changed row has fewer with return meat than are placed', async () => {
    company.flags.return_form = true;
    serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Gris');
    const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
    await user.click(within(form).getByRole('radio', { name: 'Gris' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '10');
    await user.type(within(form).getByRole('textbox', { name: 'Klubbnummer' }), '1234');
    await user.click(within(form).getByRole('checkbox', { name: 'Returkjøtt' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall dyr med returkjøtt' }), '3{Enter}');
    await section('5. Returkjøtt');
    expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' })).toHaveTextContent('3 dyr');

    await user.click(within(rowList()!).getByRole('button', { name: /^Endre/ }));
    const edit = screen.getByRole('region', { name: 'Endre innmeldingsrad' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Antall dyr med returkjøtt' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Antall dyr med returkjøtt' }), '2{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Færre dyr med returkjøtt' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(within(division(1)).getByRole('list', { name: 'Dyr i oppdeling 1' })).toHaveTextContent('2 dyr'));
  });
});

describe('numbered sheep go to divisions by number (spec §4)', () => {
  it('moves the chosen lambs to a new division, names them in the payload, and sums it up before sending', async () => {
    company.flags.return_form = true;
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Sau og lam');
    const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
    await user.click(within(form).getByRole('radio', { name: 'Lam' }));
    await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '6');
    for (const no of ['301', '302', '303']) {
      await user.click(within(form).getByRole('button', { name: 'Legg til individnummer' }));
      const numbers = within(form).getAllByRole('textbox', { name: /^Individnummer/ });
      await user.type(numbers[numbers.length - 1]!, no);
      const meatBoxes = within(form).getAllByRole('checkbox', { name: /^Returkjøtt/ });
      await user.click(meatBoxes[meatBoxes.length - 1]!);
    }
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));

    const meat = await section('5. Returkjøtt');
    const first = within(division(1)).getAllByRole('listitem')[0]!;
    const choice = within(first).getByRole('group', { name: /^Velg dyr å flytte/ });
    // 'Flytt' without a choice answers: it says what to choose.
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Velg oppdeling å flytte til' }), 'Opprett ny oppdeling');
    await user.click(within(first).getByRole('button', { name: /^Flytt/ }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Velg hvilke dyr som skal flyttes');
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(choice).getByRole('checkbox', { name: 'nr. 302' }));
    await user.click(within(first).getByRole('button', { name: /^Flytt/ }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Oppdeling 2' })).toBeInTheDocument());
    expect(within(meat).getByText('Alle dyr med returkjøtt er fordelt på oppdelinger.')).toBeInTheDocument();

    for (const n of [1, 2]) {
      await user.click(within(division(n)).getByRole('radio', { name: 'Halve skrotter' }));
    }
    await user.click(within(meat).getByRole('radio', { name: 'Innhold, dato og navnet ditt' }));
    await user.click(agreement());
    const summary = screen.getByRole('region', { name: 'Dette får du i retur' });
    expect(within(summary).getByText(/Oppdeling 1/).closest('li')).toHaveTextContent('Lam nr. 301, 303');
    expect(within(summary).getByText(/Oppdeling 2/).closest('li')).toHaveTextContent('Lam nr. 302');
    expect(within(summary).getByText(/Oppdeling 2/).closest('li')).toHaveTextContent('Halve skrotter');

    await waitFor(() => expect(missingList()).not.toBeInTheDocument());
    await user.click(sendButton());
    await expectTakenToReceipt();
    const body = registerCalls(requests)[0]!.json as { animal_rows: { return_options_groups: unknown }[]; returnSlaughterOptionsGroups: { id: string }[] };
    const [one, two] = body.returnSlaughterOptionsGroups;
    expect(body.animal_rows[0]!.return_options_groups).toEqual([
      { group_id: one!.id, amount_animals: 2, animal_ids: ['301', '303'] },
      { group_id: two!.id, amount_animals: 1, animal_ids: ['302'] },
    ]);
  });
});

describe('return meat with a pickup place (midtnorge)', () => {
  it('requires the pickup place, sends it, and offers the return information; no divisions', async () => {
    Object.assign(company.flags, { return_form: false, pickup_location_for_return_meat: true, return_info: true, enrolmentWantReturnMarksCheckbox: false });
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await addTwoCows(user);
    expect(screen.queryByRole('heading', { name: /Returkjøtt/ })).toBeNull();
    await user.click(agreement());
    expect(missingItems()).toEqual(['velge hentested for returkjøtt']);
    await user.type(screen.getByRole('textbox', { name: 'Velg hentested for returkjøtt' }), 'Slakteriet');
    expect(screen.getByText('10 av 100 tegn')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Ønsker tilsendt merker for retur' })).toBeNull();
    await user.click(await screen.findByText('Viktig informasjon om retur'));
    expect(screen.getByText('Merk dyrene med returmerker før henting.')).toBeVisible();
    await waitFor(() => expect(missingList()).not.toBeInTheDocument());
    await user.click(sendButton());
    await expectTakenToReceipt();
    const body = registerCalls(requests)[0]!.json as Record<string, unknown>;
    expect(body).toMatchObject({ return_meat_pickup_location: 'Slakteriet' });
    expect(body).not.toHaveProperty('returnSlaughterOptionsGroups');
  });
});
