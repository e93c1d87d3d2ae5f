import { ENROLMENT_LIMITS, SHEEP_TYPES, type SheepSellRow } from '@slakteweb/core';
import { useId, useState } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { WarningIcon } from '../../../../components/ui/icons';
import { TextArea } from '../../../../components/ui/text-area';
import { TextField } from '../../../../components/ui/text-field';
import { company } from '../../../../config/company';
import { rowFormTexts } from '../../model/enrolment-model';
import { RowFormFrame, visibleErrors } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';

interface BreedSelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * 'Rase': the company's sheep breeds in a native select (the phone's own picker, about a dozen
 * choices), starting on 'Velg rase'. Also used by the sheep buy form.
 */
export function BreedSelect({ value, onChange, onBlur, error }: BreedSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Rase
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Velg rase</option>
        {company.sheepBreeds.map((breed) => (
          <option key={breed} value={breed}>
            {breed}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <WarningIcon />
          {error}
        </p>
      )}
    </div>
  );
}

/** Selling one sheep or goat alive, by its individual number, with type, breed and horns. */
export function SheepSellRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepSellRow>) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [individualNo, setIndividualNo] = useState(editing?.sheep_individual_no ?? '');
  const [race, setRace] = useState(editing?.sheep_race ?? '');
  const [horn, setHorn] = useState(editing?.horn ?? false);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const touch = (field: string) => setTouched((t) => new Set(t).add(field));

  const row: SheepSellRow = { subcategory_name: type, sheep_individual_no: individualNo, sheep_race: race, horn, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visibleErrors(errors, touched, showAll);
  const texts = rowFormTexts('sell', editing !== undefined);

  return (
    <RowFormFrame
      title={texts.title}
      submitText={texts.submit}
      cancelText={texts.cancel}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, sheep_individual_no: individualNo.trim() }])}
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
      <TextArea label="Kommentar til raden" value={comment} onChange={setComment} maxChars={ENROLMENT_LIMITS.rowComment} error={shown.comment} />
    </RowFormFrame>
  );
}
