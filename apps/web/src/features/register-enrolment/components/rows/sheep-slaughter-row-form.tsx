import { amountError, canBeShorn, ENROLMENT_LIMITS, SHEEP_TYPES, toAmount, type SheepSlaughterRow } from '@slakteweb/core';
import { useId, useRef } from 'react';
import { useController, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { WarningIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { rowFormTexts } from '../../model/row-texts';
import { AmountField, AnimalBox, HealthCountFields, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';
import { useRowForm } from './use-row-form';

interface SheepSlaughterValues {
  subcategory_name: string;
  /** As typed. */
  amount: string;
  /** The numbered sheep: what comes back of each, and whether it has a health remark. */
  return_skin_meat: { individual_no: string; return_meat: boolean; return_skin: boolean; has_health_remarks: boolean }[];
  is_sheep_cut: boolean;
  comment: string;
  /** Health remarks among the sheep without a number: whether, and how many (as typed). */
  has_health_remarks: boolean;
  health_remarks_cnt: string;
}

/** The row as the API takes it, the amounts as typed (the rules give their messages). */
function toRow(values: SheepSlaughterValues): SheepSlaughterRow {
  const { has_health_remarks, health_remarks_cnt, return_skin_meat, ...rest } = values;
  return {
    ...rest,
    is_sheep_cut: canBeShorn(values.subcategory_name) && values.is_sheep_cut,
    return_skin_meat: return_skin_meat.map((s) => ({
      individual_no: s.individual_no,
      return_meat: s.return_meat,
      return_skin: s.return_skin,
      has_health_remarks: s.has_health_remarks,
    })),
    ...(has_health_remarks ? { has_health_remarks, health_remarks_cnt } : {}),
  };
}

/**
 * Sheep and goats for slaughter (spec §3 Sheep row, §5 Sheep rules): type, amount, the animals
 * whose meat or skin comes back, each by its individual number (spec: return_sheep), and whether
 * they are shorn ('Klipt', not for kid). Health remarks: each numbered sheep its own, the others
 * as a count.
 */
export function SheepSlaughterRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepSlaughterRow>) {
  const form = useRowForm<SheepSlaughterValues, SheepSlaughterRow>({
    defaultValues: {
      subcategory_name: editing?.subcategory_name ?? '',
      amount: editing ? String(editing.amount) : '',
      return_skin_meat:
        editing?.return_skin_meat?.map((s) => ({
          individual_no: s.individual_no,
          return_meat: s.return_meat === true,
          return_skin: s.return_skin === true,
          has_health_remarks: s.has_health_remarks === true,
        })) ?? [],
      is_sheep_cut: editing?.is_sheep_cut ?? false,
      comment: editing?.comment ?? '',
      has_health_remarks: editing?.has_health_remarks === true,
      health_remarks_cnt: editing?.health_remarks_cnt === undefined ? '' : String(editing.health_remarks_cnt),
    },
    errorsOf,
    toRows: (values) => [toRow(values)],
  });
  const { control, register, setValue, getValues, resetField, formState, shownError } = form;
  const type = useController({ control, name: 'subcategory_name' });
  const comment = useController({ control, name: 'comment' });
  const amount = useWatch({ control, name: 'amount' });
  const flagged = useWatch({ control, name: 'has_health_remarks' });
  // `id` keeps each field (and its focus) in place when one above it is removed.
  const numbers = useFieldArray({ control, name: 'return_skin_meat' });
  const listRef = useRef<HTMLFieldSetElement>(null);
  const groupErrorId = useId();
  const returnErrorId = useId();

  // Repeated, already added or too many numbers concern the whole list: said once, above it, once a number has been left.
  const numberLeft = formState.touchedFields.return_skin_meat?.some((sheep) => sheep?.individual_no) ?? false;
  const listError = numberLeft || formState.isSubmitted ? formState.errors.return_skin_meat?.root?.message : undefined;

  // No more numbers than animals: the button goes once every animal has one.
  const amountValid = amountError(amount, ENROLMENT_LIMITS.sheepAmountMax) === undefined;
  const canAddNumber = !amountValid || numbers.fields.length < toAmount(amount);

  const removeNumber = (index: number) => {
    numbers.remove(index);
    // The numbers are numbered anew ('Individnummer 3' becomes 2): they all start over as not yet
    // left, so their errors show again once the farmer leaves them (or tries to add).
    getValues('return_skin_meat').forEach((sheep, i) =>
      resetField(`return_skin_meat.${i}.individual_no`, { defaultValue: sheep.individual_no, keepError: true }),
    );
    // The pressed button goes away with its number: keep focus in the list, not on the page.
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
      const target = inputs?.[Math.min(index, inputs.length - 1)] ?? listRef.current?.querySelector<HTMLElement>('button');
      target?.focus();
    });
  };

  const submit = (values: SheepSlaughterValues) => {
    const row = toRow(values);
    onSubmit([
      {
        ...row,
        amount: toAmount(row.amount),
        return_skin_meat: row.return_skin_meat?.map((s) => ({ ...s, individual_no: s.individual_no.trim() })) ?? [],
        ...(row.has_health_remarks ? { health_remarks_cnt: toAmount(values.health_remarks_cnt) } : {}),
      },
    ]);
  };

  return (
    <RowFormFrame texts={rowFormTexts('slaughter', editing !== undefined)} form={form} onValid={submit} onCancel={onCancel}>
      <TypeChoice
        types={SHEEP_TYPES}
        field={type.field}
        // Kid cannot be shorn: the box goes, and so does its tick.
        onChosen={(value) => {
          if (!canBeShorn(value)) setValue('is_sheep_cut', false);
        }}
        error={shownError('subcategory_name')}
      />
      <AmountField {...register('amount')} error={shownError('amount')} />
      <fieldset ref={listRef} className={styles.fieldset} aria-describedby={listError ? groupErrorId : undefined}>
        <legend className={styles.legend}>Dyr med returkjøtt eller returskinn</legend>
        <p className={styles.hint}>Legg til individnummeret til hvert dyr der kjøttet eller skinnet skal komme i retur.</p>
        {listError && (
          <p id={groupErrorId} className={styles.error}>
            <WarningIcon />
            {listError}
          </p>
        )}
        {numbers.fields.map((entry, i) => (
          <div key={entry.id} className={styles.numbered}>
            <div className={styles.numberRow}>
              <TextField
                label={`Individnummer ${i + 1}`}
                aria-required
                digitsOnly
                autoComplete="off"
                {...register(`return_skin_meat.${i}.individual_no`)}
                error={shownError(`return_skin_meat.${i}.individual_no`)}
              />
              <Button variant="secondary" aria-label={`Fjern individnummer ${i + 1}`} onPress={() => removeNumber(i)}>
                Fjern
              </Button>
            </div>
            <div className={styles.animalBoxes}>
              <AnimalBox
                label="Returkjøtt"
                animal={`individnummer ${i + 1}`}
                registered={register(`return_skin_meat.${i}.return_meat`)}
                errorId={shownError(`return_skin_meat.${i}.return_meat`) ? `${returnErrorId}-${i}` : undefined}
              />
              <AnimalBox label="Returskinn" animal={`individnummer ${i + 1}`} registered={register(`return_skin_meat.${i}.return_skin`)} />
              <AnimalBox label="Helseavvik" animal={`individnummer ${i + 1}`} registered={register(`return_skin_meat.${i}.has_health_remarks`)} />
            </div>
            {shownError(`return_skin_meat.${i}.return_meat`) && (
              <p id={`${returnErrorId}-${i}`} className={styles.error}>
                <WarningIcon />
                {shownError(`return_skin_meat.${i}.return_meat`)}
              </p>
            )}
          </div>
        ))}
        {canAddNumber && (
          // A new number's field gets the focus (useFieldArray's append).
          <Button variant="secondary" className={styles.addButton} onPress={() => numbers.append({ individual_no: '', return_meat: false, return_skin: false, has_health_remarks: false })}>
            Legg til individnummer
          </Button>
        )}
      </fieldset>
      {canBeShorn(type.field.value) && <Checkbox label="Klipt" {...register('is_sheep_cut')} />}
      <HealthCountFields
        label={numbers.fields.length > 0 ? 'Dyr uten individnummer med helseavvik' : 'Dyr med helseavvik'}
        flag={register('has_health_remarks')}
        flagged={flagged}
        count={register('health_remarks_cnt')}
        error={shownError('health_remarks_cnt')}
      />
      <RowComment field={comment.field} error={shownError('comment')} />
    </RowFormFrame>
  );
}
