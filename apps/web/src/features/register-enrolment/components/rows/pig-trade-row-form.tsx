import { SMALL_PIG_TYPES, type PigTradeRow } from '@slakteweb/core';
import { useState } from 'react';
import { rowFormTexts } from '../../model/enrolment-model';
import { AmountField, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';

/** Buying or selling pigs: a small-pig type and how many. */
export function PigTradeRowForm({ action, editing, errorsOf, onSubmit, onCancel }: RowFormProps<PigTradeRow> & { action: 'buy' | 'sell' }) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, showAll, visible } = useErrorVisibility();

  // The amount is judged as typed ('Ugyldig antall' for anything but a positive whole number).
  const row: PigTradeRow = { subcategory_name: type, amount, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  return (
    <RowFormFrame
      texts={rowFormTexts(action, editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, amount: Number(amount.trim()) }])}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      <TypeChoice
        types={SMALL_PIG_TYPES}
        value={type}
        onChange={(value) => {
          setType(value);
          touch('subcategory_name');
        }}
        error={shown.subcategory_name}
      />
      <AmountField value={amount} onChange={setAmount} onBlur={() => touch('amount')} error={shown.amount} />
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
