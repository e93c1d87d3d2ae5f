/**
 * The prognosis survey's rules (spec/portal.md §2 Prognosis modal, §5, §8): which kinds and types
 * it asks for, how a typed estimate is read, and its texts. Shared by the screen and the server.
 */

/** The animal kinds of the configuration (spec §3). */
export const PROGNOSIS_KINDS = ['pigs', 'cattle', 'sheep'] as const;
export type PrognosisKind = (typeof PROGNOSIS_KINDS)[number];

/** What the farmer estimates: animals delivered for slaughter, live animals bought and sold. */
export const PROGNOSIS_TYPES = ['slaughter', 'buy', 'sell'] as const;
export type PrognosisType = (typeof PROGNOSIS_TYPES)[number];

/** The periods the farm's own figures are shown for, beside each input (spec §2: previous, current up to now, this year). */
export const PROGNOSIS_STATISTICS_PERIODS = ['prev_period', 'upto_now_period', 'this_year'] as const;
export type PrognosisStatisticsPeriod = (typeof PROGNOSIS_STATISTICS_PERIODS)[number];

/**
 * Each kind as the modal shows it, in the spec's order (pigs, sheep, cattle): its heading and the
 * types it asks for. Sheep are asked for lamb slaughter only.
 */
export const PROGNOSIS_KIND_SURVEY: readonly { kind: PrognosisKind; label: string; types: readonly PrognosisType[] }[] = [
  { kind: 'pigs', label: 'Slaktegris', types: ['slaughter', 'buy', 'sell'] },
  { kind: 'sheep', label: 'Lam', types: ['slaughter'] },
  { kind: 'cattle', label: 'Storfe', types: ['slaughter', 'buy', 'sell'] },
];

/** The types a kind's survey asks for. */
export function prognosisTypesOf(kind: PrognosisKind): readonly PrognosisType[] {
  return PROGNOSIS_KIND_SURVEY.find((k) => k.kind === kind)?.types ?? [];
}

/**
 * The settlement groups whose slaughtered animals are the basis of a kind's slaughter estimate:
 * the survey asks for slaughter pigs ('Slaktegris') and lambs ('Lam'), and for all cattle.
 * null: every group of the kind.
 */
export const PROGNOSIS_SLAUGHTER_GROUPS: Record<PrognosisKind, readonly string[] | null> = {
  pigs: ['Slaktegris'],
  sheep: ['Lam'],
  cattle: null,
};

/** The type names beside the inputs. */
export const PROGNOSIS_TYPE_LABELS: Record<PrognosisType, string> = {
  slaughter: 'Slakt',
  buy: 'Kjøp livdyr',
  sell: 'Salg livdyr',
};

/** The register payload's keys: pigs_slaughter, pigs_buy, pigs_sell, sheep_slaughter, cattle_… */
export type PrognosisFieldKey = `${PrognosisKind}_${PrognosisType}`;

export function prognosisFieldKey(kind: PrognosisKind, type: PrognosisType): PrognosisFieldKey {
  return `${kind}_${type}`;
}

/** Every key the survey can send, in the modal's order. */
export const PROGNOSIS_FIELD_KEYS: readonly PrognosisFieldKey[] = PROGNOSIS_KIND_SURVEY.flatMap((k) => k.types.map((t) => prognosisFieldKey(k.kind, t)));

/** Longest text accepted in one field (digits with spaces between thousands). */
export const PROGNOSIS_INPUT_MAX_LENGTH = 20;

/** The largest estimate accepted for one kind and type in a period: far above any farm's. */
export const PROGNOSIS_COUNT_MAX = 1_000_000;

/** A field's own message under the input. */
export const PROGNOSIS_FIELD_ERROR = 'Ugyldig antall';

/**
 * A typed estimate (spec §5): empty, or a whole number ≥ 0 where spaces are tolerated ('1 200',
 * ' 12 '). Answers the number, null for empty, or undefined when it is not valid.
 */
export function parsePrognosisCount(text: string): number | null | undefined {
  if (text.length > PROGNOSIS_INPUT_MAX_LENGTH) return undefined;
  const digits = text.replace(/\s/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return undefined;
  const count = Number(digits);
  return count <= PROGNOSIS_COUNT_MAX ? count : undefined;
}

/** The field's message, or null when the text is a valid estimate. */
export function prognosisCountError(text: string): string | null {
  return parsePrognosisCount(text) === undefined ? PROGNOSIS_FIELD_ERROR : null;
}

/** The texts of spec §2, §4 and §8; {provider} is the cooperative's name. */
export const PROGNOSIS_TEXTS = {
  title: 'Registrering av prognose',
  menuEntry: 'Prognose slakt og kjøp/salg livdyr',
  tile: 'Oppdatering av prognose',
  invalid: 'Et eller flere av inputfeltene har ugyldig data.',
  sent: 'Prognosen er sendt inn...',
  sendFailed: (provider: string) => `Kunne ikke sende inn prognosen. Vennligst ta kontakt med ${provider}`,
  loadFailed: (provider: string) => `Kunne ikke laste inn data for innsending av prognose. Vennligst ta kontakt med ${provider}.`,
} as const;
