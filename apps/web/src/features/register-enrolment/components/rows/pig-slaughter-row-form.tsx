import { amountError, ENROLMENT_LIMITS, isIndividualPigType, PIG_TYPES, toAmount, type PigSlaughterRow } from '@slakteweb/core';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { WarningIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { rowFormTexts } from '../../model/row-texts';
import { AmountField, AnimalBox, HealthCountFields, ReturnMeatCountFields, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';
import { useRowForm } from './use-row-form';

interface PigSlaughterValues {
  subcategory_name: string;
  /** As typed. */
  amount: string;
  /** Kept longer than the amount: lowering and raising the amount again keeps what was typed. */
  individual_pigs: { ear_tag: string; return_meat: boolean; has_health_remarks: boolean }[];
  club_no: string;
  comment: string;
  /** Club rows: whether some of the animals have health remarks, and how many (as typed). */
  has_health_remarks: boolean;
  health_remarks_cnt: string;
  /** Club rows: whether some come back as meat, and how many (as typed). */
  return_meat_checked: boolean;
  return_meat: string;
}

/** One ear-tag field per animal, once the amount is a number the rules accept (at most 400). */
function earTagCount(type: string, amount: string): number {
  const individual = isIndividualPigType(company, type);
  return individual && amountError(amount, ENROLMENT_LIMITS.individualCountMax) === undefined ? toAmount(amount) : 0;
}

/** The row as the API takes it, the amount as typed (the rules give 'Ugyldig antall'). */
function toRow(values: PigSlaughterValues): PigSlaughterRow {
  const { subcategory_name, amount, club_no, comment, has_health_remarks, health_remarks_cnt, return_meat_checked, return_meat } = values;
  if (!isIndividualPigType(company, subcategory_name)) {
    return {
      subcategory_name,
      amount,
      club_no,
      comment,
      ...(has_health_remarks ? { has_health_remarks, health_remarks_cnt } : {}),
      ...(return_meat_checked ? { return_meat_checked, return_meat } : {}),
    };
  }
  const pigs = Array.from({ length: earTagCount(subcategory_name, amount) }, (_, i) => ({
    ear_tag: values.individual_pigs[i]?.ear_tag ?? '',
    return_meat: values.individual_pigs[i]?.return_meat === true,
    has_health_remarks: values.individual_pigs[i]?.has_health_remarks === true,
  }));
  return { subcategory_name, amount, individual_pigs: pigs, ...(club_no.trim() !== '' ? { club_no } : {}), comment };
}

/**
 * Pigs for slaughter (spec §3 Pig row, §5 Pig rules). Groups (Gris, Vak gris) are registered by
 * club number; sows and boars, when the company registers them individually, by one ear tag per
 * animal (the club number is then optional).
 */
export function PigSlaughterRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<PigSlaughterRow>) {
  const form = useRowForm<PigSlaughterValues, PigSlaughterRow>({
    defaultValues: {
      subcategory_name: editing?.subcategory_name ?? '',
      amount: editing ? String(editing.amount) : '',
      individual_pigs:
        editing?.individual_pigs?.map((p) => ({ ear_tag: p.ear_tag, return_meat: p.return_meat === true, has_health_remarks: p.has_health_remarks === true })) ?? [],
      club_no: editing?.club_no ?? '',
      comment: editing?.comment ?? '',
      has_health_remarks: editing?.has_health_remarks === true,
      health_remarks_cnt: editing?.health_remarks_cnt === undefined ? '' : String(editing.health_remarks_cnt),
      return_meat_checked: editing?.return_meat_checked === true,
      return_meat: editing?.return_meat === undefined ? '' : String(editing.return_meat),
    },
    errorsOf,
    toRows: (values) => [toRow(values)],
  });
  const { control, register, formState, shownError } = form;
  const type = useController({ control, name: 'subcategory_name' });
  const comment = useController({ control, name: 'comment' });
  const amount = useWatch({ control, name: 'amount' });
  const flagged = useWatch({ control, name: 'has_health_remarks' });
  const returnMeat = useWatch({ control, name: 'return_meat_checked' });
  const groupErrorId = useId();

  const individual = isIndividualPigType(company, type.field.value);
  const count = earTagCount(type.field.value, amount);
  // Repeated or already added ear tags concern the whole list: said once, above it, once an ear tag has been left.
  const earTagLeft = formState.touchedFields.individual_pigs?.some((pig) => pig?.ear_tag) ?? false;
  const listError = earTagLeft || formState.isSubmitted ? formState.errors.individual_pigs?.root?.message : undefined;

  const submit = (values: PigSlaughterValues) => {
    const row = toRow(values);
    const clubNo = values.club_no.trim();
    if (row.individual_pigs) {
      onSubmit([
        {
          subcategory_name: row.subcategory_name,
          amount: row.individual_pigs.length,
          individual_pigs: row.individual_pigs.map((p) => ({ ...p, ear_tag: p.ear_tag.trim() })),
          ...(clubNo !== '' ? { club_no: clubNo } : {}),
          comment: row.comment,
        },
      ]);
    } else {
      const health = row.has_health_remarks ? { has_health_remarks: true, health_remarks_cnt: toAmount(values.health_remarks_cnt) } : {};
      const returns = row.return_meat_checked ? { return_meat_checked: true, return_meat: toAmount(values.return_meat) } : {};
      onSubmit([{ subcategory_name: row.subcategory_name, amount: toAmount(row.amount), club_no: clubNo, comment: row.comment, ...health, ...returns }]);
    }
  };

  return (
    <RowFormFrame texts={rowFormTexts('slaughter', editing !== undefined)} form={form} onValid={submit} onCancel={onCancel}>
      <TypeChoice types={PIG_TYPES} field={type.field} error={shownError('subcategory_name')} />
      <AmountField
        {...register('amount')}
        description={individual ? 'Ett øremerke per dyr' : undefined}
        error={shownError('amount')}
      />
      {count > 0 && (
        <fieldset className={styles.fieldset} aria-describedby={listError ? groupErrorId : undefined}>
          <legend className={styles.legend}>Øremerker</legend>
          {listError && (
            <p id={groupErrorId} className={styles.error}>
              <WarningIcon />
              {listError}
            </p>
          )}
          <div className={styles.numberGrid}>
            {Array.from({ length: count }, (_, i) => (
              <div key={i} className={styles.numbered}>
                <TextField
                  label={`Øremerke ${i + 1}`}
                  aria-required
                  digitsOnly
                  autoComplete="off"
                  {...register(`individual_pigs.${i}.ear_tag`)}
                  error={shownError(`individual_pigs.${i}.ear_tag`)}
                />
                <AnimalBox label="Returkjøtt" animal={`øremerke ${i + 1}`} registered={register(`individual_pigs.${i}.return_meat`)} />
                <AnimalBox label="Helseavvik" animal={`øremerke ${i + 1}`} registered={register(`individual_pigs.${i}.has_health_remarks`)} />
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label="Klubbnummer"
        aria-required={!individual}
        description={individual ? 'Valgfritt, 4 siffer' : '4 siffer'}
        digitsOnly
        autoComplete="off"
        {...register('club_no')}
        error={shownError('club_no')}
      />
      {!individual && (
        <ReturnMeatCountFields
          flag={register('return_meat_checked')}
          ticked={returnMeat}
          count={register('return_meat')}
          error={shownError('return_meat')}
        />
      )}
      {!individual && (
        <HealthCountFields
          label="Dyr med helseavvik"
          flag={register('has_health_remarks')}
          flagged={flagged}
          count={register('health_remarks_cnt')}
          error={shownError('health_remarks_cnt')}
        />
      )}
      <RowComment field={comment.field} error={shownError('comment')} />
    </RowFormFrame>
  );
}
