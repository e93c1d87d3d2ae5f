import { ENROLMENT_LIMITS, SHEEP_TYPES, toAmount, type SheepBuyRow } from '@slakteweb/core';
import { useState } from 'react';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { TextArea } from '../../../../components/ui/text-area';
import { TextField } from '../../../../components/ui/text-field';
import { rowFormTexts } from '../../model/enrolment-model';
import { RowFormFrame, visibleErrors } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import { BreedSelect } from './sheep-sell-row-form';

/** Buying sheep or goats alive: type, breed and how many (at most 200). */
export function SheepBuyRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepBuyRow>) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [race, setRace] = useState(editing?.sheep_race ?? '');
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const touch = (field: string) => setTouched((t) => new Set(t).add(field));

  const row: SheepBuyRow = { subcategory_name: type, sheep_race: race, amount, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visibleErrors(errors, touched, showAll);
  const texts = rowFormTexts('buy', editing !== undefined);

  return (
    <RowFormFrame
      title={texts.title}
      submitText={texts.submit}
      cancelText={texts.cancel}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, amount: toAmount(amount) }])}
      onInvalidSubmit={() => setShowAll(true)}
      onCancel={onCancel}
    >
      <ChoiceGroup
        legend="Type"
        choices={SHEEP_TYPES.map((t) => ({ value: t, label: t }))}
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
