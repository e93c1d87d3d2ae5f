import { SMALL_PIG_TYPES, type PigTradeRow, ENROLMENT_LIMITS } from '@slakteweb/core';
import { useState } from 'react';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { TextArea } from '../../../../components/ui/text-area';
import { TextField } from '../../../../components/ui/text-field';
import { rowFormTexts } from '../../model/enrolment-model';
import { RowFormFrame, visibleErrors } from './row-form-frame';
import type { RowFormProps } from './row-form-types';

/** Buying or selling pigs: a small-pig type and how many. */
export function PigTradeRowForm({ action, editing, errorsOf, onSubmit, onCancel }: RowFormProps<PigTradeRow> & { action: 'buy' | 'sell' }) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const touch = (field: string) => setTouched((t) => new Set(t).add(field));

  // The amount is judged as typed ('Ugyldig antall' for anything but a positive whole number).
  const row: PigTradeRow = { subcategory_name: type, amount, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visibleErrors(errors, touched, showAll);
  const texts = rowFormTexts(action, editing !== undefined);

  return (
    <RowFormFrame
      title={texts.title}
      submitText={texts.submit}
      cancelText={texts.cancel}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, amount: Number(amount.trim()) }])}
      onInvalidSubmit={() => setShowAll(true)}
      onCancel={onCancel}
    >
      <ChoiceGroup
        legend="Type"
        choices={SMALL_PIG_TYPES.map((t) => ({ value: t, label: t }))}
        value={type}
        onChange={(value) => {
          setType(value);
          touch('subcategory_name');
        }}
        error={shown.subcategory_name}
      />
      <TextField
        label="Antall"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => touch('amount')}
        error={shown.amount}
      />
      <TextArea label="Kommentar til raden" value={comment} onChange={setComment} maxChars={ENROLMENT_LIMITS.rowComment} error={shown.comment} />
    </RowFormFrame>
  );
}
