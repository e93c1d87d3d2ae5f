import type { GridDeduction, GridShare } from '../contracts/grid-compliance.js';
import type { StatisticsKind } from '../contracts/statistics.js';
import { formatAmount } from '../format/money.js';
import { formatNumber } from '../format/number.js';

/** 'Treff på prisgrid' in plain Norwegian: the shares and the deductions as the screen says them. */

export type GridScale = 'weight_band' | 'class' | 'fat_group' | 'meat_percent';

const ANIMALS_WORD: Record<StatisticsKind, string> = { pigs: 'grisene', sheep: 'lammene og sauene', cattle: 'storfeet' };
const SCALE_WORDS: Record<GridScale, string> = {
  weight_band: 'i beste vektklasse',
  class: 'i beste klasse',
  fat_group: 'i beste fettgruppe',
  meat_percent: 'i beste kjøttprosent',
};

const percent = (value: number) => `${formatNumber(Math.round(value), 0)} %`;

/**
 * '72 % av lammene og sauene i beste vektklasse (slakteriet: 64 %)'; without the slaughterhouse's
 * share where it is not shown. Null where the farm has no animal on the scale.
 */
export function gridShareSentence(kind: StatisticsKind, scale: GridScale, farm: GridShare, slaughterhouse: GridShare | null): string | null {
  if (farm.percent === null) return null;
  const house = slaughterhouse?.percent === null || slaughterhouse === null ? '' : ` (slakteriet: ${percent(slaughterhouse.percent)})`;
  return `${percent(farm.percent)} av ${ANIMALS_WORD[kind]} ${SCALE_WORDS[scale]}${house}`;
}

/** 'Vekt: −1 860,00 kr for 12 dyr'. */
export function gridDeductionText(d: GridDeduction): string {
  return `${d.label}: ${formatAmount(d.kr)} kr for ${formatNumber(d.animals, 0)} dyr`;
}
