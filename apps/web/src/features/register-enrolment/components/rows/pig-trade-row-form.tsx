import { SMALL_PIG_TYPES, toAmount, type PigTradeRow } from '@slakteweb/core';
import { useController } from 'react-hook-form';
import { rowFormTexts } from '../../model/row-texts';
import { AmountField, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import { useRowForm } from './use-row-form';

interface PigTradeValues {
  subcategory_name: string;
  /** As typed. */
  amount: string;
  comment: string;
}

/** Buying or selling pigs: a small-pig type and how many. */
export function PigTradeRowForm({ action, editing, errorsOf, onSubmit, onCancel }: RowFormProps<PigTradeRow> & { action: 'buy' | 'sell' }) {
  const form = useRowForm<PigTradeValues, PigTradeRow>({
    defaultValues: {
      subcategory_name: editing?.subcategory_name ?? '',
      amount: editing ? String(editing.amount) : '',
      comment: editing?.comment ?? '',
    },
    errorsOf,
    toRows: (values) => [values],
  });
  const { control, register, shownError } = form;
  const type = useController({ control, name: 'subcategory_name' });
  const comment = useController({ control, name: 'comment' });

  return (
    <RowFormFrame
      texts={rowFormTexts(action, editing !== undefined)}
      form={form}
      onValid={(values) => onSubmit([{ ...values, amount: toAmount(values.amount) }])}
      onCancel={onCancel}
    >
      <TypeChoice types={SMALL_PIG_TYPES} field={type.field} error={shownError('subcategory_name')} />
      <AmountField {...register('amount')} error={shownError('amount')} />
      <RowComment field={comment.field} error={shownError('comment')} />
    </RowFormFrame>
  );
}
