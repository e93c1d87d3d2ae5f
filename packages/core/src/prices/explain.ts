import type { PriceCondition, PriceLine, PriceList, PriceExplanation } from '../contracts/prices.js';
import { formatNumber, formatScaled } from '../format/number.js';
import { oreToKr } from '../format/money.js';
import { animalAmountOre } from '../settlements/calculation.js';

/**
 * One animal's price explained from a price list (DESIGN.md §10 Prices): every part of the price
 * a line with its value and its reason, counted in integer øre so the lines add up to the øre.
 *
 * The price per kg is the base price, the class, fat group or meat-percent and weight-band
 * supplements and deductions, less the percentage deductions (a share of that subtotal, rounded
 * to the øre). The amount is weight × price per kg (rounded as the settlements round) plus the
 * per-animal items. Whatever a settled animal has beyond that is one line, 'Andre tillegg og
 * trekk', never hidden.
 */

/** What the explanation needs of an animal: its measured values, the farm's facts, and what it was settled at. */
export interface PricedAnimal {
  weight_g: number;
  /** EUROP class ('R+'); '' or null for pigs. */
  classification?: string | null;
  fat_group?: string | null;
  /** Kjøttprosent in tenths (61.4 % → 614); null where the class is used. */
  meat_percent_tenths?: number | null;
  /** The farm's KSL and Helsegris status; null when not known (an item that depends on it is left out). */
  ksl_approved?: boolean | null;
  health_pig_approved?: boolean | null;
  /** The settled price and amount in øre; without them the explanation is the list's price alone. */
  settled?: { price_ore_per_kg: number; amount_ore: number } | null;
}

/** A settled animal's row as the database keeps it: its measured values and what it was settled at. */
export interface SettledAnimalRow {
  weight_g: number;
  classification: string | null;
  fat_group: string | null;
  meat_percent_tenths: number | null;
  price_ore_per_kg: number | null;
  /** A bigint column comes back as text from some drivers. */
  amount_ore: string | number | null;
}

/**
 * A settled animal as the explanation and the grid's deductions take it, with the farm's facts;
 * null while it has no settled price (not yet priced: nothing to explain or count).
 */
export function settledPricedAnimal(
  a: SettledAnimalRow,
  facts: { ksl_approved: boolean | null; health_pig_approved: boolean | null },
): PricedAnimal | null {
  if (a.price_ore_per_kg === null || a.amount_ore === null) return null;
  return {
    weight_g: a.weight_g,
    classification: a.classification,
    fat_group: a.fat_group,
    meat_percent_tenths: a.meat_percent_tenths,
    ...facts,
    settled: { price_ore_per_kg: a.price_ore_per_kg, amount_ore: Number(a.amount_ore) },
  };
}

/** A price explained in øre: what the API answers in kroner (toPriceExplanationKr). */
export interface PriceExplanationOre {
  lines: { code: string; label: string; ore_per_kg?: number; ore?: number; percent?: number }[];
  /** The list's price per kg and amount, before anything the settlement adds. */
  list_ore_per_kg: number;
  list_amount_ore: number;
  ore_per_kg: number;
  amount_ore: number;
  other_ore: number;
}

// The numbers of the lines are written from whole øre, grams and tenths (formatScaled), the same
// text formatNumber gives for the value, without its Intl formatter: every animal of a settlement
// detail gets several of them, and Intl was half of explaining a price.

/** Øre as kroner: 8440 → '84,40'. */
function kr(ore: number): string {
  return formatScaled(Math.round(ore), 2);
}

/** Øre as signed kroner for a supplement: '+1,50', '−2,00', '0,00'. */
function signedKr(ore: number): string {
  const text = kr(ore);
  return ore > 0 ? `+${text}` : text;
}

/** Grams as kilograms with one decimal: 13 500 → '13,5'. */
function kg(grams: number): string {
  return Number.isInteger(grams) ? formatScaled(roundHalfAway(grams / 100), 1) : formatNumber(grams / 1000, 1);
}

/** Tenths of a percent: 614 → '61,4'. */
function tenths(value: number): string {
  return formatScaled(value, 1);
}

/** A percentage from hundredths, its decimals only when it has any: 200 → '2', 250 → '2,50'. */
function percentText(hundredths: number): string {
  if (!Number.isInteger(hundredths)) {
    const percent = hundredths / 100;
    return formatNumber(percent, percent % 1 === 0 ? 0 : 2);
  }
  return hundredths % 100 === 0 ? formatScaled(hundredths / 100, 0) : formatScaled(hundredths, 2);
}

/** Half away from zero, for the fractions of an øre the meat-percent scale and the shares leave. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Whether a farm fact a line depends on holds; an unknown fact leaves the line out. */
export function conditionHolds(condition: PriceCondition, animal: PricedAnimal): boolean {
  switch (condition) {
    case 'always':
      return true;
    case 'ksl_approved':
      return animal.ksl_approved === true;
    case 'ksl_not_approved':
      return animal.ksl_approved === false;
    case 'health_pig_approved':
      return animal.health_pig_approved === true;
    case 'health_pig_not_approved':
      return animal.health_pig_approved === false;
  }
}

/** A weight band in words: 'Vekt under 13,5 kg', 'Vekt fra 13,5 til under 15,0 kg', 'Vekt fra 30,0 kg'. */
export function weightBandText(band: { from_g: number; to_g: number | null }): string {
  if (band.to_g === null) return `Vekt fra ${kg(band.from_g)} kg`;
  if (band.from_g === 0) return `Vekt under ${kg(band.to_g)} kg`;
  return `Vekt fra ${kg(band.from_g)} til under ${kg(band.to_g)} kg`;
}

/** The weight band an animal falls in (from included, to excluded), if any. */
export function weightBandOf<B extends { from_g: number; to_g: number | null }>(bands: readonly B[], weightG: number): B | undefined {
  return bands.find((b) => weightG >= b.from_g && (b.to_g === null || weightG < b.to_g));
}

/** What the meat-percent scale pays per kg for a meat percent (tenths), counted between the bounds. */
export function meatPercentOre(scale: NonNullable<PriceList['meat_percent']>, meatPercentTenths: number): number {
  const counted = Math.min(scale.max_tenths, Math.max(scale.min_tenths, meatPercentTenths));
  return roundHalfAway(((counted - scale.base_tenths) * scale.ore_per_point) / 10);
}

export function explainPriceOre(list: PriceList, animal: PricedAnimal): PriceExplanationOre {
  return reckon(list, animal, true);
}

/**
 * The list's price of an animal without the words: what the demo generator settles its animals
 * at, by the same reckoning as the explanation (thousands of animals a second, no text made).
 */
export function listPriceOre(list: PriceList, animal: PricedAnimal): { ore_per_kg: number; amount_ore: number } {
  const e = reckon(list, animal, false);
  return { ore_per_kg: e.list_ore_per_kg, amount_ore: e.list_amount_ore };
}

/**
 * The explanation's lines and sums without the words (every label empty): for sums over many
 * animals ('Treff på prisgrid', prices/grid.ts), where making the texts cost most of the time.
 */
export function explainPriceOreWithoutWords(list: PriceList, animal: PricedAnimal): PriceExplanationOre {
  return reckon(list, animal, false);
}

/** A class and fat group (cattle, sheep) or a meat percent (pigs), as the price path is asked for. */
export interface PriceChoice {
  class?: string | undefined;
  fat_group?: string | undefined;
  /** Kjøttprosent, 61.4 for 61,4 %. */
  meat_percent?: number | undefined;
}

/**
 * A class and fat group's (or a meat percent's) price per kg by a list, for a farm: the price
 * path's 'Pris per uke'. The same reckoning as an animal's, with the farm's percentage deductions
 * (KSL); the weight bands and per-animal items are left out, since they depend on the animal's
 * weight, not on the week's list for the class.
 */
export function choicePriceOre(list: PriceList, choice: PriceChoice, farm: Pick<PricedAnimal, 'ksl_approved' | 'health_pig_approved'>): number {
  const animal: PricedAnimal = {
    weight_g: 0,
    classification: choice.class ?? null,
    fat_group: choice.fat_group ?? null,
    meat_percent_tenths: choice.meat_percent === undefined ? null : Math.round(choice.meat_percent * 10),
    ksl_approved: farm.ksl_approved ?? null,
    health_pig_approved: farm.health_pig_approved ?? null,
  };
  return reckon({ ...list, weight_bands: [] }, animal, false).list_ore_per_kg;
}

/** The one reckoning of a price; `words` false leaves the labels empty. */
function reckon(list: PriceList, animal: PricedAnimal, words: boolean): PriceExplanationOre {
  const lines: PriceExplanationOre['lines'] = [];
  const perKg = (code: string, text: () => string, ore: number) => lines.push({ code, label: words ? `${text()}: ${signedKr(ore)} kr/kg` : '', ore_per_kg: ore });

  lines.push({ code: 'base', label: words ? `Notering: ${kr(list.base_ore_per_kg)} kr/kg` : '', ore_per_kg: list.base_ore_per_kg });
  let subtotal = list.base_ore_per_kg;

  const cls = animal.classification ?? '';
  if (cls !== '') {
    const ore = (list.class_ore_per_kg as Record<string, number | undefined>)[cls] ?? 0;
    perKg('class', () => `Klasse ${cls}`, ore);
    subtotal += ore;
  }
  const fat = animal.fat_group ?? '';
  if (fat !== '') {
    const ore = (list.fat_group_ore_per_kg as Record<string, number | undefined>)[fat] ?? 0;
    perKg('fat_group', () => `Fettgruppe ${fat}`, ore);
    subtotal += ore;
  }
  const mp = animal.meat_percent_tenths;
  if (list.meat_percent !== null && mp !== null && mp !== undefined) {
    const scale = list.meat_percent;
    const counted = Math.min(scale.max_tenths, Math.max(scale.min_tenths, mp));
    const ore = meatPercentOre(scale, mp);
    const bound = () => (counted !== mp ? ` (regnet som ${tenths(counted)})` : '');
    perKg('meat_percent', () => `Kjøttprosent ${tenths(mp)}${bound()}, grunnlag ${tenths(scale.base_tenths)}`, ore);
    subtotal += ore;
  }
  const band = weightBandOf(list.weight_bands, animal.weight_g);
  if (band) {
    perKg('weight_band', () => weightBandText(band), band.ore_per_kg);
    subtotal += band.ore_per_kg;
  }

  // The shares are each of the subtotal before any share, so their order does not matter.
  let listOrePerKg = subtotal;
  for (const d of list.percent_deductions) {
    if (!conditionHolds(d.condition, animal)) continue;
    const ore = -roundHalfAway((subtotal * d.percent_hundredths) / 10_000);
    const percent = d.percent_hundredths / 100;
    lines.push({
      code: d.code,
      label: words ? `${d.label}: −${percentText(d.percent_hundredths)} % = ${signedKr(ore)} kr/kg` : '',
      ore_per_kg: ore,
      percent,
    });
    listOrePerKg += ore;
  }

  let listAmount = animalAmountOre(animal.weight_g, listOrePerKg);
  for (const item of list.per_animal) {
    if (!conditionHolds(item.condition, animal)) continue;
    lines.push({ code: item.code, label: words ? `${item.label}: ${signedKr(item.ore)} kr` : '', ore: item.ore });
    listAmount += item.ore;
  }

  const settled = animal.settled ?? null;
  const orePerKg = settled ? settled.price_ore_per_kg : listOrePerKg;
  const amount = settled ? settled.amount_ore : listAmount;
  const other = amount - listAmount;
  const otherPerKg = orePerKg - listOrePerKg;
  if (other !== 0 || otherPerKg !== 0) {
    const perKgText = otherPerKg !== 0 ? ` (${signedKr(otherPerKg)} kr/kg)` : '';
    lines.push({ code: 'other', label: words ? `Andre tillegg og trekk: ${signedKr(other)} kr${perKgText}` : '', ore: other, ...(otherPerKg !== 0 ? { ore_per_kg: otherPerKg } : {}) });
  }
  return { lines, list_ore_per_kg: listOrePerKg, list_amount_ore: listAmount, ore_per_kg: orePerKg, amount_ore: amount, other_ore: other };
}

/** The explanation in kroner, as the API answers it. */
export function toPriceExplanationKr(e: PriceExplanationOre): PriceExplanation {
  const lines: PriceLine[] = [];
  for (const l of e.lines) {
    // The keys in the order the API has always written them: code, label, kr_per_kg, kr, percent.
    const line: PriceLine = { code: l.code, label: l.label };
    if (l.ore_per_kg !== undefined) line.kr_per_kg = oreToKr(l.ore_per_kg);
    if (l.ore !== undefined) line.kr = oreToKr(l.ore);
    if (l.percent !== undefined) line.percent = l.percent;
    lines.push(line);
  }
  return { lines, kr_per_kg: oreToKr(e.ore_per_kg), amount_kr: oreToKr(e.amount_ore), other_kr: oreToKr(e.other_ore) };
}

/** An animal's price explained in kroner: lines, price per kg, amount, and what the settlement has beyond the list. */
export function explainPrice(list: PriceList, animal: PricedAnimal): PriceExplanation {
  return toPriceExplanationKr(explainPriceOre(list, animal));
}
