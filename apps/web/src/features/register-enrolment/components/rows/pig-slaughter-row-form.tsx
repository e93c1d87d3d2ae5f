import { amountError, ENROLMENT_LIMITS, isIndividualPigType, PIG_TYPES, toAmount, type PigSlaughterRow } from '@slakteweb/core';
import { useId, useState } from 'react';
import { WarningIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { rowFormTexts } from '../../model/enrolment-model';
import { AmountField, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';

const earTagKey = (i: number) => `individual_pigs.${i}.ear_tag`;

/**
 * Pigs for slaughter (spec §3 Pig row, §5 Pig rules). Groups (Gris, Vak gris) are registered by
 * club number; sows and boars, when the company registers them individually, by one ear tag per
 * animal (the club number is then optional).
 */
export function PigSlaughterRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<PigSlaughterRow>) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  // Kept longer than the amount: lowering and raising the amount again keeps what was typed.
  const [earTags, setEarTags] = useState<string[]>(() => (editing?.individual_pigs ?? []).map((p) => p.ear_tag));
  const [clubNo, setClubNo] = useState(editing?.club_no ?? '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, showAll, visible } = useErrorVisibility();
  const groupErrorId = useId();

  const individual = isIndividualPigType(company, type);
  // One ear-tag field per animal, once the amount is a number the rules accept (at most 400).
  const count = individual && amountError(amount, ENROLMENT_LIMITS.individualCountMax) === undefined ? toAmount(amount) : 0;
  const pigs = Array.from({ length: count }, (_, i) => ({ ear_tag: earTags[i] ?? '' }));

  // The row as the API takes it, the amount as typed (the rules give 'Ugyldig antall').
  const row: PigSlaughterRow = individual
    ? { subcategory_name: type, amount, individual_pigs: pigs, ...(clubNo.trim() !== '' ? { club_no: clubNo } : {}), comment }
    : { subcategory_name: type, amount, club_no: clubNo, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  const setEarTag = (index: number, value: string) =>
    setEarTags((prev) => Array.from({ length: Math.max(prev.length, index + 1) }, (_, k) => (k === index ? value : (prev[k] ?? ''))));

  const submit = () => {
    const clubNoTrimmed = clubNo.trim();
    if (individual) {
      onSubmit([
        {
          subcategory_name: type,
          amount: count,
          individual_pigs: pigs.map((p) => ({ ear_tag: p.ear_tag.trim() })),
          ...(clubNoTrimmed !== '' ? { club_no: clubNoTrimmed } : {}),
          comment,
        },
      ]);
    } else {
      onSubmit([{ subcategory_name: type, amount: toAmount(amount), club_no: clubNoTrimmed, comment }]);
    }
  };

  return (
    <RowFormFrame
      texts={rowFormTexts('slaughter', editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={submit}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      <TypeChoice
        types={PIG_TYPES}
        value={type}
        onChange={(value) => {
          setType(value);
          touch('subcategory_name');
        }}
        error={shown.subcategory_name}
      />
      <AmountField
        description={individual ? 'Ett øremerke per dyr' : undefined}
        value={amount}
        onChange={setAmount}
        onBlur={() => touch('amount')}
        error={shown.amount}
      />
      {individual && count > 0 && (
        <fieldset className={styles.fieldset} aria-describedby={shown.individual_pigs ? groupErrorId : undefined}>
          <legend className={styles.legend}>Øremerker</legend>
          {/* Repeated or already added ear tags concern the whole list: said once, above it. */}
          {shown.individual_pigs && (
            <p id={groupErrorId} className={styles.error}>
              <WarningIcon />
              {shown.individual_pigs}
            </p>
          )}
          <div className={styles.numberGrid}>
            {pigs.map((pig, i) => (
              <TextField
                key={i}
                label={`Øremerke ${i + 1}`}
                inputMode="numeric"
                autoComplete="off"
                value={pig.ear_tag}
                onChange={(e) => setEarTag(i, e.target.value)}
                onBlur={() => touch(earTagKey(i), 'individual_pigs')}
                error={shown[earTagKey(i)]}
              />
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label="Klubbnummer"
        description={individual ? 'Valgfritt, 4 siffer' : '4 siffer'}
        inputMode="numeric"
        autoComplete="off"
        value={clubNo}
        onChange={(e) => setClubNo(e.target.value)}
        onBlur={() => touch('club_no')}
        error={shown.club_no}
      />
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
