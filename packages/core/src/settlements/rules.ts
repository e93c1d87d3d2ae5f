import type { AnimalKind, SettlementKind, SettlementListItem } from '../contracts/settlements.js';
import { ANIMAL_GROUP_LABEL } from '../vocabulary/enumerations.js';
import { formatDate } from '../format/date.js';
import { formatKr } from '../format/money.js';
import { countNewSince } from '../notifications/badges.js';

/**
 * Pigs, turkeys and råne-like descriptions are settled on meat percent (kjøttprosent); everything
 * else on the meat/fat class (spec/portal.md §9).
 */
export function usesMeatPercent(description: string): boolean {
  return /gris|purke|råne|raane|kalkun|svin/i.test(description);
}

/** LED-sau: 'Sau' when the description contains 'sau', otherwise 'Lam' (spec/portal.md §9). */
export function ledSauKind(description: string): 'Sau' | 'Lam' {
  return /sau/i.test(description) ? 'Sau' : 'Lam';
}

/** True when a group has lamb or sheep, so 'Eksporter til LED-sau' is offered. */
export function isLedSauGroup(groupName: string): boolean {
  return /lam|sau/i.test(groupName);
}

/** Comments: text between dollar signs is for the cooperative only and is removed before showing. */
export function stripDollarText(comment: string): string {
  return comment
    .replace(/\$[^$]*\$/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The animal kinds in the order a settlement names them, each as the farmer reads it. */
export const SETTLEMENT_KIND_ORDER: readonly AnimalKind[] = ['pig', 'sheep', 'cattle'];
export const ANIMAL_KIND_LABEL: Record<AnimalKind, string> = {
  pig: ANIMAL_GROUP_LABEL.pigs,
  sheep: ANIMAL_GROUP_LABEL.sheep,
  cattle: ANIMAL_GROUP_LABEL.cattle,
};

/**
 * The kinds a settlement holds, named: 'Gris', or 'Gris, Storfe' for a mixed one; '' for none.
 * A farm can have a pig and a sheep settlement on the same day, and the number alone does not
 * tell them apart.
 */
export function settlementKindsLabel(kinds: readonly AnimalKind[]): string {
  return SETTLEMENT_KIND_ORDER.filter((kind) => kinds.includes(kind))
    .map((kind) => ANIMAL_KIND_LABEL[kind])
    .join(', ');
}

/**
 * The dropdown label of a settlement: posted 'dd.MM.yyyy / settlement number / Gris / 1 234,56 kr',
 * temporary 'dd.MM.yyyy / Gris'. The newest is marked '(nyeste avregning)'. The server draws the
 * same label in SQL for its search (settlements.repository.ts).
 */
export function settlementLabel(item: SettlementListItem, kind: SettlementKind, isNewest: boolean): string {
  const kinds = settlementKindsLabel(item.animal_kinds);
  // Without the amount for a person whose role does not see prices.
  const amount = item.amount === null ? '' : formatKr(item.amount);
  const parts = kind === 'posted' ? [formatDate(item.date), item.settlement_no, kinds, amount] : [formatDate(item.date), kinds];
  const base = parts.filter((part) => part !== '').join(' / ');
  return isNewest ? `${base} (nyeste avregning)` : base;
}

/**
 * New-posted count (spec/portal.md §4): with a last-read timestamp, the posted settlements dated
 * after it; without one, all of them. The badge rule of every list (countNewSince).
 */
export function countNewPosted(items: Pick<SettlementListItem, 'date' | 'arrived_at'>[], lastRead: string | null): number {
  return countNewSince(items, lastRead);
}
