import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { addButton, field, propsFor, radio, renderForm, stateWith } from '../../testing/row-forms';
import { PigSlaughterRowForm } from './pig-slaughter-row-form';

/* What the pig row form adds, and what it refuses. Sheep and cattle: row-forms-sheep.test.tsx, row-forms-cattle.test.tsx. */

const individualFlag = company.flags.purke_raane_individual_registration;
afterEach(() => {
  company.flags.purke_raane_individual_registration = individualFlag;
});

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

    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    // The summary gets the focus; its first entry is the first invalid field.
    const summary = await screen.findByRole('region', { name: 'Rett opp dette i raden:' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getAllByRole('button')[0]!);
    expect(field('Antall')).toHaveFocus();
  });

  it("says 'Ugyldig antall' for a club row beyond its maximum, and adds the maximum", async () => {
    const props = propsFor(stateWith('slaughter', 'pigs'));
    const { user } = renderForm(<PigSlaughterRowForm editing={undefined} {...props} />);

    await user.click(radio('Gris'));
    await user.type(field('Antall'), '99999999999999999999');
    await user.type(field('Klubbnummer'), '1234');
    await user.click(addButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();

    await user.clear(field('Antall'));
    await user.type(field('Antall'), '2000');
    await user.click(addButton());
    expect(props.onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Gris', amount: 2000, club_no: '1234', comment: '' }]);
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
      {
        subcategory_name: 'Purke',
        amount: 2,
        individual_pigs: [
          { ear_tag: '101', return_meat: false, has_health_remarks: false },
          { ear_tag: '102', return_meat: false, has_health_remarks: false },
        ],
        comment: '',
      },
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
