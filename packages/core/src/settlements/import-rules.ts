import type { SettlementImport } from '../contracts/integration.js';

/**
 * What the portal requires of a settlement from the accounting beyond its fields' own forms, so
 * the screens' sums, PDFs and statistics agree with it: a posted settlement prices every animal
 * (price and amount) and its amount is the sum of the animals' amounts; a temporary one is
 * preliminary and prices none. Answers field → message; empty when the settlement is sound.
 */
export function settlementImportProblems(s: SettlementImport): Record<string, string> {
  const problems: Record<string, string> = {};
  if (s.kind === 'posted') {
    let sum = 0;
    s.animals.forEach((a, i) => {
      if (a.price_ore_per_kg === null || a.amount_ore === null) problems[`animals.${i}`] ??= 'Bokført avregning: hvert dyr må ha pris og beløp';
      sum += a.amount_ore ?? 0;
    });
    if (Object.keys(problems).length === 0 && sum !== s.amount_ore) {
      problems.amount_ore = `Beløpet (${s.amount_ore} øre) er ikke summen av dyrenes beløp (${sum} øre)`;
    }
  } else {
    s.animals.forEach((a, i) => {
      if (a.price_ore_per_kg !== null || a.amount_ore !== null) problems[`animals.${i}`] ??= 'Midlertidig avregning: dyrene har ikke pris ennå';
    });
    if (s.replaces_temp.length > 0) problems.replaces_temp = 'Bare en bokført avregning erstatter midlertidige';
  }
  s.animals.forEach((a, i) => {
    if (a.animal_kind === 'pig' && a.classification !== '') problems[`animals.${i}.classification`] ??= 'Gris klassifiseres ikke (kjøttprosent)';
  });
  return problems;
}
