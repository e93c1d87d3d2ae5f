import { type IsoWeek, type PriceCalculatorRequest, priceCalculatorRequestSchema, type PriceKind, type PriceListView } from '@slakteweb/core';

/** The calculator's fields as typed: text, so '20,5' and an empty field can be told apart. */
export interface CalculatorInput {
  kind: PriceKind;
  category: string;
  weight: string;
  cls: string;
  fat: string;
  meat: string;
  week: string;
  year: string;
}

export const CALCULATOR_FIELDS = ['category', 'weight', 'cls', 'fat', 'meat', 'week', 'year'] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

/** The request's names for the fields, as the server's 422 names them. */
export const REQUEST_FIELD: Record<string, CalculatorField> = {
  category: 'category',
  weight_kg: 'weight',
  class: 'cls',
  fat_group: 'fat',
  meat_percent: 'meat',
  week: 'week',
  year: 'year',
};

/** A number as a Norwegian types it: '20,5' or '20.5'; NaN for anything else. */
function decimal(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * The request the fields make, or what is wrong with each: a weight, and the class and fat group
 * (or the meat percent) where the list prices by them, must be given; the rest is the API's own
 * contract (core's priceCalculatorRequestSchema), so the browser says what the server would.
 */
export function calculatorRequest(input: CalculatorInput, list: PriceListView | undefined): { request: PriceCalculatorRequest } | { errors: CalculatorErrors } {
  const errors: CalculatorErrors = {};
  if (!list) errors.category = 'Velg kategori';
  if (input.weight.trim() === '') errors.weight = 'Skriv vekten i kg';
  else if (Number.isNaN(decimal(input.weight))) errors.weight = 'Skriv vekten som et tall, f.eks. 21,5';
  const byClass = (list?.class_kr_per_kg.length ?? 0) > 0;
  const byFat = (list?.fat_group_kr_per_kg.length ?? 0) > 0;
  const byMeat = list?.meat_percent != null;
  if (byClass && input.cls === '') errors.cls = 'Velg klasse';
  if (byFat && input.fat === '') errors.fat = 'Velg fettgruppe';
  if (byMeat && input.meat.trim() === '') errors.meat = 'Skriv kjøttprosenten';
  else if (byMeat && Number.isNaN(decimal(input.meat))) errors.meat = 'Skriv kjøttprosenten som et tall, f.eks. 61,4';
  if (!/^\d{1,2}$/.test(input.week.trim())) errors.week = 'Ugyldig uke';
  if (!/^\d{4}$/.test(input.year.trim())) errors.year = 'Ugyldig år';

  const parsed = priceCalculatorRequestSchema.safeParse({
    kind: input.kind,
    category: input.category,
    weight_kg: decimal(input.weight),
    ...(byClass && input.cls ? { class: input.cls } : {}),
    ...(byFat && input.fat ? { fat_group: input.fat } : {}),
    ...(byMeat ? { meat_percent: decimal(input.meat) } : {}),
    year: Number(input.year),
    week: Number(input.week),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = REQUEST_FIELD[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { request: parsed.data };
}

/** The fields of a new calculation: this week, the list's first category, nothing else chosen. */
export function initialCalculatorInput(lists: PriceListView[], kind: PriceKind, thisWeek: IsoWeek): CalculatorInput {
  return { kind, category: lists.find((l) => l.kind === kind)?.category ?? '', weight: '', cls: '', fat: '', meat: '', week: String(thisWeek.week), year: String(thisWeek.year) };
}
