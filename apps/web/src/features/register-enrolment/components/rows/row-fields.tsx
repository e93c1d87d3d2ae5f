import { ENROLMENT_LIMITS } from '@slakteweb/core';
import { useId } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import fieldStyles from '@/components/ui/form-field.module.css';
import { WarningIcon } from '@/components/ui/icons';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { cx } from '@/lib/cx';
import styles from './rows.module.css';

/* The fields several row forms share. Each form keeps the value and says which errors show. */

interface TypeChoiceProps {
  /** The animal types (subcategories) to choose from, e.g. PIG_TYPES. */
  types: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** 'Type': the animal's type (the row's subcategory_name), one card per type. */
export function TypeChoice({ types, value, onChange, error }: TypeChoiceProps) {
  return <ChoiceGroup legend="Type" choices={types.map((t) => ({ value: t, label: t }))} value={value} onChange={onChange} error={error} />;
}

interface AmountFieldProps {
  /** The amount as typed; the rules judge it ('Ugyldig antall'). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  description?: string | undefined;
}

/** 'Antall': how many animals, with the phone's number keyboard. */
export function AmountField({ value, onChange, onBlur, error, description }: AmountFieldProps) {
  return (
    <TextField
      label="Antall"
      description={description}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

interface RowCommentProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** 'Kommentar til raden', with its character counter. */
export function RowComment({ value, onChange, error }: RowCommentProps) {
  return <TextArea label="Kommentar til raden" value={value} onChange={onChange} maxChars={ENROLMENT_LIMITS.rowComment} error={error} />;
}

interface BreedSelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * 'Rase': the company's sheep breeds in a native select (the phone's own picker, about a dozen
 * choices), starting on 'Velg rase'. Looks like the text fields.
 */
export function BreedSelect({ value, onChange, onBlur, error }: BreedSelectProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Rase
      </label>
      <select
        id={id}
        className={cx(fieldStyles.input, styles.select)}
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
        <p id={`${id}-error`} className={fieldStyles.error}>
          <WarningIcon />
          {error}
        </p>
      )}
    </div>
  );
}
