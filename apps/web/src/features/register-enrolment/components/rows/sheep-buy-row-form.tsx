import { needsBreedComment, SHEEP_TYPES, toAmount, type SheepBuyRow } from '@slakteweb/core';
import { useController } from 'react-hook-form';
import { rowFormTexts } from '../../model/row-texts';
import { AmountField, BreedSelect, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import { useRowForm } from './use-row-form';

interface SheepBuyValues {
  subcategory_name: string;
  sheep_race: string;
  /** As typed. */
  amount: string;
  comment: string;
}

/** Buying sheep or goats alive: type, breed and how many (at most 200). */
export function SheepBuyRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepBuyRow>) {
  const form = useRowForm<SheepBuyValues, SheepBuyRow>({
    defaultValues: {
      subcategory_name: editing?.subcategory_name ?? '',
      sheep_race: editing?.sheep_race ?? '',
      amount: editing ? String(editing.amount) : '',
      comment: editing?.comment ?? '',
    },
    errorsOf,
    toRows: (values) => [values],
  });
  const { control, register, shownError } = form;
  const type = useController({ control, name: 'subcategory_name' });
  const race = useController({ control, name: 'sheep_race' });
  const comment = useController({ control, name: 'comment' });

  return (
    <RowFormFrame
      texts={rowFormTexts('buy', editing !== undefined)}
      form={form}
      onValid={(values) => onSubmit([{ ...values, amount: toAmount(values.amount) }])}
      onCancel={onCancel}
    >
      <TypeChoice types={SHEEP_TYPES} field={type.field} error={shownError('subcategory_name')} />
      <BreedSelect field={race.field} error={shownError('sheep_race')} />
      <AmountField {...register('amount')} error={shownError('amount')} />
      <RowComment field={comment.field} error={shownError('comment')} breedRequired={needsBreedComment(race.field.value)} />
    </RowFormFrame>
  );
}
