import { formatAmount, formatKr, type IsoWeek, PRICE_KIND_LABEL, PRICE_KINDS, type PriceListView } from '@slakteweb/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PriceExplanationLines } from '@/components/prices/price-explanation-lines';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { type PriceCalculation, useCalculatePrice } from '../api/calculate-price';
import {
  CALCULATOR_FIELDS,
  type CalculatorErrors,
  type CalculatorField,
  type CalculatorInput,
  calculatorRequest,
  initialCalculatorInput,
  REQUEST_FIELD,
} from '../calculator-input';
import { shortNumber } from '../number-text';
import styles from './prices.module.css';

const LABEL: Record<CalculatorField, string> = {
  category: 'Kategori',
  weight: 'Slaktevekt (kg)',
  cls: 'Klasse',
  fat: 'Fettgruppe',
  meat: 'Kjøttprosent',
  week: 'Uke',
  year: 'År',
};

interface Answer {
  calculation: PriceCalculation;
  /** What was asked, for the sentence above the lines. */
  asked: { category: string; weight_kg: number; week: number; year: number };
}

/**
 * 'Hva får jeg?': kind, category, weight, class and fat group (or meat percent) and a week give
 * the price per kg and the amount per animal by the list in force that week, with the same lines
 * as a settled animal's explanation (POST /api/price_calculator). The browser checks the fields
 * by the API's own contract; the server's 422 messages show under the same fields.
 */
export function PriceCalculator({ lists, thisWeek }: { lists: PriceListView[]; thisWeek: IsoWeek }) {
  const headingId = useId();
  const kinds = PRICE_KINDS.filter((k) => lists.some((l) => l.kind === k));
  const [input, setInput] = useState<CalculatorInput>(() => initialCalculatorInput(lists, kinds[0]!, thisWeek));
  const [errors, setErrors] = useState<CalculatorErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [focusField, setFocusField] = useState<CalculatorField | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const mutation = useCalculatePrice();

  const ofKind = lists.filter((l) => l.kind === input.kind);
  const list = ofKind.find((l) => l.category === input.category);

  useEffect(() => {
    if (!focusField) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${focusField}"] input, [data-field="${focusField}"] select`)?.focus();
    setFocusField(null);
  }, [focusField]);

  const set = (change: Partial<CalculatorInput>) => {
    setInput((current) => ({ ...current, ...change }));
    setAnswer(null);
  };

  const showErrors = (found: CalculatorErrors) => {
    setErrors(found);
    const first = CALCULATOR_FIELDS.find((f) => found[f]);
    if (first) setFocusField(first);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setAnswer(null);
    const checked = calculatorRequest(input, list);
    if ('errors' in checked) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    const { request } = checked;
    mutation.mutate(request, {
      onSuccess: (calculation) => {
        setAnswer({ calculation, asked: { category: request.category, weight_kg: request.weight_kg, week: request.week, year: request.year } });
        // The answer is read out where it appears (role="status"); focus stays on the button.
        requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ block: 'nearest' }));
      },
      onError: (error) => {
        const fields = isApiError(error) && error.status === 422 ? error.fields : {};
        const known: CalculatorErrors = {};
        for (const [name, message] of Object.entries(fields)) {
          const field = REQUEST_FIELD[name];
          if (field) known[field] ??= message;
        }
        if (Object.keys(known).length > 0) showErrors(known);
        else if (isApiError(error) && error.status === 404) setFailure(error.message);
        else setFailure('Kunne ikke regne ut prisen. Prøv igjen.');
      },
    });
  };

  const summary = CALCULATOR_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ label: LABEL[field], message, focus: () => setFocusField(field) }] : [];
  });

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Hva får jeg?
      </h2>
      <p>Regn ut hva ett dyr gir etter prislisten som gjelder den uken du velger.</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.calculator} aria-labelledby={headingId}>
        <ErrorSummary items={summary} heading="Rett opp dette før du regner ut:" level={3} />
        <div className={styles.calculatorFields}>
          <div data-field="kind">
            <SelectField
              label="Dyreslag"
              placeholder="Velg dyreslag"
              options={kinds.map((k) => ({ value: k, label: PRICE_KIND_LABEL[k] }))}
              value={input.kind}
              onChange={(value) => {
                const kind = kinds.find((k) => k === value) ?? input.kind;
                set({ kind, category: lists.find((l) => l.kind === kind)?.category ?? '', cls: '', fat: '', meat: '' });
              }}
              required
            />
          </div>
          <div data-field="category">
            <SelectField
              label={LABEL.category}
              placeholder="Velg kategori"
              options={ofKind.map((l) => ({ value: l.category, label: l.category }))}
              value={input.category}
              onChange={(category) => set({ category })}
              error={errors.category}
              required
            />
          </div>
          <div data-field="weight">
            <TextField label={LABEL.weight} inputMode="decimal" autoComplete="off" value={input.weight} onChange={(e) => set({ weight: e.target.value })} error={errors.weight} />
          </div>
          {list && list.class_kr_per_kg.length > 0 && (
            <div data-field="cls">
              <SelectField
                label={LABEL.cls}
                placeholder="Velg klasse"
                options={list.class_kr_per_kg.map((c) => ({ value: c.class, label: c.class }))}
                value={input.cls}
                onChange={(cls) => set({ cls })}
                error={errors.cls}
                required
              />
            </div>
          )}
          {list && list.fat_group_kr_per_kg.length > 0 && (
            <div data-field="fat">
              <SelectField
                label={LABEL.fat}
                placeholder="Velg fettgruppe"
                options={list.fat_group_kr_per_kg.map((f) => ({ value: f.fat_group, label: f.fat_group }))}
                value={input.fat}
                onChange={(fat) => set({ fat })}
                error={errors.fat}
                required
              />
            </div>
          )}
          {list?.meat_percent && (
            <div data-field="meat">
              <TextField label={LABEL.meat} inputMode="decimal" autoComplete="off" value={input.meat} onChange={(e) => set({ meat: e.target.value })} error={errors.meat} />
            </div>
          )}
          <div data-field="week">
            <TextField label={LABEL.week} inputMode="numeric" autoComplete="off" value={input.week} onChange={(e) => set({ week: e.target.value })} error={errors.week} />
          </div>
          <div data-field="year">
            <TextField label={LABEL.year} inputMode="numeric" autoComplete="off" value={input.year} onChange={(e) => set({ year: e.target.value })} error={errors.year} />
          </div>
        </div>
        <Button type="submit" isPending={mutation.isPending}>
          {mutation.isPending ? 'Regner ut ...' : 'Regn ut'}
        </Button>
      </form>
      <div ref={resultRef} role="status" className={styles.result}>
        {answer && <CalculatorAnswer answer={answer} />}
      </div>
      {failure && <Alert kind="error">{failure}</Alert>}
    </section>
  );
}

function CalculatorAnswer({ answer: { calculation, asked } }: { answer: Answer }) {
  return (
    <>
      <p className={styles.sentence}>
        {asked.category}, {shortNumber(asked.weight_kg)} kg i uke {asked.week} {asked.year}: {formatAmount(calculation.kr_per_kg)} kr/kg, {formatKr(calculation.amount_kr)} per dyr
      </p>
      <p className={styles.muted}>
        Etter prislisten som gjelder fra uke {calculation.list_week} {calculation.list_year}.
      </p>
      <PriceExplanationLines explanation={calculation} label="Slik regnes prisen ut" heading="Slik regnes prisen ut" headingLevel={3} />
    </>
  );
}
