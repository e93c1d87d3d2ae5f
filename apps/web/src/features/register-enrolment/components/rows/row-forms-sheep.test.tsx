import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, propsFor, radio, renderForm, stateWith } from '../../testing/row-forms';
import { SheepBuyRowForm } from './sheep-buy-row-form';
import { SheepSellRowForm } from './sheep-sell-row-form';
import { SheepSlaughterRowForm } from './sheep-slaughter-row-form';

/* What the sheep row forms (slaughter, sell, buy) add, and what they refuse. */

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
    // A numbered sheep comes back as meat or skin: without, it is refused with the spec's text.
    await user.type(field('Individnummer 2'), '{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Du må velge enten returkjøtt eller returskinn')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Returkjøtt for individnummer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Returskinn for individnummer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Returskinn for individnummer 2' }));
    await user.type(field('Individnummer 2'), '{Enter}');

    expect(props.onSubmit).toHaveBeenCalledWith([
      {
        subcategory_name: 'Lam',
        amount: 2,
        return_skin_meat: [
          { individual_no: '12', return_meat: true, return_skin: true, has_health_remarks: false },
          { individual_no: '13', return_meat: false, return_skin: true, has_health_remarks: false },
        ],
        is_sheep_cut: true,
        comment: '',
      },
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
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Sau', amount: 200, return_skin_meat: [], is_sheep_cut: false, comment: '' }]);
  });

  it('refuses numbers already added and a type already added', async () => {
    const props = propsFor(
      stateWith('slaughter', 'sheep', [{ subcategory_name: 'Lam', amount: 3, return_skin_meat: [{ individual_no: '12' }], is_sheep_cut: false, comment: '' }]),
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
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Kje', amount: 1, return_skin_meat: [], is_sheep_cut: false, comment: '' }]);

    await user.click(radio('Geit'));
    expect(screen.getByRole('checkbox', { name: 'Klipt' })).not.toBeChecked();
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

  it("breed 'Annen' asks for the breed in the comment, marked required, and is added with it", async () => {
    const props = propsFor(stateWith('buy', 'sheep'));
    const { user } = renderForm(<SheepBuyRowForm editing={undefined} {...props} />);
    await user.click(radio('Lam'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rase' }), 'Annen');
    const comment = screen.getByRole('textbox', { name: /^Kommentar til raden/ });
    expect(comment).toBeRequired();
    expect(comment).toHaveAccessibleName('Kommentar til raden – skriv hvilken rase');
    await user.type(field('Antall'), '2{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Skriv hvilken rase sauen er i kommentaren')).toBeInTheDocument();
    await user.type(comment, 'Texel');
    await user.type(field('Antall'), '{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Lam', sheep_race: 'Annen', amount: 2, comment: 'Texel' }]);
  });
});
