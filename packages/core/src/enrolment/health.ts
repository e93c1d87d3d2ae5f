import type { StoredEnrolmentRow } from '../contracts/enrolment-stored.js';
import { amountError, commentError, healthCountError } from './field-rules.js';
import { ENROLMENT_LIMITS, ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';

/**
 * Health remarks on slaughter enrolments (spec/enrolment.md §3 "Health remark option", §5
 * Comments and "Whole enrolment valid for send", §8 Row errors). The food-chain information the
 * slaughterhouse needs before the animals arrive: which animals are weak, lame, injured, …
 *
 * Two shapes, by how the animals are registered:
 * - one animal (a cattle row; a sow or boar by ear tag; a sheep by individual number):
 *   `has_health_remarks`, `health_remarks_code`, `health_remarks_comment`;
 * - animals counted as a group (a pig row by club number; the sheep of a row that have no
 *   individual number): `has_health_remarks`, `health_remarks_cnt` (how many of them) and
 *   `health_remarks_groups` (how many have which remark), which must account for every one.
 *
 * The row form sets the flags and the count (spec §5 "Row valid"); the section 'Fyll ut
 * informasjon om dyr med helseavvik' fills in codes, comments and groups (the "details" below).
 */

/** The options, ids from the spec and texts from the cooperative, in the order the list shows them. */
export const HEALTH_REMARK_OPTIONS = [
  { id: 'SVAK_HALTHET', text: 'Svakhet/halthet' },
  { id: 'BOGSAAR', text: 'Bogsår' },
  { id: 'HALESAAR_MED_SKORPE', text: 'Halesår med skorpe' },
  { id: 'BROKK', text: 'Brokk' },
  { id: 'BEHANDLET_PROLAPS', text: 'Behandlet prolaps' },
  { id: 'GJENSITTENDE_STING', text: 'Gjensittende sting' },
  { id: 'DELVIS_AVSTOETT_JUR', text: 'Delvis avstøtt jur' },
  { id: 'GAMLE_BRUDDSKADER', text: 'Gamle bruddskader' },
  { id: 'MEDFOEDT_SKAVANK', text: 'Medfødt skavank' },
  { id: 'HELT_DELVIS_BLIND', text: 'Helt/delvis blind' },
  { id: 'VOM_I_SKINN', text: 'Vom i skinn' },
  { id: 'ANNET', text: 'Annet' },
] as const;

export type HealthRemarkCode = (typeof HEALTH_REMARK_OPTIONS)[number]['id'];

/** Remarks that say nothing by themselves: the comment must say what it is (spec §5, "a special list"). */
export const HEALTH_CODES_NEEDING_COMMENT: readonly string[] = ['ANNET'];

export function isHealthRemarkCode(code: string | undefined): code is HealthRemarkCode {
  return HEALTH_REMARK_OPTIONS.some((o) => o.id === code);
}

/** The option's text, or the code itself for one the list no longer has (an old enrolment). */
export function healthRemarkText(code: string): string {
  return HEALTH_REMARK_OPTIONS.find((o) => o.id === code)?.text ?? code;
}

/** One animal's remark. */
export interface IndividualHealth {
  has_health_remarks?: boolean | undefined;
  health_remarks_code?: string | undefined;
  health_remarks_comment?: string | undefined;
}

/** How many animals of a group share one remark. */
export interface HealthRemarkGroup {
  amount_animals: string | number;
  health_remarks_code: string;
  health_remarks_comment?: string | undefined;
}

/** The remarks of animals counted as a group. */
export interface GroupHealth {
  has_health_remarks?: boolean | undefined;
  health_remarks_cnt?: string | number | undefined;
  health_remarks_groups?: HealthRemarkGroup[] | undefined;
}

type Errors = Record<string, string>;
const M = ENROLMENT_MSG;

function put(errors: Errors, field: string, message: string | undefined): void {
  if (message !== undefined && errors[field] === undefined) errors[field] = message;
}

/** A remark's code and comment: a code from the list; a comment for 'Annet'; at most 200 characters. */
function remarkErrors(errors: Errors, prefix: string, code: string | undefined, comment: string | undefined): void {
  if (!isHealthRemarkCode(code)) put(errors, `${prefix}health_remarks_code`, M.healthCodeRequired);
  else if (HEALTH_CODES_NEEDING_COMMENT.includes(code) && (comment ?? '').trim() === '') {
    put(errors, `${prefix}health_remarks_comment`, M.healthCommentRequired);
  }
  put(errors, `${prefix}health_remarks_comment`, commentError(comment, ENROLMENT_LIMITS.healthComment));
}

/** A flagged animal needs its remark (details). Nothing is asked of an animal that is not flagged. */
export function individualHealthErrors(animal: IndividualHealth, prefix = ''): Errors {
  const errors: Errors = {};
  if (animal.has_health_remarks === true) remarkErrors(errors, prefix, animal.health_remarks_code, animal.health_remarks_comment);
  return errors;
}

/**
 * The count of flagged animals of a group (row validity): required, a whole number above 0, at
 * most `max` (the row's amount, or for sheep the animals without an individual number).
 */
export function groupHealthCountErrors(row: GroupHealth, max: number, tooLarge: string = M.healthCountTooLarge): Errors {
  const errors: Errors = {};
  if (row.has_health_remarks !== true) return errors;
  const message = healthCountError(row.health_remarks_cnt, max);
  put(errors, 'health_remarks_cnt', message === M.healthCountTooLarge ? tooLarge : message);
  return errors;
}

/**
 * The remark groups of a flagged group (details): each with an amount, a code and its comment;
 * together they account for every flagged animal, no more ('Totalt antall dyr med helseavvik kan
 * ikke være mer enn N.') and no fewer.
 */
export function groupHealthDetailErrors(row: GroupHealth): Errors {
  const errors: Errors = {};
  if (row.has_health_remarks !== true) return errors;
  const groups = row.health_remarks_groups ?? [];
  let sum = 0;
  groups.forEach((group, i) => {
    const prefix = `health_remarks_groups.${i}.`;
    const amount = amountError(group.amount_animals);
    put(errors, `${prefix}amount_animals`, amount);
    if (amount === undefined) sum += Number(String(group.amount_animals).trim());
    remarkErrors(errors, prefix, group.health_remarks_code, group.health_remarks_comment);
  });
  const cnt = String(row.health_remarks_cnt ?? '').trim();
  if (!/^\d+$/.test(cnt)) return errors; // the count's own error says it (groupHealthCountErrors)
  const flagged = Number(cnt);
  if (sum > flagged) put(errors, 'health_remarks_groups', M.healthTotalTooLarge(flagged));
  else if (sum < flagged) put(errors, 'health_remarks_groups', M.healthNotDistributed(flagged - sum));
  return errors;
}

/**
 * Whether an error is about a remark's details (code, comment, remark groups), which the health
 * section fills in, rather than about the row the row form makes (flags and counts).
 */
export function isHealthDetailField(field: string): boolean {
  return /(^|\.)health_remarks_(code|comment|groups)(\.|$)/.test(field);
}

/** The number of a group's flagged animals, 0 when none or not a number yet. */
export function flaggedCount(row: GroupHealth): number {
  if (row.has_health_remarks !== true) return 0;
  const cnt = String(row.health_remarks_cnt ?? '').trim();
  return /^\d+$/.test(cnt) ? Number(cnt) : 0;
}

/**
 * One animal's remark as kept: a flagged animal keeps its code and trimmed comment; an animal
 * that is not flagged keeps nothing of a remark (a code chosen and then unticked is not one).
 */
export function normaliseIndividualHealth<T extends IndividualHealth>(animal: T): T {
  const { has_health_remarks, health_remarks_code, health_remarks_comment, ...rest } = animal;
  if (has_health_remarks !== true) return rest as T;
  return { ...rest, has_health_remarks: true, health_remarks_code, health_remarks_comment: (health_remarks_comment ?? '').trim() } as T;
}

/** A group's remarks as kept: counts as numbers, comments trimmed; nothing when not flagged. */
export function normaliseGroupHealth<T extends GroupHealth>(row: T): T {
  const { has_health_remarks, health_remarks_cnt, health_remarks_groups, ...rest } = row;
  if (has_health_remarks !== true) return rest as T;
  return {
    ...rest,
    has_health_remarks: true,
    health_remarks_cnt: Number(String(health_remarks_cnt).trim()),
    health_remarks_groups: (health_remarks_groups ?? []).map((g) => ({
      amount_animals: Number(String(g.amount_animals).trim()),
      health_remarks_code: g.health_remarks_code,
      health_remarks_comment: (g.health_remarks_comment ?? '').trim(),
    })),
  } as T;
}

/** One health remark of a stored row as the submitted view and the health report show it. */
export interface StoredHealthRemark {
  /** The flagged animal's number (ear tag, sheep number); null for a cattle row or a remark group. */
  animal_id: string | null;
  /** How many animals have it: 1, or a remark group's count. */
  amount: number;
  code: string;
  text: string;
  comment: string;
}

type FlaggedAnimal = { has_health_remarks?: boolean | undefined; health_remarks_code?: string | undefined; health_remarks_comment?: string | undefined };

/** The health remarks of a stored row, one per flagged animal (its number) or remark group (no number). */
export function storedHealthRemarks(d: StoredEnrolmentRow): StoredHealthRemark[] {
  const remark = (animalId: string | null, amount: number, h: FlaggedAnimal): StoredHealthRemark => ({
    animal_id: animalId,
    amount,
    code: h.health_remarks_code ?? '',
    text: healthRemarkText(h.health_remarks_code ?? ''),
    comment: h.health_remarks_comment ?? '',
  });
  const flagged = (h: FlaggedAnimal) => h.has_health_remarks === true;
  const individuals = [...(d.individual_pigs ?? []).map((p) => ({ id: p.ear_tag, h: p })), ...(d.return_skin_meat ?? []).map((s) => ({ id: s.individual_no, h: s }))];
  const remarks = individuals.filter(({ h }) => flagged(h)).map(({ id, h }) => remark(id, 1, h));
  if (!flagged(d)) return remarks;
  // A cattle row is one animal with its own remark; other rows carry their flagged animals in groups.
  if (d.health_remarks_code !== undefined) return [remark(null, 1, d), ...remarks];
  return [...remarks, ...(d.health_remarks_groups ?? []).map((g) => remark(null, g.amount_animals, { ...g, has_health_remarks: true }))];
}
