/**
 * The largest values the accounting may send (/api/integration/*): plausible bounds, far above
 * any real animal or farm, so a wrong or hostile record is refused rather than stored, and every
 * sum the screens, PDFs, Excel files and statistics make of them stays a safe integer.
 */

/** Animals on one settlement: a week's delivery of the largest pig farm is far fewer. */
export const SETTLEMENT_MAX_ANIMALS = 2000;

export const IMPORT_LIMITS = {
  /** Carcass weight of one animal in grams: 1 000 kg, above the heaviest bull's carcass. */
  animalWeightGMax: 1_000_000,
  /** Price per kg in øre, either sign (deductions): 1 000 kr/kg, some ten times the dearest meat. */
  pricePerKgOreMax: 100_000,
  /** Amount of one animal in øre, either sign: the heaviest animal at the highest price, 1 M kr. */
  animalAmountOreMax: 100_000_000,
  /** Amount of a settlement or a document in øre, either sign: the most animals at the most each, 2 bn kr. */
  settlementAmountOreMax: SETTLEMENT_MAX_ANIMALS * 100_000_000,
  /** A farm's balance or debt with the cooperative in øre, either sign: 10 bn kr. */
  farmBalanceOreMax: 1_000_000_000_000,
} as const;
