import { needsBreedComment, SHEEP_TYPES, type SheepSellRow } from '@slakteweb/core';
import { useController } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { rowFormTexts } from '../../model/row-texts';
import { BreedSelect, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import { useRowForm } from './use-row-form';

/** Selling one sheep or goat alive, by its individual number, with type, breed and horns. */
export function SheepSellRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepSellRow>) {
  // The form's values are the row itself.
  const form = useRowForm<SheepSellRow, SheepSellRow>({
    defaultValues: {
      subcategory_name: editing?.subcategory_name ?? '',
      sheep_individual_no: editing?.sheep_individual_no ?? '',
      sheep_race: editing?.sheep_race ?? '',
      horn: editing?.horn ?? false,
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
      texts={rowFormTexts('sell', editing !== undefined)}
      form={form}
      onValid={(values) => onSubmit([{ ...values, sheep_individual_no: values.sheep_individual_no.trim() }])}
      onCancel={onCancel}
    >
      <TypeChoice types={SHEEP_TYPES} field={type.field} error={shownError('subcategory_name')} />
      <TextField
        label="Individnummer"
        digitsOnly
        autoComplete="off"
        {...register('sheep_individual_no')}
        error={shownError('sheep_individual_no')}
      />
      <BreedSelect field={race.field} error={shownError('sheep_race')} />
      <Checkbox label="Horn" {...register('horn')} />
      <RowComment field={comment.field} error={shownError('comment')} breedRequired={needsBreedComment(race.field.value)} />
    </RowFormFrame>
  );
}
