import {
  EUROP_CLASSES,
  FAT_GROUPS,
  formatKr,
  formatNumber,
  isoWeekOfDate,
  PRICE_WHAT_IF_MAX_CHANGE_KG,
  type PriceWhatIf,
  type PriceWhatIfRequest,
  priceKindOfAnimal,
  type SlaughterGroup,
} from '@slakteweb/core';

/**
 * 'Hva om dyrene hadde veid …' on a settlement group: the request the group and the typed change
 * make, and the answer in a sentence.
 */

/** '2', '+2', '-1,5', '−1.5' → kilos; a message for anything else. */
export function parseWeightChange(text: string): { kg: number } | { error: string } {
  const t = text.trim().replace('−', '-').replace(',', '.').replace(/^\+/, '');
  if (t === '') return { error: 'Skriv hvor mange kg mer eller mindre' };
  if (!/^-?\d+(\.\d+)?$/.test(t)) return { error: 'Skriv et tall, f.eks. 2 eller −1,5' };
  const kg = Number(t);
  if (kg === 0) return { error: 'Skriv en endring, ikke 0' };
  if (Math.abs(kg) > PRICE_WHAT_IF_MAX_CHANGE_KG) return { error: `Høyst ${PRICE_WHAT_IF_MAX_CHANGE_KG} kg mer eller mindre` };
  return { kg };
}

const isClass = (value: string): value is (typeof EUROP_CLASSES)[number] => (EUROP_CLASSES as readonly string[]).includes(value);
const isFat = (value: string): value is (typeof FAT_GROUPS)[number] => (FAT_GROUPS as readonly string[]).includes(value);

/** The group's animals as measured, by the lists of the settlement's week. */
export function whatIfRequest(group: SlaughterGroup, settlementDate: string, changeKg: number): PriceWhatIfRequest {
  const { year, week } = isoWeekOfDate(settlementDate);
  return {
    kind: priceKindOfAnimal(group.animal_kind),
    year,
    week,
    weight_change_kg: changeKg,
    animals: group.animals.map((a) => ({
      category: a.description,
      weight_kg: a.weight_g / 1000,
      ...(isClass(a.classification) ? { class: a.classification } : {}),
      ...(a.fat_group !== null && isFat(a.fat_group) ? { fat_group: a.fat_group } : {}),
      ...(a.meat_percent !== null ? { meat_percent: a.meat_percent } : {}),
    })),
  };
}

/** A kilo count with the decimals it has: 2 → '2', 1.5 → '1,5'. */
function kilos(kg: number): string {
  return formatNumber(kg, Number.isInteger(kg) ? 0 : Number.isInteger(kg * 10) ? 1 : 2);
}

/**
 * 'Med 2 kg mer per dyr hadde 12 dyr gitt 1 860,00 kr mer: 18 540,00 kr i stedet for 16 680,00 kr
 * etter prislisten.'
 */
export function whatIfSentence(changeKg: number, answer: PriceWhatIf): string {
  const change = `Med ${kilos(Math.abs(changeKg))} kg ${changeKg > 0 ? 'mer' : 'mindre'} per dyr`;
  const diff = answer.difference_kr;
  const how = diff === 0 ? 'gitt det samme' : `gitt ${formatKr(Math.abs(diff))} ${diff > 0 ? 'mer' : 'mindre'}`;
  return `${change} hadde ${answer.animals} dyr ${how}: ${formatKr(answer.moved_amount_kr)} i stedet for ${formatKr(answer.amount_kr)} etter prislisten.`;
}
