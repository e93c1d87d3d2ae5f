import { SHEEP_TYPES, toAmount, type SheepBuyRow } from '@slakteweb/core';
import { useState } from 'react';
import { rowFormTexts } from '../../model/enrolment-model';
import { AmountField, BreedSelect, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';

/** Buying sheep or goats alive: type, breed and how many (at most 200). */
export function SheepBuyRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepBuyRow>) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [race, setRace] = useState(editing?.sheep_race ?? '');
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, showAll, visible } = useErrorVisibility();

  const row: SheepBuyRow = { subcategory_name: type, sheep_race: race, amount, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  return (
    <RowFormFrame
      texts={rowFormTexts('buy', editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, amount: toAmount(amount) }])}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      <TypeChoice
        types={SHEEP_TYPES}
        value={type}
        onChange={(value) => {
          setType(value);
          touch('subcategory_name');
        }}
        error={shown.subcategory_name}
      />
      <BreedSelect
        value={race}
        onChange={(value) => {
          setRace(value);
          touch('sheep_race');
        }}
        onBlur={() => touch('sheep_race')}
        error={shown.sheep_race}
      />
      <AmountField value={amount} onChange={setAmount} onBlur={() => touch('amount')} error={shown.amount} />
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
