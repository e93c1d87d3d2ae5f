import { SHEEP_TYPES, type SheepSellRow } from '@slakteweb/core';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { rowFormTexts } from '../../model/enrolment-model';
import { BreedSelect, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';

/** Selling one sheep or goat alive, by its individual number, with type, breed and horns. */
export function SheepSellRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepSellRow>) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [individualNo, setIndividualNo] = useState(editing?.sheep_individual_no ?? '');
  const [race, setRace] = useState(editing?.sheep_race ?? '');
  const [horn, setHorn] = useState(editing?.horn ?? false);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, showAll, visible } = useErrorVisibility();

  const row: SheepSellRow = { subcategory_name: type, sheep_individual_no: individualNo, sheep_race: race, horn, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  return (
    <RowFormFrame
      texts={rowFormTexts('sell', editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, sheep_individual_no: individualNo.trim() }])}
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
      <TextField
        label="Individnummer"
        inputMode="numeric"
        autoComplete="off"
        value={individualNo}
        onChange={(e) => setIndividualNo(e.target.value)}
        onBlur={() => touch('sheep_individual_no')}
        error={shown.sheep_individual_no}
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
      <Checkbox label="Horn" checked={horn} onChange={(e) => setHorn(e.target.checked)} />
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
