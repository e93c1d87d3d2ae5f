import { ENROLMENT_LIMITS, ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';

/**
 * Field rules of enrolment rows (spec/enrolment.md §5). Each returns the spec's message for an
 * invalid value, or undefined when the value is fine. Browser and server call the same functions.
 */

/**
 * A positive whole number, at most `max` (the field's own limit, else ENROLMENT_LIMITS.countMax):
 * no count is unbounded, so none can pass 2^53 and break the sums read from it. Digits only.
 */
export function amountError(value: string | number, max: number = ENROLMENT_LIMITS.countMax): string | undefined {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return ENROLMENT_MSG.invalidAmount;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1 || n > max) return ENROLMENT_MSG.invalidAmount;
  return undefined;
}

/** Club number (klubbnummer) of a pig group: exactly four digits. */
export function clubNoError(value: string): string | undefined {
  return /^\d{4}$/.test(value.trim()) ? undefined : ENROLMENT_MSG.invalidClubNo;
}

/** 1 to 5 digits and not all zeros: ear tags of sows and boars, sheep individual numbers. */
function isIndividualNumber(value: string): boolean {
  const text = value.trim();
  return /^\d{1,5}$/.test(text) && !/^0+$/.test(text);
}

export function earTagError(value: string): string | undefined {
  return isIndividualNumber(value) ? undefined : ENROLMENT_MSG.invalidEarTag;
}

export function sheepIndividualNoError(value: string): string | undefined {
  return isIndividualNumber(value) ? undefined : ENROLMENT_MSG.invalidIndividualNo;
}

/** The counter under a comment field, 'N av M tegn'; `over` marks it red. */
export function commentCounter(text: string, max: number): { text: string; over: boolean } {
  return { text: `${text.length} av ${max} tegn`, over: text.length > max };
}

/** Count of animals with health remarks: a whole number above 0, at most the row's amount. */
export function healthCountError(value: string | number | undefined, amount: number): string | undefined {
  if (value === undefined || String(value).trim() === '') return ENROLMENT_MSG.healthCountRequired;
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > ENROLMENT_LIMITS.countMax) return ENROLMENT_MSG.healthCountInvalid;
  if (Number(text) > amount) return ENROLMENT_MSG.healthCountTooLarge;
  return undefined;
}

/** Values that appear more than once, e.g. ear tags or sheep numbers within one enrolment. */
export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values.map((v) => v.trim()).filter(Boolean)) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}


/** A comment over its limit answers the counter itself, 'N av M tegn' (spec §5 Comments). */
export function commentError(text: string | undefined, max: number): string | undefined {
  const counter = commentCounter(text ?? '', max);
  return counter.over ? counter.text : undefined;
}
