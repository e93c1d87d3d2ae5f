import { ENROLMENT_LIMITS } from '@slakteweb/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';

/*
 * The fields several row forms share, bound to the form's react-hook-form: text inputs by
 * `register`, the others by useController's `field`. Each form says which error shows.
 */

/** A field bound with useController: its value, and the handlers that mark it changed and left. */
export interface BoundField<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
}

/** Choosing is done in one go: the farmer is done with the field, so its error shows from now on. */
export function choose<T>(field: BoundField<T>, value: T): void {
  field.onChange(value);
  field.onBlur();
}

interface TypeChoiceProps {
  /** The animal types (subcategories) to choose from, e.g. PIG_TYPES. */
  types: readonly string[];
  field: BoundField<string>;
  /** What else changes with the type, e.g. kid cannot be shorn. */
  onChosen?: (value: string) => void;
  error: string | undefined;
}

/** 'Type': the animal's type (the row's subcategory_name), one card per type. */
export function TypeChoice({ types, field, onChosen, error }: TypeChoiceProps) {
  return (
    <ChoiceGroup
      legend="Type"
      required
      choices={types.map((t) => ({ value: t, label: t }))}
      value={field.value}
      onChange={(value) => {
        choose(field, value);
        onChosen?.(value);
      }}
      error={error}
    />
  );
}

type AmountFieldProps = UseFormRegisterReturn & {
  error: string | undefined;
  description?: string | undefined;
};

/** 'Antall': how many animals, with the phone's number keyboard; the rules judge it as typed ('Ugyldig antall'). */
export function AmountField({ error, description, ...registered }: AmountFieldProps) {
  return <TextField label="Antall" description={description} digitsOnly autoComplete="off" aria-required {...registered} error={error} />;
}

interface RowCommentProps {
  field: BoundField<string>;
  error: string | undefined;
  /** Sheep of breed 'Annen': the comment names the breed, and is required. */
  breedRequired?: boolean;
}

/** 'Kommentar til raden', with its character counter. */
export function RowComment({ field, error, breedRequired = false }: RowCommentProps) {
  return (
    <TextArea
      // Breed 'Annen': the list does not name the breed, so the comment must (core needsBreedComment).
      label={breedRequired ? 'Kommentar til raden – skriv hvilken rase' : 'Kommentar til raden'}
      required={breedRequired}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxChars={ENROLMENT_LIMITS.rowComment}
      error={error}
    />
  );
}

interface BreedSelectProps {
  field: BoundField<string>;
  error: string | undefined;
}

/** 'Rase': the company's sheep breeds, starting on 'Velg rase'. */
export function BreedSelect({ field, error }: BreedSelectProps) {
  return (
    <SelectField
      label="Rase"
      placeholder="Velg rase"
      required
      options={company.sheepBreeds.map((breed) => ({ value: breed, label: breed }))}
      value={field.value}
      onChange={(value) => choose(field, value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

interface HealthCountFieldsProps {
  /** The box: 'Dyr med helseavvik', or for sheep with numbers 'Dyr uten individnummer med helseavvik'. */
  label: string;
  flag: UseFormRegisterReturn;
  flagged: boolean;
  count: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * Whether some of a group's animals have health remarks, and how many (spec §5 "Count of animals
 * with health remarks"). What they have is filled in below the rows, in 'Fyll ut informasjon om
 * dyr med helseavvik'.
 */
export function HealthCountFields({ label, flag, flagged, count, error }: HealthCountFieldsProps) {
  return (
    <>
      <Checkbox label={label} {...flag} />
      {flagged && <TextField label="Antall dyr med helseavvik" digitsOnly autoComplete="off" {...count} error={error} />}
    </>
  );
}

/**
 * One animal's box ('Helseavvik', 'Returkjøtt', …) beside its number: named with the animal too,
 * as the boxes of several animals stand in one list.
 */
export function AnimalBox({ label, animal, registered, errorId }: { label: string; animal: string; registered: UseFormRegisterReturn; errorId?: string | undefined }) {
  return (
    <Checkbox
      label={label}
      aria-label={`${label} for ${animal}`}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      {...registered}
    />
  );
}

interface ReturnMeatCountFieldsProps {
  flag: UseFormRegisterReturn;
  ticked: boolean;
  count: UseFormRegisterReturn;
  error: string | undefined;
}

/** Pigs by club number: return meat for some of them, and how many (spec §5 return-meat count). */
export function ReturnMeatCountFields({ flag, ticked, count, error }: ReturnMeatCountFieldsProps) {
  return (
    <>
      <Checkbox label="Returkjøtt" {...flag} />
      {ticked && <TextField label="Antall dyr med returkjøtt" digitsOnly autoComplete="off" {...count} error={error} />}
    </>
  );
}
