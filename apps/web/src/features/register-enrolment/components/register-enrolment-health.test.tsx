import type { RegisterEnrolmentResult } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '@/testing/fetch-mock';
import { demoHerd, registered, serveEnrolmentApi } from '../testing/enrolment-api';
import { addPigRow, choose, missingItems, missingList, renderEnrolmentPage, rowList, sendButton, type User, weekInput, withBrowserClockInJune, expectTakenToReceipt } from '../testing/enrolment-screen';

/**
 * Health remarks and the medication check on the new-enrolment screen (spec/enrolment.md §2 items
 * 9–10, §5, §8): flags and counts in the row form, the details in 'Fyll ut informasjon om dyr med
 * helseavvik', and the notices the server's check answers, each confirmed before sending again.
 */

withBrowserClockInJune();

const registerCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/register_enrolment');

/** A club row of 10 pigs, `flagged` of them with health remarks. */
async function addFlaggedPigRow(user: User, flagged: string) {
  const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
  await user.click(within(form).getByRole('radio', { name: 'Gris' }));
  await user.type(within(form).getByRole('textbox', { name: 'Antall' }), '10');
  await user.type(within(form).getByRole('textbox', { name: 'Klubbnummer' }), '1234');
  await user.click(within(form).getByRole('checkbox', { name: 'Dyr med helseavvik' }));
  await user.type(within(form).getByRole('textbox', { name: 'Antall dyr med helseavvik' }), `${flagged}{Enter}`);
}

const agreement = () => screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' });

describe('health remarks of a pig club row', () => {
  it('refuses a count over the amount in the row form, with the spec’s text', async () => {
    serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Gris');
    await addFlaggedPigRow(user, '11');
    const form = screen.getByRole('region', { name: 'Ny innmeldingsrad' });
    expect(await within(form).findByText('Antall dyr med helseavvik kan ikke være større enn antallet dyr.')).toBeInTheDocument();
    expect(rowList()).toBeNull();
  });

  it("fills in the remark in section 5; 'Annet' needs a comment; the payload carries the remark groups", async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Gris');
    await addFlaggedPigRow(user, '2');
    expect(within(rowList()!).getAllByRole('listitem')).toHaveLength(1);
    expect(within(rowList()!).getByRole('listitem')).toHaveTextContent('2 dyr med helseavvik');

    const section = await screen.findByRole('heading', { name: '5. Fyll ut informasjon om dyr med helseavvik' });
    const health = section.closest('section')!;
    expect(within(health).getByText('2 dyr med helseavvik')).toBeInTheDocument();
    await user.click(agreement());
    expect(missingItems()).toEqual(['fylle ut informasjon om dyr med helseavvik']);
    // A press marks the remark nobody has chosen yet, with its message at the field.
    expect(within(health).getByRole('combobox', { name: 'Helseavvik' })).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/register_enrolment')).toBe(false);
    expect(within(health).getByRole('combobox', { name: 'Helseavvik' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(health).getByRole('combobox', { name: 'Helseavvik' })).toHaveAccessibleDescription('Velg helseavvik');

    await user.selectOptions(within(health).getByRole('combobox', { name: 'Helseavvik' }), 'Annet');
    await user.tab();
    const comment = within(health).getByRole('textbox', { name: 'Kommentar' });
    await user.click(comment);
    await user.tab();
    expect(await within(health).findByText('Beskriv helseavviket i kommentaren')).toBeInTheDocument();
    await user.type(comment, 'Hoster');
    expect(within(health).getByText('6 av 200 tegn')).toBeInTheDocument();
    await waitFor(() => expect(missingList()).not.toBeInTheDocument());

    await user.click(sendButton());
    await expectTakenToReceipt();
    expect(registerCalls(requests)[0]!.json).toMatchObject({
      animal_rows: [
        {
          subcategory_name: 'Gris',
          amount: 10,
          club_no: '1234',
          has_health_remarks: true,
          health_remarks_cnt: 2,
          health_remarks_groups: [{ amount_animals: 2, health_remarks_code: 'ANNET', health_remarks_comment: 'Hoster' }],
        },
      ],
    });
  });

  it('splits the flagged animals over two remarks, and says when they do not add up', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Gris');
    await addFlaggedPigRow(user, '3');
    const health = (await screen.findByRole('heading', { name: '5. Fyll ut informasjon om dyr med helseavvik' })).closest('section')!;
    await user.selectOptions(within(health).getByRole('combobox', { name: 'Helseavvik' }), 'Brokk');
    await user.click(within(health).getByRole('button', { name: 'Legg til helseavvik' }));
    await user.selectOptions(within(health).getByRole('combobox', { name: 'Helseavvik 2' }), 'Bogsår');
    const second = within(health).getByRole('textbox', { name: 'Antall dyr, helseavvik 2' });
    await user.type(second, '1');
    await user.tab();
    // 3 + 1 is more than the 3 flagged.
    expect(await within(health).findByText('Totalt antall dyr med helseavvik kan ikke være mer enn 3.')).toBeInTheDocument();
    const first = within(health).getByRole('textbox', { name: 'Antall dyr, helseavvik 1' });
    await user.clear(first);
    await user.type(first, '2');
    await user.tab();
    await waitFor(() => expect(within(health).queryByText(/Totalt antall dyr med helseavvik/)).toBeNull());

    await user.click(agreement());
    await user.click(sendButton());
    await expectTakenToReceipt();
    expect(registerCalls(requests)[0]!.json).toMatchObject({
      animal_rows: [{ health_remarks_groups: [{ amount_animals: '2', health_remarks_code: 'BROKK' }, { amount_animals: '1', health_remarks_code: 'BOGSAAR' }] }],
    });
  });
});

describe('health remarks of cattle chosen from the herd', () => {
  it('flags a cow in the row form and asks her remark below', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Storfe');
    const form = await screen.findByRole('region', { name: 'Ny innmeldingsrad' });
    await user.click(await within(form).findByRole('checkbox', { name: '50012-00001 Ku Dagros (f. 03.01.2016)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Helseavvik for 50012-00001 Ku Dagros (f. 03.01.2016)' }));
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));

    const health = (await screen.findByRole('heading', { name: '5. Fyll ut informasjon om dyr med helseavvik' })).closest('section')!;
    await user.selectOptions(within(health).getByRole('combobox', { name: 'Helseavvik' }), 'Delvis avstøtt jur');
    await user.click(agreement());
    await user.click(sendButton());
    await expectTakenToReceipt();
    expect(registerCalls(requests)[0]!.json).toMatchObject({
      animal_rows: [{ mark_no: '50012', individual_no: '00001', has_health_remarks: true, health_remarks_code: 'DELVIS_AVSTOETT_JUR' }],
    });
  });

  it('a cow refused for the week: her row offers the first week she may go, and choosing it clears the refusal', async () => {
    const mari = { ...demoHerd[1]!, treatment_date: '2026-11-20', restrain_limit: '2026-12-16' };
    const reason = 'Dyret 50012-00011 har tilbakeholdelsestid til 16.12.2026 og kan ikke slaktes i uke 49. Fjern dyret fra innmeldingen, eller velg uke 51 eller senere.';
    serveEnrolmentApi({
      herd: [demoHerd[0]!, mari],
      registerAnswers: [jsonResponse(422, { code: 'INVALID_INPUT', message: 'x', fields: { 'animal_rows.0.individual_no': reason } })],
    });
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Storfe');
    const form = await screen.findByRole('region', { name: 'Ny innmeldingsrad' });
    await user.click(await within(form).findByRole('checkbox', { name: /^50012-00011 Kvige Flekka/ }));
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));
    await user.click(agreement());
    await user.click(sendButton());

    const row = within(rowList()!).getByRole('listitem');
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveTextContent(reason);
    await user.click(within(row).getByRole('button', { name: 'Velg uke 51' }));
    expect(weekInput()).toHaveValue('51');
    expect(row).not.toHaveTextContent(reason);
    expect(within(row).queryByRole('button', { name: 'Velg uke 51' })).not.toBeInTheDocument();
  });

  it('names a withdrawal period still running on the server’s today in the herd list, and not one that has ended', async () => {
    const treated = { ...demoHerd[1]!, treatment_date: '2026-11-19', restrain_limit: '2026-12-03' };
    const ended = { ...demoHerd[2]!, treatment_date: '2026-11-01', restrain_limit: '2026-11-21' };
    serveEnrolmentApi({ herd: [demoHerd[0]!, treated, ended] });
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Storfe');
    const form = await screen.findByRole('region', { name: 'Ny innmeldingsrad' });
    expect(await within(form).findByRole('checkbox', { name: '50012-00011 Kvige Flekka (f. 10.02.2024), tilbakeholdelsestid til 03.12.2026' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: ended.display })).toBeInTheDocument();
  });
});

const remarks: Pick<RegisterEnrolmentResult, 'animal_remarks' | 'animals_maybe_in_group_remarks' | 'animals_with_textual_animal_ids' | 'group_remarks'> = {
  animal_remarks: [],
  animals_maybe_in_group_remarks: [],
  animals_with_textual_animal_ids: [],
  group_remarks: [
    {
      group_category: 'Gris',
      group_name: 'Slaktegris, binge 4',
      group_diseases: [{ name: 'Luftveisinfeksjon', code: 'LUFT' }],
      group_medications_restrain_limit_within_week: [{ name: 'Tylan vet.', treatment_date: '2026-11-20', restrain_limit: '2026-12-04' }],
      group_medications_restrain_limit_after_week: [{ name: 'Engemycin vet.', treatment_date: '2026-11-21', restrain_limit: '2026-12-18' }],
    },
  ],
};

describe('the medication check', () => {
  it('shows each notice with its own checkbox, sends again with the confirmations, and registers', async () => {
    const { requests } = serveEnrolmentApi({
      registerAnswers: [
        jsonResponse(200, { register_enrolment: { ...registered, ...remarks, registered: false, enrolment: null } }),
        jsonResponse(200, { register_enrolment: { ...registered, ...remarks } }),
      ],
    });
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(agreement());
    await user.click(sendButton());

    const notices = await screen.findByRole('region', { name: 'Legemiddelbehandling og tilbakeholdelsestid' });
    // Focus goes to the notices: the farmer hears why nothing was sent.
    await waitFor(() => expect(notices).toHaveFocus());
    expect(screen.queryByText('Innmeldingen ble registrert')).toBeNull();
    const within_ = within(notices).getByRole('group', { name: 'Flokkbehandling med tilbakeholdelsestid som går ut i henteuka' });
    expect(within_).toHaveTextContent('Gris, Slaktegris, binge 4: Luftveisinfeksjon');
    expect(within_).toHaveTextContent('Tylan vet., behandlet 20.11.2026, tilbakeholdelsestid til 04.12.2026');
    const after = within(notices).getByRole('group', { name: 'Sykdom og flokkbehandling med tilbakeholdelsestid etter henteuka' });
    expect(after).toHaveTextContent('Engemycin vet., behandlet 21.11.2026, tilbakeholdelsestid til 18.12.2026');
    expect(missingItems()).toEqual(['bekrefte opplysningene om legemiddelbehandling']);
    expect(missingList()).toBeInTheDocument();

    await user.click(within(within_).getByRole('checkbox', { name: 'Jeg bekrefter at dyrene i flokken ikke blir hentet før tilbakeholdelsestiden er ute' }));
    expect(missingList()).toBeInTheDocument();
    await user.click(within(after).getByRole('checkbox', { name: 'Jeg bekrefter at ingen dyr under tilbakeholdelsestid er med i innmeldingen' }));
    await waitFor(() => expect(missingList()).not.toBeInTheDocument());

    await user.click(sendButton());
    await expectTakenToReceipt();
    const [first, second] = registerCalls(requests);
    expect(first!.json).toMatchObject({ confirm_group_medications_restrain_limit_within_week: false, confirm_group_disease_medication_after_week: false });
    expect(second!.json).toMatchObject({ confirm_group_medications_restrain_limit_within_week: true, confirm_group_disease_medication_after_week: true });
    // A new content: a new Idempotency-Key.
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('drops the notices and their ticks when the week changes: the next send is checked again', async () => {
    serveEnrolmentApi({ registerAnswers: [jsonResponse(200, { register_enrolment: { ...registered, ...remarks, registered: false, enrolment: null } })] });
    const { user } = renderEnrolmentPage();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(agreement());
    await user.click(sendButton());
    await screen.findByRole('region', { name: 'Legemiddelbehandling og tilbakeholdelsestid' });
    await user.click(screen.getByRole('button', { name: 'Neste uke' }));
    expect(screen.queryByRole('region', { name: 'Legemiddelbehandling og tilbakeholdelsestid' })).toBeNull();
    // Nothing is missing any more: the list is gone, and the farmer may send (to be checked again).
    expect(missingList()).toBeNull();
  });
});
