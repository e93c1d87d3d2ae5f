import type { Company } from '../company/types.js';
import type {
  AnyEnrolment,
  CattleBuyRow,
  CattleSellRow,
  CattleSlaughterRow,
  PickupWeekRule,
  PigSlaughterRow,
  PigTradeRow,
  SheepBuyRow,
  SheepSellRow,
  SheepSlaughterRow,
} from '../contracts/enrolment.js';
import { cattleUid } from '../vocabulary/cattle-uid.js';
import { MSG } from '../validation/messages.js';
import { deadlineKey } from './calendar.js';
import { INDIVIDUAL_PIG_TYPES, PIG_TYPES, PREGNANCY_SUBCATEGORIES, SHEEP_TYPES, SMALL_PIG_TYPES } from '../vocabulary/enumerations.js';
import { amountError, clubNoError, commentError, duplicates, earTagError, sheepIndividualNoError } from './field-rules.js';
import { groupHealthCountErrors, groupHealthDetailErrors, individualHealthErrors } from './health.js';
import { enrolmentReturnErrors, pigReturnErrors, type ReturnRuleContext, sheepReturnErrors } from './returns.js';
import { ENROLMENT_LIMITS, ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';
import { weekError } from './week-rules.js';

/**
 * Row and enrolment validity (spec/enrolment.md §5). Every function returns
 * { field → message } ({} when valid): the browser shows the texts by the fields and enables the
 * buttons on {}, the server answers 422 INVALID_INPUT with the same map. Row functions key by
 * the row's own fields ('amount', 'individual_pigs.2.ear_tag'); enrolmentErrors prefixes them
 * with 'animal_rows.N.'. Slaughter rows include their health remarks (health.ts): the flags and
 * counts the row form sets, and the details (isHealthDetailField) the health section fills in.
 */
export type FieldErrors = Record<string, string>;

const M = ENROLMENT_MSG;
const L = ENROLMENT_LIMITS;

function put(errors: FieldErrors, field: string, message: string | undefined): void {
  if (message !== undefined && errors[field] === undefined) errors[field] = message;
}

function putAll(errors: FieldErrors, more: FieldErrors): void {
  for (const [field, message] of Object.entries(more)) put(errors, field, message);
}

/** A row's amount when the rules accept it; otherwise no limit can be judged against it. */
function validAmount(value: string | number, max?: number): number | undefined {
  return amountError(value, max) === undefined ? toAmount(value) : undefined;
}

/** The amount as a number, once amountError has passed. */
export function toAmount(value: string | number): number {
  return Number(String(value).trim());
}

const isOneOf = (list: readonly string[], value: string) => list.includes(value);
const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The shorn box (is_sheep_cut) is hidden for kid (spec §5 Sheep rules). */
export function canBeShorn(sheepType: string): boolean {
  return sheepType !== 'Kje';
}

/** Whether a pig type is registered animal by animal with ear tags in this company. */
export function isIndividualPigType(company: Company, type: string): boolean {
  return company.flags.purke_raane_individual_registration && isOneOf(INDIVIDUAL_PIG_TYPES, type);
}

// ─── Rows ─────────────────────────────────────────────────────────────────────────────────────

export function pigSlaughterRowErrors(row: PigSlaughterRow, company: Company): FieldErrors {
  const errors: FieldErrors = {};
  if (!isOneOf(PIG_TYPES, row.subcategory_name)) put(errors, 'subcategory_name', M.invalidType);
  if (isIndividualPigType(company, row.subcategory_name)) {
    const pigs = row.individual_pigs ?? [];
    put(errors, 'amount', amountError(row.amount, L.individualCountMax));
    if (errors.amount === undefined && toAmount(row.amount) !== pigs.length) put(errors, 'amount', M.individualCountMismatch);
    pigs.forEach((pig, i) => {
      put(errors, `individual_pigs.${i}.ear_tag`, earTagError(pig.ear_tag));
      putAll(errors, individualHealthErrors(pig, `individual_pigs.${i}.`));
    });
    const repeated = duplicates(pigs.map((p) => p.ear_tag));
    if (repeated.length > 0) put(errors, 'individual_pigs', M.earTagDuplicate(repeated));
    if (trimmed(row.club_no) !== '') put(errors, 'club_no', clubNoError(row.club_no ?? ''));
    // Each sow or boar carries its own remark.
    if (row.has_health_remarks === true) put(errors, 'has_health_remarks', M.healthPerAnimal);
  } else {
    put(errors, 'amount', amountError(row.amount));
    put(errors, 'club_no', trimmed(row.club_no) === '' ? MSG.required : clubNoError(row.club_no ?? ''));
    if ((row.individual_pigs ?? []).length > 0) put(errors, 'individual_pigs', M.invalidType);
    putAll(errors, groupHealthCountErrors(row, validAmount(row.amount) ?? Infinity));
    putAll(errors, groupHealthDetailErrors(row));
  }
  putAll(errors, pigReturnErrors(row, validAmount(row.amount)));
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

export function sheepSlaughterRowErrors(row: SheepSlaughterRow): FieldErrors {
  const errors: FieldErrors = {};
  if (!isOneOf(SHEEP_TYPES, row.subcategory_name)) put(errors, 'subcategory_name', M.invalidType);
  put(errors, 'amount', amountError(row.amount, L.sheepAmountMax));
  const sheep = row.return_skin_meat ?? [];
  sheep.forEach((s, i) => {
    put(errors, `return_skin_meat.${i}.individual_no`, sheepIndividualNoError(s.individual_no));
    putAll(errors, individualHealthErrors(s, `return_skin_meat.${i}.`));
  });
  const repeated = duplicates(sheep.map((s) => s.individual_no));
  if (repeated.length > 0) put(errors, 'return_skin_meat', M.sheepNoDuplicate(repeated));
  const amount = validAmount(row.amount, L.sheepAmountMax);
  if (sheep.length > L.individualCountMax || (amount !== undefined && sheep.length > amount)) {
    put(errors, 'return_skin_meat', M.sheepIndividualsTooMany);
  }
  // The flagged animals counted as a group are among those without an individual number.
  const withoutNumber = amount === undefined ? Infinity : Math.max(0, amount - sheep.length);
  putAll(errors, groupHealthCountErrors(row, withoutNumber, M.sheepHealthCountTooLarge(withoutNumber)));
  putAll(errors, groupHealthDetailErrors(row));
  putAll(errors, sheepReturnErrors(row));
  if (row.is_sheep_cut && !canBeShorn(row.subcategory_name)) put(errors, 'is_sheep_cut', M.kidCannotBeShorn);
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

function chosenAnimalErrors(errors: FieldErrors, row: { mark_no: string; individual_no: string }): void {
  if (trimmed(row.mark_no) === '' || trimmed(row.individual_no) === '') put(errors, 'individual_no', M.chooseAnimal);
}

export function cattleSlaughterRowErrors(row: CattleSlaughterRow): FieldErrors {
  const errors: FieldErrors = {};
  chosenAnimalErrors(errors, row);
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  putAll(errors, individualHealthErrors(row));
  return errors;
}

export function pigTradeRowErrors(row: PigTradeRow): FieldErrors {
  const errors: FieldErrors = {};
  if (!isOneOf(SMALL_PIG_TYPES, row.subcategory_name)) put(errors, 'subcategory_name', M.invalidType);
  put(errors, 'amount', amountError(row.amount));
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

/** The breed of the list that names none: the farmer writes the breed in the row's comment. */
export const OTHER_SHEEP_BREED = 'Annen';

/** Whether a sheep row's comment is required: breed 'Annen' (spec §3 Enumerations: a comment is involved). */
export function needsBreedComment(race: string): boolean {
  return race === OTHER_SHEEP_BREED;
}

/** The breed (one of the company's) and, for 'Annen', the comment that names it. */
function sheepBreedErrors(errors: FieldErrors, row: { sheep_race: string; comment?: string | undefined }, company: Company): void {
  if (!isOneOf(company.sheepBreeds, row.sheep_race)) put(errors, 'sheep_race', M.invalidSheepRace);
  if (needsBreedComment(row.sheep_race) && trimmed(row.comment) === '') put(errors, 'comment', M.otherBreedComment);
}

export function sheepSellRowErrors(row: SheepSellRow, company: Company): FieldErrors {
  const errors: FieldErrors = {};
  if (!isOneOf(SHEEP_TYPES, row.subcategory_name)) put(errors, 'subcategory_name', M.invalidType);
  put(errors, 'sheep_individual_no', sheepIndividualNoError(row.sheep_individual_no));
  sheepBreedErrors(errors, row, company);
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

export function sheepBuyRowErrors(row: SheepBuyRow, company: Company): FieldErrors {
  const errors: FieldErrors = {};
  if (!isOneOf(SHEEP_TYPES, row.subcategory_name)) put(errors, 'subcategory_name', M.invalidType);
  sheepBreedErrors(errors, row, company);
  put(errors, 'amount', amountError(row.amount, L.sheepAmountMax));
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

export function cattleSellRowErrors(row: CattleSellRow): FieldErrors {
  const errors: FieldErrors = {};
  chosenAnimalErrors(errors, row);
  if (row.pregnant && !isOneOf(PREGNANCY_SUBCATEGORIES, row.subcategory_name ?? '')) put(errors, 'pregnant', M.pregnantNotAllowed);
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

/** Buy cattle as stored: milk animals are always light (spec §4, step 6 skipped). */
export function normaliseCattleBuyRow(row: CattleBuyRow): CattleBuyRow {
  return row.cattle_category === 'milk_animal' && row.cattle_weight === undefined ? { ...row, cattle_weight: 'light' } : row;
}

/** The steps of buy cattle (spec §4): each choice needed, and only the choices of the chosen path. */
export function cattleBuyRowErrors(row: CattleBuyRow): FieldErrors {
  const errors: FieldErrors = {};
  if (!row.live_animal_type) put(errors, 'live_animal_type', M.chooseLiveAnimalType);
  if (!row.cattle_category) put(errors, 'cattle_category', M.chooseCattleCategory);
  if (row.cattle_category === 'milk_animal' && row.cattle_weight === 'heavy') put(errors, 'cattle_weight', M.milkAnimalsAreLight);
  if (row.cattle_category === 'meat_animal' && !row.cattle_weight) put(errors, 'cattle_weight', M.chooseCattleWeight);
  if (row.live_animal_type === 'feeding_animal') {
    if (!row.cattle_gender) put(errors, 'cattle_gender', M.chooseCattleGender);
    if (row.cattle_breeding_fertility_status) put(errors, 'cattle_breeding_fertility_status', M.notForThisStep);
  }
  if (row.live_animal_type === 'breeding_animal') {
    if (!row.cattle_breeding_fertility_status) put(errors, 'cattle_breeding_fertility_status', M.chooseFertilityStatus);
    if (row.cattle_gender) put(errors, 'cattle_gender', M.notForThisStep);
  }
  put(errors, 'amount', amountError(row.amount));
  put(errors, 'comment', commentError(row.comment, L.rowComment));
  return errors;
}

// ─── Duplicates across rows ───────────────────────────────────────────────────────────────────

/**
 * A value already used by an earlier row marks the later row: `keyOf` gives the row's values
 * (one for a type or an animal, several for ear tags and sheep numbers).
 */
function conflicts<R>(rows: readonly R[], field: string, keyOf: (row: R) => string[], message: (repeated: string[]) => string): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const keys = keyOf(row).map((k) => k.trim()).filter(Boolean);
    const repeated = keys.filter((k) => seen.has(k));
    if (repeated.length > 0) errors[`${i}.${field}`] = message([...new Set(repeated)]);
    keys.forEach((k) => seen.add(k));
  });
  return errors;
}

const cattleUidKey = (r: { mark_no: string; individual_no: string }) => [cattleUid(r)];
const buyCattleKey = (r: CattleBuyRow) => {
  const n = normaliseCattleBuyRow(r);
  return [[n.live_animal_type, n.cattle_category, n.cattle_weight, n.cattle_gender, n.cattle_breeding_fertility_status].join('|')];
};

// ─── Whole enrolment ──────────────────────────────────────────────────────────────────────────

export interface EnrolmentRuleContext extends ReturnRuleContext {
  company: Company;
  now: Date;
  pickupRules: readonly PickupWeekRule[];
}

function prefixed(target: FieldErrors, prefix: string, errors: FieldErrors): void {
  for (const [field, message] of Object.entries(errors)) put(target, `${prefix}${field}`, message);
}

function rowsErrors<R>(target: FieldErrors, rows: readonly R[], rowErrors: (row: R) => FieldErrors, ...duplicateChecks: FieldErrors[]): void {
  rows.forEach((row, i) => prefixed(target, `animal_rows.${i}.`, rowErrors(row)));
  for (const check of duplicateChecks) prefixed(target, 'animal_rows.', check);
}

/**
 * Everything spec §5 asks of a whole enrolment: every row valid with its health remarks and
 * returns, no duplicates, the enrolment comment, at least one row, the transport-fitness agreement
 * (slaughter and sell), for slaughter the return meat and skin (returns.ts, with the return form
 * in `ctx`) and midtnorge's extra confirmation, and the week (number, range, earliest week,
 * deadline, pickup-week rules). The medication check needs the farm's register: medication.ts.
 */
export function enrolmentErrors(e: AnyEnrolment, ctx: EnrolmentRuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const { company } = ctx;
  if (e.action === 'slaughter') {
    if (e.animal_category === 'pigs') {
      rowsErrors(
        errors,
        e.animal_rows,
        (r) => pigSlaughterRowErrors(r, company),
        conflicts(e.animal_rows, 'club_no', (r) => (isIndividualPigType(company, r.subcategory_name) ? [] : [r.club_no ?? '']), () => M.clubNoAlreadyAdded),
        conflicts(e.animal_rows, 'individual_pigs', (r) => [...new Set((r.individual_pigs ?? []).map((p) => p.ear_tag.trim()))], M.earTagAlreadyAdded),
      );
    } else if (e.animal_category === 'sheep') {
      rowsErrors(
        errors,
        e.animal_rows,
        sheepSlaughterRowErrors,
        conflicts(e.animal_rows, 'subcategory_name', (r) => [r.subcategory_name], () => M.sheepTypeAlreadyAdded),
        conflicts(e.animal_rows, 'return_skin_meat', (r) => [...new Set((r.return_skin_meat ?? []).map((s) => s.individual_no.trim()))], M.sheepNoAlreadyAdded),
      );
    } else {
      rowsErrors(errors, e.animal_rows, cattleSlaughterRowErrors, conflicts(e.animal_rows, 'individual_no', cattleUidKey, () => M.cattleAlreadyAdded));
    }
  } else if (e.action === 'sell') {
    if (e.animal_category === 'pigs') {
      rowsErrors(errors, e.animal_rows, pigTradeRowErrors, conflicts(e.animal_rows, 'subcategory_name', (r) => [r.subcategory_name], () => M.pigTypeAlreadyAdded));
    } else if (e.animal_category === 'sheep') {
      rowsErrors(
        errors,
        e.animal_rows,
        (r) => sheepSellRowErrors(r, company),
        conflicts(e.animal_rows, 'sheep_individual_no', (r) => [r.sheep_individual_no], () => M.sheepAlreadyAdded),
      );
    } else {
      rowsErrors(errors, e.animal_rows, cattleSellRowErrors, conflicts(e.animal_rows, 'individual_no', cattleUidKey, () => M.cattleAlreadyAdded));
    }
  } else if (e.animal_category === 'pigs') {
    rowsErrors(errors, e.animal_rows, pigTradeRowErrors, conflicts(e.animal_rows, 'subcategory_name', (r) => [r.subcategory_name], () => M.pigTypeAlreadyAdded));
  } else if (e.animal_category === 'sheep') {
    rowsErrors(
      errors,
      e.animal_rows,
      (r) => sheepBuyRowErrors(r, company),
      conflicts(e.animal_rows, 'subcategory_name', (r) => [r.subcategory_name], () => M.sheepTypeAlreadyAdded),
    );
  } else {
    rowsErrors(errors, e.animal_rows, cattleBuyRowErrors, conflicts(e.animal_rows, 'live_animal_type', buyCattleKey, () => M.cattleTypeAlreadyAdded));
  }
  if (e.action === 'slaughter') {
    for (const [field, message] of Object.entries(enrolmentReturnErrors(e, ctx))) put(errors, field, message);
    if (company.flags.extraCheckboxConfirmRegisterSlaughter && e.extraCheckboxConfirmRegisterSlaughter !== true) {
      put(errors, 'extraCheckboxConfirmRegisterSlaughter', M.extraConfirmRequired);
    }
  }

  put(errors, 'comment', commentError(e.comment, L.enrolmentComment));
  if (e.animal_rows.length === 0) put(errors, 'animal_rows', M.atLeastOneRow);
  if ((e.action === 'slaughter' || e.action === 'sell') && !e.agreement) put(errors, 'agreement', M.agreementRequired);

  const cattleAgreement = e.action === 'slaughter' && e.animal_category === 'cattle' && e.pickup_on_cattle_agreement;
  const key = deadlineKey(e.action, e.animal_category, cattleAgreement);
  put(
    errors,
    'wanted_pickup_week',
    weekError(company, key, { year: e.wanted_pickup_year, week: e.wanted_pickup_week }, ctx.now, {
      action: e.action,
      group: e.animal_category,
      cattleAgreement,
      rules: ctx.pickupRules,
    }),
  );
  return errors;
}
