/**
 * The largest values a price list may hold (contracts/prices.ts): plausible bounds far above any
 * real list, so a wrong or hostile list is refused rather than stored, and every price the
 * explanation adds up from them stays a safe integer of øre.
 */
export const PRICE_LIST_LIMITS = {
  /** The base price ('notering') in øre per kg: 1 000 kr/kg, some ten times the dearest meat. */
  baseOrePerKgMax: 100_000,
  /** A supplement or deduction per kg in øre, either sign: 500 kr/kg. */
  supplementOrePerKgMax: 50_000,
  /** A supplement or deduction per animal in øre, either sign: 100 000 kr. */
  perAnimalOreMax: 10_000_000,
  /** The meat-percent scale's øre per kg per percentage point, either sign: 100 kr/kg. */
  orePerMeatPointMax: 10_000,
  /** A percentage deduction in hundredths of a percent: at most the whole price (100 %). */
  percentHundredthsMax: 10_000,
  /** Kjøttprosent in tenths: 0 … 100 %. */
  meatPercentTenthsMax: 1000,
  /** A weight band's bound in grams: 1 000 kg, above the heaviest bull's carcass. */
  weightGMax: 1_000_000,
  /** Weight bands, per-animal items and percentage deductions of one list, each. */
  itemsMax: 20,
  /** Characters of a category or an item's label. */
  labelMax: 100,
} as const;
