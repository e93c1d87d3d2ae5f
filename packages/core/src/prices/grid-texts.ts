import type { GridDeduction, GridShare } from '../contracts/grid-compliance.js';
import type { StatisticsKind } from '../contracts/statistics.js';
import { formatAmount } from '../format/money.js';
import { formatNumber } from '../format/number.js';

/** 'Treff på prisgrid' in plain Norwegian: the shares and the deductions as the screen says them. */

export type GridScale = 'weight_band' | 'class' | 'fat_group' | 'meat_percent';

const ANIMALS_WORD: Record<StatisticsKind, string> = { pigs: 'grisene', sheep: 'lammene og sauene', cattle: 'storfeet' };
/** What is counted, said plainly: the animals the scale took nothing from (prices/grid.ts). */
const SCALE_WORDS: Record<GridScale, string> = {
  weight_band: 'Uten trekk for vekt',
  class: 'Uten trekk for klasse',
  fat_group: 'Uten trekk for fettgruppe',
  meat_percent: 'Uten trekk for kjøttprosent',
};

const percent = (value: number) => `${formatNumber(Math.round(value), 0)} %`;

/**
 * 'Uten trekk for vekt: 72 % av lammene og sauene (slakteriet: 64 %)'; without the slaughterhouse's
 * share where it is not shown. Null where the farm has no animal on the scale.
 */
export function gridShareSentence(kind: StatisticsKind, scale: GridScale, farm: GridShare, slaughterhouse: GridShare | null): string | null {
  if (farm.percent === null) return null;
  const house = slaughterhouse?.percent === null || slaughterhouse === null ? '' : ` (slakteriet: ${percent(slaughterhouse.percent)})`;
  return `${SCALE_WORDS[scale]}: ${percent(farm.percent)} av ${ANIMALS_WORD[kind]}${house}`;
}

/** 'Vekt: −1 860,00 kr for 12 dyr'. */
export function gridDeductionText(d: GridDeduction): string {
  return `${d.label}: ${formatAmount(d.kr)} kr for ${formatNumber(d.animals, 0)} dyr`;
}
