import type { AnimalGroup, EnrolmentAction, FieldErrors, HerdAnimal } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { renderWithApp } from '@/testing/render';
import { candidateRowErrors } from '../../model/enrolment-model';
import { initialEnrolmentState, type EnrolmentState, type RowData } from '../../model/enrolment-state';
import { CattleBuyRowForm } from './cattle-buy-row-form';
import { CattleSellRowForm } from './cattle-sell-row-form';
import { CattleSlaughterRowForm } from './cattle-slaughter-row-form';
import { PigSlaughterRowForm } from './pig-slaughter-row-form';
import { SheepBuyRowForm } from './sheep-buy-row-form';
import { SheepSellRowForm } from './sheep-sell-row-form';
import { SheepSlaughterRowForm } from './sheep-slaughter-row-form';

const individualFlag = company.flags.purke_raane_individual_registration;
afterEach(() => {
  company.flags.purke_raane_individual_registration = individualFlag;
});

/** A screen state of `action` and `group` with `rows` already in the list (uids 'r0', 'r1', …). */
function stateWith(action: EnrolmentAction, group: AnimalGroup, rows: RowData[] = []): EnrolmentState {
  return { ...initialEnrolmentState, action, group, step: 4, week: { year: 2026, week: 48 }, rows: rows.map((r, i) => ({ ...r, uid: `r${i}` })) };
}

/** The form's props as the screen gives them: the core rules and duplicates against `state`. */
function propsFor(state: EnrolmentState, editingUid: string | null = null) {
  return {
    errorsOf: (candidates: RowData[]): FieldErrors[] => candidateRowErrors(state, candidates, editingUid, company),
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
  };
}

function renderForm(ui: ReactElement) {
  return renderWithApp(ui);
}

const field = (name: string) => screen.getByRole('textbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const addButton = () => screen.getByRole('button', { name: 'Legg til' });

const herd: HerdAnimal[] = [
  { mark_no: '50012', individual_no: '00001', birthdate: '2016-01-03', subcategory_name: 'Ku', name: 'Dagros', uid: '50012-00001', display: '50012-00001 Ku Dagros (f. 03.01.2016)' },
  { mark_no: '50012', individual_no: '00011', birthdate: '2024-02-10', subcategory_name: 'Kvige', name: 'Flekka', uid: '50012-00011', display: '50012-00011 Kvige Flekka (f. 10.02.2024)' },
  { mark_no: '50012', individual_no: '00016', birthdate: '2024-10-05', subcategory_name: 'Okse', name: 'Brutus', uid: '50012-00016', display: '50012-00016 Okse Brutus (f. 05.10.2024)' },
];

describe('pig slaughter row', () => {
  it('adds a club-registered group with Enter, the amount as a number', async () => {
    const props = propsFor(stateWith('slaughter', 'pigs'));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    expect(screen.getByRole('heading', { name: 'Ny innmeldingsrad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avbryt radinnleggelse' })).toBeInTheDocument();
    await user.click(radio('Gris'));
    await user.type(field('Antall'), '12');
    await user.type(field('Klubbnummer'), '1234{Enter}');

    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Gris', amount: 12, club_no: '1234', comment: '' }]);
  });

  it("does not add an invalid row and says 'Ugyldig antall' and 'Ugyldig klubbnummer'", async () => {
    const props = propsFor(stateWith('slaughter', 'pigs'));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Vak gris'));
    await user.type(field('Antall'), '0');
    await user.type(field('Klubbnummer'), '123');
    // Nothing shows while typing; leaving the field shows its error.
    expect(screen.queryByText('Ugyldig klubbnummer')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Ugyldig klubbnummer')).toBeInTheDocument();
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets the focus.
    await vi.waitFor(() => expect(field('Antall')).toHaveFocus());
  });

  it('shows every error after a try to add an empty row', async () => {
    const props = propsFor(stateWith('slaughter', 'pigs'));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Ugyldig type')).toBeInTheDocument();
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();
    expect(screen.getByText('Feltet må fylles ut')).toBeInTheDocument();
  });

  it('refuses a club number already added', async () => {
    const props = propsFor(stateWith('slaughter', 'pigs', [{ subcategory_name: 'Gris', amount: 4, club_no: '1234', comment: '' }]));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Gris'));
    await user.type(field('Antall'), '3');
    await user.type(field('Klubbnummer'), '1234{Enter}');

    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Gris med valgt klubbnummer er allerede lagt til')).toBeInTheDocument();
  });

  it('has one ear-tag field per sow, following the amount, and adds them with Enter', async () => {
    company.flags.purke_raane_individual_registration = true;
    const props = propsFor(stateWith('slaughter', 'pigs'));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Purke'));
    expect(screen.queryByRole('textbox', { name: /^Øremerke/ })).not.toBeInTheDocument();
    await user.type(field('Antall'), '3');
    expect(screen.getAllByRole('textbox', { name: /^Øremerke \d$/ })).toHaveLength(3);
    await user.clear(field('Antall'));
    await user.type(field('Antall'), '2');
    expect(screen.getAllByRole('textbox', { name: /^Øremerke \d$/ })).toHaveLength(2);
    // More than 400 is not a valid amount: no fields.
    await user.clear(field('Antall'));
    await user.type(field('Antall'), '401');
    expect(screen.queryByRole('textbox', { name: /^Øremerke/ })).not.toBeInTheDocument();
    await user.clear(field('Antall'));
    await user.type(field('Antall'), '2');

    await user.type(field('Øremerke 1'), '101');
    await user.type(field('Øremerke 2'), '102{Enter}');

    // The club number is optional for sows and boars.
    expect(props.onSubmit).toHaveBeenCalledWith([
      { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '101' }, { ear_tag: '102' }], comment: '' },
    ]);
  });

  it('shows invalid, repeated and already added ear tags', async () => {
    company.flags.purke_raane_individual_registration = true;
    const props = propsFor(
      stateWith('slaughter', 'pigs', [{ subcategory_name: 'Råne', amount: 1, individual_pigs: [{ ear_tag: '77' }], comment: '' }]),
    );
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Purke'));
    await user.type(field('Antall'), '3');
    await user.type(field('Øremerke 1'), '00000');
    await user.type(field('Øremerke 2'), '5');
    await user.type(field('Øremerke 3'), '5{Enter}');

    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(within(field('Øremerke 1').parentElement as HTMLElement).getByText('Ugyldig øremerke')).toBeInTheDocument();
    expect(screen.getByText('Flere purker eller råner har samme øremerke: 5')).toBeInTheDocument();

    await user.clear(field('Øremerke 1'));
    await user.type(field('Øremerke 1'), '77');
    await user.clear(field('Øremerke 3'));
    await user.type(field('Øremerke 3'), '6{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Gris med valgt øremerke er allerede lagt til: 77')).toBeInTheDocument();
  });

  it('registers sows by club number when individual registration is off', async () => {
    company.flags.purke_raane_individual_registration = false;
    const props = propsFor(stateWith('slaughter', 'pigs'));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Purke'));
    await user.type(field('Antall'), '2');
    expect(screen.queryByRole('textbox', { name: /^Øremerke/ })).not.toBeInTheDocument();
    await user.type(field('Klubbnummer'), '4321{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Purke', amount: 2, club_no: '4321', comment: '' }]);
  });

  it("is prefilled when changing a row, with 'Endre' and 'Avbryt endring', and its own club number is no duplicate", async () => {
    const row = { subcategory_name: 'Gris', amount: 4, club_no: '1234', comment: 'Sein levering' };
    const props = propsFor(stateWith('slaughter', 'pigs', [row]), 'r0');
    const { user } = renderForm(<PigSlaughterRowForm editing={row} {...props} />);

    expect(screen.getByRole('heading', { name: 'Endre innmeldingsrad' })).toBeInTheDocument();
    expect(radio('Gris')).toBeChecked();
    expect(field('Antall')).toHaveValue('4');
    expect(field('Klubbnummer')).toHaveValue('1234');
    expect(field('Kommentar til raden')).toHaveValue('Sein levering');

    await user.click(screen.getByRole('button', { name: 'Avbryt endring' }));
    expect(props.onCancel).toHaveBeenCalled();

    await user.clear(field('Antall'));
    await user.type(field('Antall'), '5');
    await user.click(screen.getByRole('button', { name: 'Endre' }));
    expect(props.onSubmit).toHaveBeenCalledWith([{ ...row, amount: 5 }]);
  });
});

describe('sheep slaughter row', () => {
  it('adds type, amount, individual numbers and Klipt', async () => {
    const props = propsFor(stateWith('slaughter', 'sheep'));
    const { user } = renderForm(<SheepSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Lam'));
    await user.type(field('Antall'), '2');
    await user.click(screen.getByRole('button', { name: 'Legg til individnummer' }));
    // The new field has the focus.
    expect(field('Individnummer 1')).toHaveFocus();
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Legg til individnummer' }));
    await user.keyboard('13');
    // No more numbers than animals.
    expect(screen.queryByRole('button', { name: 'Legg til individnummer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Klipt' }));
    await user.type(field('Individnummer 2'), '{Enter}');

    expect(props.onSubmit).toHaveBeenCalledWith([
      { subcategory_name: 'Lam', amount: 2, individual_sheep: [{ individual_no: '12' }, { individual_no: '13' }], is_sheep_cut: true, comment: '' },
    ]);
  });

  it("says 'Ugyldig individnummer' and 'Ugyldig antall', and a number can be removed", async () => {
    const props = propsFor(stateWith('slaughter', 'sheep'));
    const { user } = renderForm(<SheepSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Sau'));
    await user.type(field('Antall'), '201');
    await user.click(screen.getByRole('button', { name: 'Legg til individnummer' }));
    await user.keyboard('00000{Enter}');

    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();
    expect(screen.getByText('Ugyldig individnummer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fjern individnummer 1' }));
    expect(screen.queryByRole('textbox', { name: /^Individnummer/ })).not.toBeInTheDocument();
    await user.clear(field('Antall'));
    await user.type(field('Antall'), '200{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Sau', amount: 200, individual_sheep: [], is_sheep_cut: false, comment: '' }]);
  });

  it('refuses numbers already added and a type already added', async () => {
    const props = propsFor(
      stateWith('slaughter', 'sheep', [{ subcategory_name: 'Lam', amount: 3, individual_sheep: [{ individual_no: '12' }], is_sheep_cut: false, comment: '' }]),
    );
    const { user } = renderForm(<SheepSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Lam'));
    await user.type(field('Antall'), '2');
    await user.click(screen.getByRole('button', { name: 'Legg til individnummer' }));
    await user.keyboard('12{Enter}');

    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Sau av denne typen er allerede lagt til')).toBeInTheDocument();
    expect(screen.getByText('Individnummer er allerede lagt til: 12')).toBeInTheDocument();
  });

  it("hides 'Klipt' for Kje and clears it", async () => {
    const props = propsFor(stateWith('slaughter', 'sheep'));
    const { user } = renderForm(<SheepSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Sau'));
    await user.click(screen.getByRole('checkbox', { name: 'Klipt' }));
    await user.click(radio('Kje'));
    expect(screen.queryByRole('checkbox', { name: 'Klipt' })).not.toBeInTheDocument();
    await user.type(field('Antall'), '1{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Kje', amount: 1, individual_sheep: [], is_sheep_cut: false, comment: '' }]);

    await user.click(radio('Geit'));
    expect(screen.getByRole('checkbox', { name: 'Klipt' })).not.toBeChecked();
  });
});

describe('cattle slaughter row', () => {
  it('adds several animals from the herd, each with its comment', async () => {
    const props = propsFor(stateWith('slaughter', 'cattle'));
    const { user } = renderForm(<CattleSlaughterRowForm editing={undefined} herd={herd} {...props} />);

    await user.click(screen.getByRole('checkbox', { name: herd[0]!.display }));
    // The search filters the list; Enter there does not add anything.
    await user.type(screen.getByRole('searchbox', { name: 'Søk i besetningen' }), 'brutus{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox', { name: herd[0]!.display })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: herd[2]!.display }));

    // Both chosen animals keep their comment field whatever the search shows.
    await user.type(field(`Kommentar til ${herd[0]!.display}`), 'Halter litt');
    await user.type(field(`Kommentar til ${herd[2]!.display}`), 'Urolig');
    await user.click(addButton());

    expect(props.onSubmit).toHaveBeenCalledWith([
      { mark_no: '50012', individual_no: '00001', subcategory_name: 'Ku', comment: 'Halter litt' },
      { mark_no: '50012', individual_no: '00016', subcategory_name: 'Okse', comment: 'Urolig' },
    ]);
  });

  it("says 'Velg et dyr' when nothing is chosen", async () => {
    const props = propsFor(stateWith('slaughter', 'cattle'));
    const { user } = renderForm(<CattleSlaughterRowForm editing={undefined} herd={herd} {...props} />);

    expect(screen.queryByText('Velg et dyr')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Velg et dyr')).toBeInTheDocument();
  });

  it('shows that a chosen animal is already added and does not add it', async () => {
    const props = propsFor(stateWith('slaughter', 'cattle', [{ mark_no: '50012', individual_no: '00011', subcategory_name: 'Kvige', comment: '' }]));
    const { user } = renderForm(<CattleSlaughterRowForm editing={undefined} herd={herd} {...props} />);

    await user.click(screen.getByRole('checkbox', { name: herd[0]!.display }));
    await user.click(screen.getByRole('checkbox', { name: herd[1]!.display }));
    expect(screen.getByText('En eller flere av de valgte storfeene er allerede lagt til')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: herd[1]!.display })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: herd[0]!.display })).not.toHaveAttribute('aria-invalid');
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Fant ingen dyr i besetningen.' for an empty herd", () => {
    renderForm(<CattleSlaughterRowForm editing={undefined} herd={[]} {...propsFor(stateWith('slaughter', 'cattle'))} />);
    expect(screen.getByText('Fant ingen dyr i besetningen.')).toBeInTheDocument();
  });

  it('changes one animal and its comment', async () => {
    const row = { mark_no: '50012', individual_no: '00001', subcategory_name: 'Ku', comment: 'Gammel' };
    const props = propsFor(stateWith('slaughter', 'cattle', [row]), 'r0');
    const { user } = renderForm(<CattleSlaughterRowForm editing={row} herd={herd} {...props} />);

    expect(screen.getByRole('heading', { name: 'Endre innmeldingsrad' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Velg dyr' })).toHaveValue(herd[0]!.display);
    expect(screen.getByRole('button', { name: 'Avbryt endring' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Vis alle dyr/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: herd[1]!.display }));
    await user.type(field('Kommentar til raden'), ' ku');
    await user.click(screen.getByRole('button', { name: 'Endre' }));

    expect(props.onSubmit).toHaveBeenCalledWith([{ mark_no: '50012', individual_no: '00011', subcategory_name: 'Kvige', comment: 'Gammel ku' }]);
  });
});

describe('cattle sell row', () => {
  async function chooseAnimal(user: ReturnType<typeof renderForm>['user'], display: string) {
    await user.click(screen.getByRole('button', { name: /^Vis alle dyr/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: display }));
  }

  it("asks 'Drektig' only for heifers and cows, and adds the animal with horn and pregnancy", async () => {
    const props = propsFor(stateWith('sell', 'cattle'));
    const { user } = renderForm(<CattleSellRowForm editing={undefined} herd={herd} {...props} />);

    expect(screen.getByRole('heading', { name: 'Ny rad for kjøp/salg' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Drektig' })).not.toBeInTheDocument();
    await chooseAnimal(user, herd[1]!.display);
    await user.click(screen.getByRole('checkbox', { name: 'Drektig' }));
    // An ox is never pregnant: the box goes and its tick with it.
    await chooseAnimal(user, herd[2]!.display);
    expect(screen.queryByRole('checkbox', { name: 'Drektig' })).not.toBeInTheDocument();
    await chooseAnimal(user, herd[0]!.display);
    expect(screen.getByRole('checkbox', { name: 'Drektig' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Drektig' }));
    await user.click(screen.getByRole('checkbox', { name: 'Horn' }));
    await user.click(addButton());

    expect(props.onSubmit).toHaveBeenCalledWith([
      { mark_no: '50012', individual_no: '00001', subcategory_name: 'Ku', horn: true, pregnant: true, comment: '' },
    ]);
  });

  it("says 'Velg et dyr', and that an animal is already added", async () => {
    const props = propsFor(stateWith('sell', 'cattle', [{ mark_no: '50012', individual_no: '00016', subcategory_name: 'Okse', horn: false, pregnant: false, comment: '' }]));
    const { user } = renderForm(<CattleSellRowForm editing={undefined} herd={herd} {...props} />);

    await user.click(addButton());
    expect(screen.getByText('Velg et dyr')).toBeInTheDocument();
    await chooseAnimal(user, herd[2]!.display);
    expect(screen.getByText('En eller flere av de valgte storfeene er allerede lagt til')).toBeInTheDocument();
    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});

describe('sheep sell row', () => {
  it('adds one sheep by its number with breed and horn, with Enter', async () => {
    const props = propsFor(stateWith('sell', 'sheep'));
    const { user } = renderForm(<SheepSellRowForm editing={undefined} {...props} />);

    await user.click(radio('Vær'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rase' }), 'Suffolk');
    await user.click(screen.getByRole('checkbox', { name: 'Horn' }));
    await user.type(field('Individnummer'), '4711{Enter}');

    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Vær', sheep_individual_no: '4711', sheep_race: 'Suffolk', horn: true, comment: '' }]);
  });

  it("says 'Ugyldig individnummer', 'Velg rase' and that the sheep is already added", async () => {
    const props = propsFor(stateWith('sell', 'sheep', [{ subcategory_name: 'Sau', sheep_individual_no: '12', sheep_race: 'Dala', horn: false, comment: '' }]));
    const { user } = renderForm(<SheepSellRowForm editing={undefined} {...props} />);

    expect(screen.getByRole('combobox', { name: 'Rase' })).toHaveDisplayValue('Velg rase');
    await user.click(radio('Sau'));
    await user.type(field('Individnummer'), '0{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Ugyldig individnummer')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rase' })).toHaveAccessibleDescription('Velg rase');

    await user.clear(field('Individnummer'));
    await user.type(field('Individnummer'), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rase' }), 'Rygja');
    await user.type(field('Individnummer'), '{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Denne sauen er allerede lagt til')).toBeInTheDocument();
  });
});

describe('sheep buy row', () => {
  it('adds type, breed and amount (at most 200)', async () => {
    const props = propsFor(stateWith('buy', 'sheep'));
    const { user } = renderForm(<SheepBuyRowForm editing={undefined} {...props} />);

    await user.click(radio('Lam'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rase' }), 'Dala');
    await user.type(field('Antall'), '201{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();

    await user.clear(field('Antall'));
    await user.type(field('Antall'), '200{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Lam', sheep_race: 'Dala', amount: 200, comment: '' }]);
  });
});

describe('cattle buy row', () => {
  it('skips the weight for milk animals, which are light', async () => {
    const props = propsFor(stateWith('buy', 'cattle'));
    const { user } = renderForm(<CattleBuyRowForm editing={undefined} {...props} />);

    // One step at a time.
    expect(screen.getByRole('group', { name: 'Type livdyr' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kategori' })).not.toBeInTheDocument();
    await user.click(radio('Livdyr til fôring'));
    expect(screen.queryByRole('group', { name: 'Kjønn' })).not.toBeInTheDocument();
    await user.click(radio('Melkefe'));
    expect(screen.queryByRole('group', { name: 'Vekt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Antall' })).not.toBeInTheDocument();
    await user.click(radio('Kvige'));
    await user.type(field('Antall'), '5{Enter}');

    expect(props.onSubmit).toHaveBeenCalledWith([
      { live_animal_type: 'feeding_animal', cattle_category: 'milk_animal', cattle_weight: 'light', cattle_gender: 'female', amount: 5, comment: '' },
    ]);
  });

  it('clears every later step when an earlier one changes', async () => {
    const props = propsFor(stateWith('buy', 'cattle'));
    const { user } = renderForm(<CattleBuyRowForm editing={undefined} {...props} />);

    await user.click(radio('Livdyr til fôring'));
    await user.click(radio('Kjøttfe'));
    await user.click(radio('Tung'));
    await user.click(radio('Okse'));
    await user.type(field('Antall'), '3');

    await user.click(radio('Lett'));
    expect(radio('Okse')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Antall' })).not.toBeInTheDocument();
    await user.click(radio('Okse'));
    expect(field('Antall')).toHaveValue('');
    // A cleared amount starts untouched: no error before the farmer is done with it.
    expect(screen.queryByText('Ugyldig antall')).not.toBeInTheDocument();

    await user.click(radio('Livdyr til avl'));
    expect(radio('Kjøttfe')).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Vekt' })).not.toBeInTheDocument();
    await user.click(radio('Kjøttfe'));
    await user.click(radio('Lett'));
    expect(screen.queryByRole('group', { name: 'Kjønn' })).not.toBeInTheDocument();
    await user.click(radio('Avlsokse'));
    await user.type(field('Antall'), '1{Enter}');

    expect(props.onSubmit).toHaveBeenCalledWith([
      { live_animal_type: 'breeding_animal', cattle_category: 'meat_animal', cattle_weight: 'light', cattle_breeding_fertility_status: 'breeding_ox', amount: 1, comment: '' },
    ]);
  });

  it("refuses a kind already added and an invalid amount ('Ugyldig antall')", async () => {
    const props = propsFor(
      stateWith('buy', 'cattle', [{ live_animal_type: 'feeding_animal', cattle_category: 'milk_animal', cattle_weight: 'light', cattle_gender: 'male', amount: 2, comment: '' }]),
    );
    const { user } = renderForm(<CattleBuyRowForm editing={undefined} {...props} />);

    await user.click(radio('Livdyr til fôring'));
    await user.click(radio('Melkefe'));
    await user.click(radio('Kvige'));
    await user.type(field('Antall'), 'x{Enter}');
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();
    expect(screen.queryByText('Storfe av denne typen er allerede lagt til')).not.toBeInTheDocument();

    await user.click(radio('Okse'));
    expect(screen.getByText('Storfe av denne typen er allerede lagt til')).toBeInTheDocument();
    await user.type(field('Antall'), '4{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('is prefilled when changing a row', async () => {
    const row = { live_animal_type: 'breeding_animal', cattle_category: 'milk_animal', cattle_weight: 'light', cattle_breeding_fertility_status: 'fertile_she_cattle', amount: 2, comment: '' } as const;
    const props = propsFor(stateWith('buy', 'cattle', [row]), 'r0');
    const { user } = renderForm(<CattleBuyRowForm editing={row} {...props} />);

    expect(screen.getByRole('heading', { name: 'Endre rad for kjøp/salg' })).toBeInTheDocument();
    expect(radio('Drektig kvige/ku')).toBeChecked();
    expect(field('Antall')).toHaveValue('2');
    await user.click(radio('Ung kvige for inseminering'));
    await user.type(field('Antall'), '6{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith([{ ...row, cattle_breeding_fertility_status: 'fertile_small_she_cattle', amount: 6 }]);
  });
});
