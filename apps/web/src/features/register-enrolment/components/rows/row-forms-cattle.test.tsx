import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addButton, field, herd, propsFor, radio, renderForm, stateWith } from '../../testing/row-forms';
import { CattleBuyRowForm } from './cattle-buy-row-form';
import { CattleSellRowForm } from './cattle-sell-row-form';
import { CattleSlaughterRowForm } from './cattle-slaughter-row-form';

/* What the cattle row forms (slaughter and sell from the herd, buy step by step) add, and what they refuse. */

describe('cattle slaughter row', () => {
  it('adds several animals from the herd, each with its comment', async () => {
    const props = propsFor(stateWith('slaughter', 'cattle'));
    const { user } = renderForm(<CattleSlaughterRowForm editing={undefined} herd={herd} today="2026-11-22" {...props} />);

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
    const { user } = renderForm(<CattleSlaughterRowForm editing={undefined} herd={herd} today="2026-11-22" {...props} />);

    expect(screen.queryByText('Velg et dyr')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Velg et dyr')).toBeInTheDocument();
  });

  it('shows that a chosen animal is already added and does not add it', async () => {
    const props = propsFor(stateWith('slaughter', 'cattle', [{ mark_no: '50012', individual_no: '00011', subcategory_name: 'Kvige', comment: '' }]));
    const { user } = renderForm(<CattleSlaughterRowForm editing={undefined} herd={herd} today="2026-11-22" {...props} />);

    await user.click(screen.getByRole('checkbox', { name: herd[0]!.display }));
    await user.click(screen.getByRole('checkbox', { name: herd[1]!.display }));
    expect(screen.getByText('En eller flere av de valgte storfeene er allerede lagt til')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: herd[1]!.display })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: herd[0]!.display })).not.toHaveAttribute('aria-invalid');
    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByRole('region', { name: 'Rett opp dette i raden:' })).toHaveTextContent('En eller flere av de valgte storfeene er allerede lagt til');
  });

  it("says 'Fant ingen dyr i besetningen.' for an empty herd", () => {
    renderForm(<CattleSlaughterRowForm editing={undefined} herd={[]} today="2026-11-22" {...propsFor(stateWith('slaughter', 'cattle'))} />);
    expect(screen.getByText('Fant ingen dyr i besetningen.')).toBeInTheDocument();
  });

  it('changes one animal and its comment', async () => {
    const row = { mark_no: '50012', individual_no: '00001', subcategory_name: 'Ku', comment: 'Gammel' };
    const props = propsFor(stateWith('slaughter', 'cattle', [row]), 'r0');
    const { user } = renderForm(<CattleSlaughterRowForm editing={row} herd={herd} today="2026-11-22" {...props} />);

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
