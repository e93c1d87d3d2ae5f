import { amountError, canBeShorn, ENROLMENT_LIMITS, SHEEP_TYPES, toAmount, type SheepSlaughterRow } from '@slakteweb/core';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { WarningIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { rowFormTexts } from '../../model/enrolment-model';
import { AmountField, RowComment, TypeChoice } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';

/** A typed individual number; `id` keeps each field (and its focus) in place when one is removed. */
interface NumberEntry {
  id: number;
  value: string;
}

const numberKey = (i: number) => `individual_sheep.${i}.individual_no`;

/**
 * Sheep and goats for slaughter (spec §3 Sheep row, §5 Sheep rules): type, amount, optionally
 * the individual numbers of some or all of the animals, and whether they are shorn ('Klipt', not
 * for kid).
 */
export function SheepSlaughterRowForm({ editing, errorsOf, onSubmit, onCancel }: RowFormProps<SheepSlaughterRow>) {
  const [type, setType] = useState(editing?.subcategory_name ?? '');
  const [amount, setAmount] = useState(editing ? String(editing.amount) : '');
  const nextId = useRef(0);
  const [numbers, setNumbers] = useState<NumberEntry[]>(() =>
    (editing?.individual_sheep ?? []).map((s) => ({ id: nextId.current++, value: s.individual_no })),
  );
  // The field to focus once rendered: a just added one.
  const [focusId, setFocusId] = useState<number | null>(null);
  const [isCut, setIsCut] = useState(editing?.is_sheep_cut ?? false);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, forget, showAll, visible } = useErrorVisibility();
  const listRef = useRef<HTMLFieldSetElement>(null);
  const groupErrorId = useId();

  const shearable = canBeShorn(type);
  const row: SheepSlaughterRow = {
    subcategory_name: type,
    amount,
    individual_sheep: numbers.map((n) => ({ individual_no: n.value })),
    is_sheep_cut: shearable && isCut,
    comment,
  };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  // No more numbers than animals: the button goes once every animal has one.
  const amountValid = amountError(amount, ENROLMENT_LIMITS.sheepAmountMax) === undefined;
  const canAddNumber = !amountValid || numbers.length < toAmount(amount);

  const addNumber = () => {
    const id = nextId.current++;
    setNumbers((prev) => [...prev, { id, value: '' }]);
    setFocusId(id);
  };
  const removeNumber = (index: number) => {
    setNumbers((prev) => prev.filter((_, k) => k !== index));
    // Its errors' keys now belong to the next number; forget them so nothing shows untouched.
    forget((f) => f.startsWith('individual_sheep.'));
    // The pressed button goes away with its number: keep focus in the list, not on the page.
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
      const target = inputs?.[Math.min(index, inputs.length - 1)] ?? listRef.current?.querySelector<HTMLElement>('button');
      target?.focus();
    });
  };

  return (
    <RowFormFrame
      texts={rowFormTexts('slaughter', editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() =>
        onSubmit([
          {
            ...row,
            amount: toAmount(amount),
            individual_sheep: numbers.map((n) => ({ individual_no: n.value.trim() })),
          },
        ])
      }
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      <TypeChoice
        types={SHEEP_TYPES}
        value={type}
        onChange={(value) => {
          setType(value);
          // Kid cannot be shorn: the box goes, and so does its tick.
          if (!canBeShorn(value)) setIsCut(false);
          touch('subcategory_name');
        }}
        error={shown.subcategory_name}
      />
      <AmountField value={amount} onChange={setAmount} onBlur={() => touch('amount')} error={shown.amount} />
      <fieldset ref={listRef} className={styles.fieldset} aria-describedby={shown.individual_sheep ? groupErrorId : undefined}>
        <legend className={styles.legend}>Individnummer (valgfritt)</legend>
        {shown.individual_sheep && (
          <p id={groupErrorId} className={styles.error}>
            <WarningIcon />
            {shown.individual_sheep}
          </p>
        )}
        {numbers.map((entry, i) => (
          <div key={entry.id} className={styles.numberRow}>
            <TextField
              label={`Individnummer ${i + 1}`}
              inputMode="numeric"
              autoComplete="off"
              autoFocus={entry.id === focusId}
              value={entry.value}
              onChange={(e) => {
                const value = e.target.value;
                setNumbers((prev) => prev.map((n) => (n.id === entry.id ? { ...n, value } : n)));
              }}
              onBlur={() => touch(numberKey(i), 'individual_sheep')}
              error={shown[numberKey(i)]}
            />
            <Button variant="secondary" aria-label={`Fjern individnummer ${i + 1}`} onPress={() => removeNumber(i)}>
              Fjern
            </Button>
          </div>
        ))}
        {canAddNumber && (
          <Button variant="secondary" className={styles.addButton} onPress={addNumber}>
            Legg til individnummer
          </Button>
        )}
      </fieldset>
      {shearable && <Checkbox label="Klipt" checked={isCut} onChange={(e) => setIsCut(e.target.checked)} />}
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
