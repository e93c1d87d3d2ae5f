import type { FieldErrors } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { renderWithApp } from '@/testing/render';
import { candidateRowErrors } from '../../model/send-checks';
import { initialEnrolmentState, type EnrolmentState, type RowData } from '../../model/entries';
import { PigSlaughterRowForm } from './pig-slaughter-row-form';
import { PigTradeRowForm } from './pig-trade-row-form';
import { SheepSlaughterRowForm } from './sheep-slaughter-row-form';

/* Which errors a row form shows, and when (spec §5): beside row-forms-{pigs,sheep,cattle}.test.tsx, which cover what each form adds. */

const individualFlag = company.flags.purke_raane_individual_registration;
afterEach(() => {
  company.flags.purke_raane_individual_registration = individualFlag;
});

function stateWith(action: 'slaughter' | 'buy', group: 'pigs' | 'sheep', rows: RowData[] = []): EnrolmentState {
  return { ...initialEnrolmentState, action, group, step: 4, week: { year: 2026, week: 48 }, rows: rows.map((r, i) => ({ ...r, uid: `r${i}` })) };
}

const errorsAgainst = (state: EnrolmentState) => (candidates: RowData[]): FieldErrors[] => candidateRowErrors(state, candidates, null, company);
const field = (name: string) => screen.getByRole('textbox', { name });
const addButton = () => screen.getByRole('button', { name: 'Legg til' });

/** The pig slaughter form beside a list with one row, which 'Slett raden' deletes, as the screen's list can. */
function PigFormBesideList({ row, onSubmit }: { row: RowData; onSubmit: () => void }) {
  const [rows, setRows] = useState([row]);
  return (
    <>
      <button type="button" onClick={() => setRows([])}>
        Slett raden
      </button>
      <PigSlaughterRowForm editing={undefined} errorsOf={errorsAgainst(stateWith('slaughter', 'pigs', rows))} onSubmit={onSubmit} onCancel={vi.fn()} />
    </>
  );
}

describe('row form errors', () => {
  it('shows nothing while typing; a field left shows its error, and then follows what is typed', async () => {
    const { user } = renderWithApp(<PigTradeRowForm action="buy" editing={undefined} errorsOf={errorsAgainst(stateWith('buy', 'pigs'))} onSubmit={vi.fn()} onCancel={vi.fn()} />);

    await user.type(field('Antall'), 'x');
    expect(screen.queryByText('Ugyldig antall')).not.toBeInTheDocument();
    // Never greyed without a reason: the button takes the press (see the press test below).
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    await user.tab();
    expect(screen.getByText('Ugyldig antall')).toBeInTheDocument();
    expect(field('Antall')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Antall'));
    await user.type(field('Antall'), '3');
    expect(screen.queryByText('Ugyldig antall')).not.toBeInTheDocument();
    // The type is not chosen yet, and its error waits for a try to add.
    expect(screen.queryByText('Ugyldig type')).not.toBeInTheDocument();
  });

  it('a press on an invalid row adds nothing: every field marks its error, and the summary at the top takes focus and leads to each field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<PigTradeRowForm action="buy" editing={undefined} errorsOf={errorsAgainst(stateWith('buy', 'pigs'))} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Rett opp dette i raden:' })).not.toBeInTheDocument();
    // What must be filled in says so before any press.
    expect(screen.getAllByRole('radio')[0]).toBeRequired();
    expect(field('Antall')).toBeRequired();

    await user.click(addButton());
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = await screen.findByRole('region', { name: 'Rett opp dette i raden:' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(field('Antall')).toHaveAttribute('aria-invalid', 'true');
    const entries = within(summary).getAllByRole('button').map((b) => b.textContent);
    expect(entries).toEqual(['Type: Ugyldig type', 'Antall: Ugyldig antall']);

    await user.click(within(summary).getByRole('button', { name: 'Antall: Ugyldig antall' }));
    expect(field('Antall')).toHaveFocus();
    // The summary follows the fields: what is put right leaves it.
    await user.type(field('Antall'), '3');
    expect(within(summary).getAllByRole('button').map((b) => b.textContent)).toEqual(['Type: Ugyldig type']);
    // Enter in a field is a press too: focus goes to the summary again.
    await user.type(field('Antall'), '{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Rett opp dette i raden:' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the message on repeated ear tags goes as soon as the repeat is typed away, without a new try to add', async () => {
    company.flags.purke_raane_individual_registration = true;
    const { user } = renderWithApp(<PigSlaughterRowForm editing={undefined} errorsOf={errorsAgainst(stateWith('slaughter', 'pigs'))} onSubmit={vi.fn()} onCancel={vi.fn()} />);

    await user.click(screen.getByRole('radio', { name: 'Purke' }));
    await user.type(field('Antall'), '2');
    await user.type(field('Øremerke 1'), '5');
    await user.type(field('Øremerke 2'), '5');
    await user.tab();
    expect(screen.getByText('Flere purker eller råner har samme øremerke: 5')).toBeInTheDocument();

    await user.type(field('Øremerke 2'), '1');
    expect(screen.queryByText('Flere purker eller råner har samme øremerke: 5')).not.toBeInTheDocument();
    expect(field('Øremerke 2')).not.toHaveAttribute('aria-invalid');
  });

  it('a duplicate goes once the row it repeats is deleted from the list', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<PigFormBesideList row={{ subcategory_name: 'Gris', amount: 4, club_no: '1234', comment: '' }} onSubmit={onSubmit} />);

    await user.click(screen.getByRole('radio', { name: 'Gris' }));
    await user.type(field('Antall'), '3');
    await user.type(field('Klubbnummer'), '1234');
    await user.tab();
    expect(screen.getByText('Gris med valgt klubbnummer er allerede lagt til')).toBeInTheDocument();
    expect(field('Klubbnummer')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Slett raden' }));
    expect(screen.queryByText('Gris med valgt klubbnummer er allerede lagt til')).not.toBeInTheDocument();
    expect(field('Klubbnummer')).not.toHaveAttribute('aria-invalid');
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith([{ subcategory_name: 'Gris', amount: 3, club_no: '1234', comment: '' }]);
  });

  it('a click that leaves an invalid field is not lost: its message waits until the press is over', async () => {
    const { user } = renderWithApp(<PigSlaughterRowForm editing={undefined} errorsOf={errorsAgainst(stateWith('slaughter', 'pigs'))} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Gris' }));
    await user.type(field('Antall'), '3');
    await user.type(field('Klubbnummer'), '12');

    // Had the message come on leaving the field, it would stand above the box when the click
    // lands and push the box down under the pointer.
    const box = screen.getByRole('checkbox', { name: 'Returkjøtt' });
    const messageAtClick: boolean[] = [];
    box.addEventListener('click', () => messageAtClick.push(screen.queryByText('Ugyldig klubbnummer') !== null));
    await user.click(box);
    expect(messageAtClick).toEqual([false]);
    expect(box).toBeChecked();
    await vi.waitFor(() => expect(screen.getByText('Ugyldig klubbnummer')).toBeInTheDocument());
    expect(field('Klubbnummer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Enter in the row comment makes a new line and adds nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<PigSlaughterRowForm editing={undefined} errorsOf={errorsAgainst(stateWith('slaughter', 'pigs'))} onSubmit={onSubmit} onCancel={vi.fn()} />);

    await user.click(screen.getByRole('radio', { name: 'Gris' }));
    await user.type(field('Antall'), '3');
    await user.type(field('Klubbnummer'), '1234');
    await user.type(field('Kommentar til raden'), 'Sein{Enter}levering');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Kommentar til raden')).toHaveValue('Sein\nlevering');
  });

  it('after a number is removed, the numbers below start over: their errors wait until they are left again', async () => {
    const { user } = renderWithApp(<SheepSlaughterRowForm editing={undefined} errorsOf={errorsAgainst(stateWith('slaughter', 'sheep'))} onSubmit={vi.fn()} onCancel={vi.fn()} />);

    await user.click(screen.getByRole('radio', { name: 'Sau' }));
    await user.type(field('Antall'), '3');
    await user.click(screen.getByRole('button', { name: 'Legg til individnummer' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Legg til individnummer' }));
    await user.keyboard('0');
    await user.tab();
    expect(screen.getByText('Ugyldig individnummer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fjern individnummer 1' }));
    expect(field('Individnummer 1')).toHaveValue('0');
    expect(screen.queryByText('Ugyldig individnummer')).not.toBeInTheDocument();
    // The focus stays in the list, on the number now in the removed one's place.
    await vi.waitFor(() => expect(field('Individnummer 1')).toHaveFocus());
    await user.tab();
    expect(screen.getByText('Ugyldig individnummer')).toBeInTheDocument();
  });
});
