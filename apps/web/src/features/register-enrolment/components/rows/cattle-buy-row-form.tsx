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
import { useController } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { WarningIcon } from '@/components/ui/icons';
import { rowFormTexts } from '../../model/row-texts';
import { AmountField, choose, RowComment } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';
import { useRowForm } from './use-row-form';

/** The answers so far; null while a step is unanswered. */
interface CattleBuyValues {
  live_animal_type: (typeof LIVE_ANIMAL_TYPES)[number] | null;
  cattle_category: (typeof CATTLE_CATEGORIES)[number] | null;
  cattle_weight: (typeof CATTLE_WEIGHTS)[number] | null;
  cattle_gender: (typeof CATTLE_GENDERS)[number] | null;
  cattle_breeding_fertility_status: (typeof CATTLE_BREEDING_FERTILITY_STATUSES)[number] | null;
  /** As typed. */
  amount: string;
  comment: string;
}

/** BUY_CATTLE_TEXT is written for the middle of a sentence ('tung'); a choice starts with a capital. */
function choicesOf<T extends keyof typeof BUY_CATTLE_TEXT>(values: readonly T[]) {
  return values.map((value) => {
    const text: string = BUY_CATTLE_TEXT[value];
    return { value, label: text.charAt(0).toUpperCase() + text.slice(1) };
  });
}

/** The choices after each step, before the amount: changing a step clears these and the amount (spec §4). */
const LATER_CHOICES = {
  live_animal_type: ['cattle_category', 'cattle_weight', 'cattle_gender', 'cattle_breeding_fertility_status'],
  cattle_category: ['cattle_weight', 'cattle_gender', 'cattle_breeding_fertility_status'],
  cattle_weight: ['cattle_gender', 'cattle_breeding_fertility_status'],
  step7: [],
} as const;

/** The row as the API takes it, the amount as typed. Milk animals skip the weight step and are always light. */
function toRow(values: CattleBuyValues): CattleBuyRow {
  const liveType = values.live_animal_type ?? undefined;
  return {
    live_animal_type: liveType,
    cattle_category: values.cattle_category ?? undefined,
    cattle_weight: values.cattle_category === 'milk_animal' ? 'light' : (values.cattle_weight ?? undefined),
    ...(liveType === 'feeding_animal'
      ? { cattle_gender: values.cattle_gender ?? undefined }
      : { cattle_breeding_fertility_status: values.cattle_breeding_fertility_status ?? undefined }),
    amount: values.amount,
    comment: values.comment,
  };
}

/**
 * Buying cattle alive (spec §4): 4 type of live animal, 5 category, 6 weight (skipped for milk
 * animals, which are always light), 7 gender (feeding) or breeding status (breeding), 8 amount.
 * Each step shows once the one before is answered, and changing a step clears every later answer.
 */
export function CattleBuyRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<CattleBuyRow>) {
  const form = useRowForm<CattleBuyValues, CattleBuyRow>({
    defaultValues: {
      live_animal_type: editing?.live_animal_type ?? null,
      cattle_category: editing?.cattle_category ?? null,
      cattle_weight: editing?.cattle_weight ?? null,
      cattle_gender: editing?.cattle_gender ?? null,
      cattle_breeding_fertility_status: editing?.cattle_breeding_fertility_status ?? null,
      amount: editing ? String(editing.amount) : '',
      comment: editing?.comment ?? '',
    },
    errorsOf,
    toRows: (values) => [toRow(values)],
  });
  const { control, register, resetField, formState, shownError } = form;
  const liveType = useController({ control, name: 'live_animal_type' });
  const category = useController({ control, name: 'cattle_category' });
  const weight = useController({ control, name: 'cattle_weight' });
  const gender = useController({ control, name: 'cattle_gender' });
  const fertility = useController({ control, name: 'cattle_breeding_fertility_status' });
  const comment = useController({ control, name: 'comment' });

  /**
   * The later steps start over: no answer, and not yet left, so their errors wait until the farmer
   * answers them. (An amount never shown yet has neither.)
   */
  const clearLaterSteps = (step: keyof typeof LATER_CHOICES) => {
    for (const name of LATER_CHOICES[step]) resetField(name, { defaultValue: null });
    resetField('amount', { defaultValue: '' });
  };

  // Milk animals skip the weight step.
  const step6Done = category.field.value !== null && (category.field.value === 'milk_animal' || weight.field.value !== null);
  const step7Done = liveType.field.value === 'feeding_animal' ? gender.field.value !== null : fertility.field.value !== null;
  // With the type chosen, the error on step 4 is that this kind of cattle is already in the list:
  // it concerns every step, so it shows after the last choice rather than at the top.
  const alreadyAdded = liveType.field.value !== null && step6Done && step7Done ? formState.errors.live_animal_type?.message : undefined;

  return (
    <RowFormFrame
      texts={rowFormTexts('buy', editing !== undefined)}
      form={form}
      onValid={(values) => onSubmit([{ ...toRow(values), amount: toAmount(values.amount) }])}
      onCancel={onCancel}
    >
      <ChoiceGroup
        legend="Type livdyr"
        choices={choicesOf(LIVE_ANIMAL_TYPES)}
        value={liveType.field.value}
        onChange={(value) => {
          choose(liveType.field, value);
          clearLaterSteps('live_animal_type');
        }}
        error={liveType.field.value === null ? shownError('live_animal_type') : undefined}
      />
      {liveType.field.value !== null && (
        <ChoiceGroup
          legend="Kategori"
          choices={choicesOf(CATTLE_CATEGORIES)}
          value={category.field.value}
          onChange={(value) => {
            choose(category.field, value);
            clearLaterSteps('cattle_category');
          }}
          error={shownError('cattle_category')}
        />
      )}
      {category.field.value === 'meat_animal' && (
        <ChoiceGroup
          legend="Vekt"
          choices={choicesOf(CATTLE_WEIGHTS)}
          value={weight.field.value}
          onChange={(value) => {
            choose(weight.field, value);
            clearLaterSteps('cattle_weight');
          }}
          error={shownError('cattle_weight')}
        />
      )}
      {step6Done && liveType.field.value === 'feeding_animal' && (
        <ChoiceGroup
          legend="Kjønn"
          choices={choicesOf(CATTLE_GENDERS)}
          value={gender.field.value}
          onChange={(value) => {
            choose(gender.field, value);
            clearLaterSteps('step7');
          }}
          error={shownError('cattle_gender')}
        />
      )}
      {step6Done && liveType.field.value === 'breeding_animal' && (
        <ChoiceGroup
          legend="Avlsstatus"
          layout="list"
          choices={choicesOf(CATTLE_BREEDING_FERTILITY_STATUSES)}
          value={fertility.field.value}
          onChange={(value) => {
            choose(fertility.field, value);
            clearLaterSteps('step7');
          }}
          error={shownError('cattle_breeding_fertility_status')}
        />
      )}
      {alreadyAdded && (
        <p className={styles.error}>
          <WarningIcon />
          {alreadyAdded}
        </p>
      )}
      {step6Done && step7Done && <AmountField {...register('amount')} error={shownError('amount')} />}
      <RowComment field={comment.field} error={shownError('comment')} />
    </RowFormFrame>
  );
}
