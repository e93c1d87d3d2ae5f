import {
  BUY_CATTLE_TEXT,
  CATTLE_BREEDING_FERTILITY_STATUSES,
  CATTLE_CATEGORIES,
  CATTLE_GENDERS,
  CATTLE_WEIGHTS,
  LIVE_ANIMAL_TYPES,
  toAmount,
  type CattleBuyRow,
} from '@slakteweb/core';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { WarningIcon } from '@/components/ui/icons';
import { rowFormTexts } from '../../model/enrolment-model';
import { AmountField, RowComment } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';

type LiveAnimalType = (typeof LIVE_ANIMAL_TYPES)[number];
type CattleCategory = (typeof CATTLE_CATEGORIES)[number];
type CattleWeight = (typeof CATTLE_WEIGHTS)[number];
type CattleGender = (typeof CATTLE_GENDERS)[number];
type FertilityStatus = (typeof CATTLE_BREEDING_FERTILITY_STATUSES)[number];

/** BUY_CATTLE_TEXT is written for the middle of a sentence ('tung'); a choice starts with a capital. */
function choicesOf<T extends keyof typeof BUY_CATTLE_TEXT>(values: readonly T[]) {
  return values.map((value) => {
    const text: string = BUY_CATTLE_TEXT[value];
    return { value, label: text.charAt(0).toUpperCase() + text.slice(1) };
  });
}

/** The steps after each step: changing a step clears these (spec §4). */
const LATER_FIELDS = {
  live_animal_type: ['cattle_category', 'cattle_weight', 'cattle_gender', 'cattle_breeding_fertility_status', 'amount'],
  cattle_category: ['cattle_weight', 'cattle_gender', 'cattle_breeding_fertility_status', 'amount'],
  cattle_weight: ['cattle_gender', 'cattle_breeding_fertility_status', 'amount'],
  step7: ['amount'],
} as const;

/**
 * Buying cattle alive (spec §4): 4 type of live animal, 5 category, 6 weight (skipped for milk
 * animals, which are always light), 7 gender (feeding) or breeding status (breeding), 8 amount.
 * Each step shows once the one before is answered, and changing a step clears every later answer.
 */
export function CattleBuyRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<CattleBuyRow>) {
  const [liveType, setLiveType] = useState<LiveAnimalType | undefined>(editing?.live_animal_type);
  const [category, setCategory] = useState<CattleCategory | undefined>(editing?.cattle_category);
  const [weight, setWeight] = useState<CattleWeight | undefined>(editing?.cattle_weight);
  const [gender, setGender] = useState<CattleGender | undefined>(editing?.cattle_gender);
  const [fertility, setFertility] = useState<FertilityStatus | undefined>(editing?.cattle_breeding_fertility_status);
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, forget, showAll, visible } = useErrorVisibility();

  /** The farmer answered `field`: it is touched, and the later steps start over untouched. */
  const answered = (field: string, later: readonly string[]) => {
    forget((f) => later.includes(f));
    touch(field);
  };

  // Milk animals skip the weight step and are always light.
  const milk = category === 'milk_animal';
  const cattleWeight = milk ? 'light' : weight;
  const step6Done = category !== undefined && cattleWeight !== undefined;
  const step7Done = liveType === 'feeding_animal' ? gender !== undefined : fertility !== undefined;

  const row: CattleBuyRow = {
    live_animal_type: liveType,
    cattle_category: category,
    cattle_weight: cattleWeight,
    ...(liveType === 'feeding_animal' ? { cattle_gender: gender } : { cattle_breeding_fertility_status: fertility }),
    amount,
    comment,
  };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);
  // With the type chosen, the error on step 4 is that this kind of cattle is already in the list:
  // it concerns every step, so it shows after the last choice rather than at the top.
  const alreadyAdded = liveType !== undefined && step6Done && step7Done ? errors.live_animal_type : undefined;

  return (
    <RowFormFrame
      texts={rowFormTexts('buy', editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([{ ...row, amount: toAmount(amount) }])}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      <ChoiceGroup
        legend="Type livdyr"
        choices={choicesOf(LIVE_ANIMAL_TYPES)}
        value={liveType}
        onChange={(value) => {
          setLiveType(value);
          setCategory(undefined);
          setWeight(undefined);
          setGender(undefined);
          setFertility(undefined);
          setAmount('');
          answered('live_animal_type', LATER_FIELDS.live_animal_type);
        }}
        error={liveType === undefined ? shown.live_animal_type : undefined}
      />
      {liveType !== undefined && (
        <ChoiceGroup
          legend="Kategori"
          choices={choicesOf(CATTLE_CATEGORIES)}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setWeight(undefined);
            setGender(undefined);
            setFertility(undefined);
            setAmount('');
            answered('cattle_category', LATER_FIELDS.cattle_category);
          }}
          error={shown.cattle_category}
        />
      )}
      {category === 'meat_animal' && (
        <ChoiceGroup
          legend="Vekt"
          choices={choicesOf(CATTLE_WEIGHTS)}
          value={weight}
          onChange={(value) => {
            setWeight(value);
            setGender(undefined);
            setFertility(undefined);
            setAmount('');
            answered('cattle_weight', LATER_FIELDS.cattle_weight);
          }}
          error={shown.cattle_weight}
        />
      )}
      {step6Done && liveType === 'feeding_animal' && (
        <ChoiceGroup
          legend="Kjønn"
          choices={choicesOf(CATTLE_GENDERS)}
          value={gender}
          onChange={(value) => {
            setGender(value);
            setAmount('');
            answered('cattle_gender', LATER_FIELDS.step7);
          }}
          error={shown.cattle_gender}
        />
      )}
      {step6Done && liveType === 'breeding_animal' && (
        <ChoiceGroup
          legend="Avlsstatus"
          layout="list"
          choices={choicesOf(CATTLE_BREEDING_FERTILITY_STATUSES)}
          value={fertility}
          onChange={(value) => {
            setFertility(value);
            setAmount('');
            answered('cattle_breeding_fertility_status', LATER_FIELDS.step7);
          }}
          error={shown.cattle_breeding_fertility_status}
        />
      )}
      {alreadyAdded && (
        <p className={styles.error}>
          <WarningIcon />
          {alreadyAdded}
        </p>
      )}
      {step6Done && step7Done && (
        <AmountField value={amount} onChange={setAmount} onBlur={() => touch('amount')} error={shown.amount} />
      )}
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
