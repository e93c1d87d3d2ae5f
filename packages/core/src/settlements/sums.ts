import type { PriceLine } from '../contracts/prices.js';
import type { SettlementDetail, SlaughterAnimal } from '../contracts/settlements.js';
import { formatAmount, krToOre, oreToKr } from '../format/money.js';
import { animalAmountOre } from './calculation.js';

/**
 * A settlement as its document sums it up (DESIGN.md §10 Prices): per group the count, kilograms
 * and kroner; each kind of supplement and deduction summed from the animals' explained prices
 * ('Trekk for vekt: −1 860,00 kr for 12 lam under 13,5 kg'); the VAT the total includes; and the
 * total, which is the settlement's amount. Counted in øre so the sums hold to the øre.
 */

/** The VAT rate the settlements' amounts include (slaughter animals are not food: the general rate). */
export const SETTLEMENT_VAT_PERCENT = 25;

/** One kind of supplement or deduction over a set of animals. */
export interface AdjustmentSum {
  /** The explanation lines' code: 'class', 'fat_group', 'meat_percent', 'weight_band', 'other' or the list's item code. */
  code: string;
  kr: number;
  /** How many animals it applied to. */
  animals: number;
  /** In plain Norwegian: 'Trekk for vekt: −744,00 kr for 12 lam under 13,5 kg'. */
  text: string;
}

export interface GroupSums {
  group_name: string;
  animals: number;
  weight_g: number;
  /** Null where an animal has no amount (temporary settlements, a role that sees no prices). */
  amount_kr: number | null;
  adjustments: AdjustmentSum[];
}

export interface SettlementSums {
  groups: GroupSums[];
  animals: number;
  weight_g: number;
  adjustments: AdjustmentSum[];
  /** The settlement's amount, incl. VAT; null without prices. */
  amount_kr: number | null;
  /** The VAT in the amount. */
  vat_kr: number | null;
  /** What the amount has beyond the animals' amounts (0 for every posted settlement the import takes). */
  unexplained_kr: number | null;
}

/** The VAT included in an amount incl. VAT, in øre, rounded half away from zero. */
export function includedVatOre(totalOre: number): number {
  const vat = (Math.abs(totalOre) * SETTLEMENT_VAT_PERCENT) / (100 + SETTLEMENT_VAT_PERCENT);
  return Math.sign(totalOre) * Math.round(vat) || 0;
}

/** '+123,00', '−72,00'. */
function signedKr(ore: number): string {
  const text = formatAmount(oreToKr(ore));
  return ore > 0 ? `+${text}` : text;
}

/** A line's reason, the label before its value: 'Vekt under 13,5 kg: −5,00 kr/kg' → 'Vekt under 13,5 kg'. */
function reasonOf(line: PriceLine): string {
  const at = line.label.lastIndexOf(': ');
  return at < 0 ? line.label : line.label.slice(0, at);
}

/** What a line cost this animal in øre: a per-animal line its kroner, a per-kg line times the weight. */
function lineOre(line: PriceLine, weightG: number): number {
  if (line.kr !== undefined) return krToOre(line.kr);
  if (line.kr_per_kg !== undefined) return animalAmountOre(weightG, krToOre(line.kr_per_kg));
  return 0;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The list's own parts, in the order the explanation has them; the list's items after, 'other' last. */
const SCALE_CODES: Record<string, { rank: number; word: string; detail: (reason: string) => string }> = {
  // 'Klasse U' → ' i klasse U', 'Fettgruppe 4' → ' i fettgruppe 4'.
  class: { rank: 1, word: 'klasse', detail: (r) => ` i ${lowerFirst(r)}` },
  fat_group: { rank: 2, word: 'fettgruppe', detail: (r) => ` i ${lowerFirst(r)}` },
  meat_percent: { rank: 3, word: 'kjøttprosent', detail: () => '' },
  weight_band: { rank: 4, word: 'vekt', detail: (r) => ` ${r.replace(/^Vekt /, '')}` },
};
const rankOf = (code: string) => SCALE_CODES[code]?.rank ?? (code === 'other' ? 6 : 5);

/** 'lam' where the animals share one description, 'dyr' where they do not. */
function nounOf(animals: readonly SlaughterAnimal[]): string {
  const descriptions = new Set(animals.map((a) => a.description.toLowerCase()));
  return descriptions.size === 1 ? [...descriptions][0]! : 'dyr';
}

/**
 * Each kind of supplement and deduction of a set of animals, from their explained prices: the
 * classes, fat groups and weight bands each apart, the meat percent as one, the list's items by
 * code, and what the settlement paid beyond the list. The base price is the price itself, not a
 * supplement; a kind that cost nothing is left out.
 */
export function adjustmentSums(animals: readonly SlaughterAnimal[]): AdjustmentSum[] {
  const sums = new Map<string, { code: string; reason: string; ore: number; animals: SlaughterAnimal[] }>();
  for (const animal of animals) {
    for (const line of animal.price_explanation?.lines ?? []) {
      if (line.code === 'base') continue;
      const reason = reasonOf(line);
      const key = line.code === 'class' || line.code === 'fat_group' || line.code === 'weight_band' ? `${line.code}:${reason}` : line.code;
      let sum = sums.get(key);
      if (!sum) {
        sum = { code: line.code, reason, ore: 0, animals: [] };
        sums.set(key, sum);
      }
      sum.ore += lineOre(line, animal.weight_g);
      if (sum.animals.at(-1) !== animal) sum.animals.push(animal);
    }
  }
  return [...sums.values()]
    .filter((s) => s.ore !== 0)
    .sort((a, b) => rankOf(a.code) - rankOf(b.code))
    .map((s) => {
      const who = `${s.animals.length} ${nounOf(s.animals)}`;
      const scale = SCALE_CODES[s.code];
      const head = scale ? `${s.ore < 0 ? 'Trekk' : 'Tillegg'} for ${scale.word}` : s.code === 'other' ? 'Andre tillegg og trekk' : s.reason;
      return { code: s.code, kr: oreToKr(s.ore), animals: s.animals.length, text: `${head}: ${signedKr(s.ore)} kr for ${who}${scale ? scale.detail(s.reason) : ''}` };
    });
}

/** Øre of the animals' amounts; null when any has none. */
function amountsOre(animals: readonly SlaughterAnimal[]): number | null {
  let total = 0;
  for (const a of animals) {
    if (a.amount_kr === null) return null;
    total += krToOre(a.amount_kr);
  }
  return total;
}

/** The settlement summed up per group and as a whole, from its detail as the API answers it. */
export function settlementSums(detail: SettlementDetail): SettlementSums {
  const groups = detail.slaughter_animals_by_group.map((g): GroupSums => {
    const amount = amountsOre(g.animals);
    return {
      group_name: g.group_name,
      animals: g.animals.length,
      weight_g: g.animals.reduce((sum, a) => sum + a.weight_g, 0),
      amount_kr: amount === null ? null : oreToKr(amount),
      adjustments: amount === null ? [] : adjustmentSums(g.animals),
    };
  });
  const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
  const animalsOre = amountsOre(animals);
  const priced = detail.amount !== null && animalsOre !== null;
  const totalOre = detail.amount === null ? null : krToOre(detail.amount);
  return {
    groups,
    animals: animals.length,
    weight_g: groups.reduce((sum, g) => sum + g.weight_g, 0),
    adjustments: priced ? adjustmentSums(animals) : [],
    amount_kr: detail.amount,
    vat_kr: totalOre === null ? null : oreToKr(includedVatOre(totalOre)),
    unexplained_kr: priced ? oreToKr(totalOre! - animalsOre) : null,
  };
}
