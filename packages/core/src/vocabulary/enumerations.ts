/**
 * Enumerations of enrolment (spec/enrolment.md §3 Enumerations). Sheep breeds are per company
 * variant (company/sheep-breeds.ts, `company.sheepBreeds`).
 */

export type EnrolmentAction = 'slaughter' | 'buy' | 'sell';
export type AnimalGroup = 'pigs' | 'sheep' | 'cattle';

export const ENROLMENT_ACTIONS = ['slaughter', 'buy', 'sell'] as const satisfies readonly EnrolmentAction[];
export const ANIMAL_GROUPS = ['pigs', 'sheep', 'cattle'] as const satisfies readonly AnimalGroup[];
/** The animal groups as the farmer reads them (spec §2 step 2). */
export const ANIMAL_GROUP_LABEL: Record<AnimalGroup, string> = { pigs: 'Gris', sheep: 'Sau og lam', cattle: 'Storfe' };

/** Pig types for slaughter. */
export const PIG_TYPES = ['Gris', 'Vak gris', 'Purke', 'Råne'] as const;
/** Small pig types: what is bought and sold live (decision: pig buy/sell rows use these). */
export const SMALL_PIG_TYPES = ['Smågris', 'Smågris Vak', 'Smågris SPF'] as const;
/** Pig types that are registered one by one with ear tags when purke_raane_individual_registration is on. */
export const INDIVIDUAL_PIG_TYPES = ['Purke', 'Råne'] as const;
export type PigType = (typeof PIG_TYPES)[number];
export type SmallPigType = (typeof SMALL_PIG_TYPES)[number];

export const SHEEP_TYPES = ['Sau', 'Lam', 'Vær', 'Geit', 'Kje'] as const;
export type SheepType = (typeof SHEEP_TYPES)[number];
/** The sheep kind the cooperative's systems use: lamb, vaer, otherwise sheep. */
export type SheepKind = 'lamb' | 'vaer' | 'sheep';
export function sheepKindOf(type: string): SheepKind {
  if (type === 'Lam') return 'lamb';
  if (type === 'Vær') return 'vaer';
  return 'sheep';
}

/** The herd list's cattle subcategories. */
export const CATTLE_SUBCATEGORIES = ['Oksekalv', 'Kvigekalv', 'Okse', 'Kvige', 'Ku'] as const;
export type CattleSubcategory = (typeof CATTLE_SUBCATEGORIES)[number];
/** 'Drektig' (pregnant) applies only to heifers and cows on sell. */
export const PREGNANCY_SUBCATEGORIES = ['Kvige', 'Ku'] as const;

/** Buy cattle, step 4 … 7 (spec §3 Buy cattle row, §4). */
export const LIVE_ANIMAL_TYPES = ['feeding_animal', 'breeding_animal'] as const;
export const CATTLE_CATEGORIES = ['meat_animal', 'milk_animal'] as const;
export const CATTLE_WEIGHTS = ['light', 'heavy'] as const;
export const CATTLE_GENDERS = ['male', 'female'] as const;
export const CATTLE_BREEDING_FERTILITY_STATUSES = ['fertile_she_cattle', 'fertile_small_she_cattle', 'breeding_ox'] as const;

/** Norwegian texts of the buy-cattle choices, for the row text and the submitted view. */
export const BUY_CATTLE_TEXT = {
  feeding_animal: 'Livdyr til fôring',
  breeding_animal: 'Livdyr til avl',
  meat_animal: 'Kjøttfe',
  milk_animal: 'Melkefe',
  light: 'lett',
  heavy: 'tung',
  male: 'okse',
  female: 'kvige',
  fertile_she_cattle: 'drektig kvige/ku',
  fertile_small_she_cattle: 'ung kvige for inseminering',
  breeding_ox: 'avlsokse',
} as const;

/**
 * A bought cattle row in words, in the order of the steps: 'Livdyr til fôring, Kjøttfe, tung,
 * okse'. The row list and the submitted view show the same text.
 */
export function buyCattleText(row: {
  live_animal_type?: unknown;
  cattle_category?: unknown;
  cattle_weight?: unknown;
  cattle_gender?: unknown;
  cattle_breeding_fertility_status?: unknown;
}): string {
  return [row.live_animal_type, row.cattle_category, row.cattle_weight, row.cattle_gender, row.cattle_breeding_fertility_status]
    .filter((p): p is keyof typeof BUY_CATTLE_TEXT => typeof p === 'string' && p in BUY_CATTLE_TEXT)
    .map((p) => BUY_CATTLE_TEXT[p])
    .join(', ');
}

/**
 * The kinds of a submitted enrolment (spec §3 Submitted enrolment): 'slaughter' for every group,
 * and buy/sell per group.
 */
export const ENROLMENT_KINDS = ['slaughter', 'sell_pigs', 'sell_sheep', 'sell_cattle', 'buy_pigs', 'buy_sheep', 'buy_cattle'] as const;
export type EnrolmentKind = (typeof ENROLMENT_KINDS)[number];

export function enrolmentKindOf(action: EnrolmentAction, group: AnimalGroup): EnrolmentKind {
  return action === 'slaughter' ? 'slaughter' : `${action}_${group}`;
}

/** Buy and sell enrolments are deleted only by request (spec §4, §6). */
export function isDeletionByRequest(kind: EnrolmentKind): boolean {
  return kind.startsWith('sell') || kind.startsWith('buy');
}

/** The header text of a kind: ' - Slakt', ' - Kjøp', ' - Salg'. */
export function enrolmentKindSuffix(kind: EnrolmentKind): string {
  if (kind === 'slaughter') return ' - Slakt';
  return kind.startsWith('buy') ? ' - Kjøp' : ' - Salg';
}

/**
 * The medication confirmations of a slaughter enrolment (spec §3): each is asked only when the
 * medication check finds what it confirms (medication.ts, MEDICATION_RULES), and then must be true.
 */
export const CONFIRM_FLAGS = [
  'confirm_choosen_animal_medications_restrain_limit_within_week',
  'confirm_textual_animal_ids_within_week_ok',
  'confirm_textual_animal_ids_medication_ok',
  'confirm_animals_not_in_crowd_within_week',
  'confirm_animals_not_in_crowd',
  'confirm_group_medications_restrain_limit_within_week',
  'confirm_group_disease_medication_after_week',
] as const;
export type ConfirmFlag = (typeof CONFIRM_FLAGS)[number];

/** midtnorge's extra confirmation of a slaughter enrolment (flag extraCheckboxConfirmRegisterSlaughter). */
export const EXTRA_CONFIRM_FLAG = 'extraCheckboxConfirmRegisterSlaughter';

/** Where a submitted enrolment stands in the pickup overview (enrolment/pickup-overview.ts). */
export const PICKUP_STATUSES = ['registered', 'partly_collected', 'collected', 'deletion_requested', 'deleted'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];
