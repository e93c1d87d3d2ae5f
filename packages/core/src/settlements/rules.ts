import type { SettlementKind, SettlementListItem } from '../contracts/settlements.js';
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

/**
 * The dropdown label of a settlement: posted 'dd.MM.yyyy / settlement number / 1 234,56 kr',
 * temporary the date only. The newest is marked '(nyeste avregning)'.
 */
export function settlementLabel(item: SettlementListItem, kind: SettlementKind, isNewest: boolean): string {
  const date = formatDate(item.date);
  const base = kind === 'posted' ? `${date} / ${item.settlement_no} / ${formatKr(item.amount)}` : date;
  return isNewest ? `${base} (nyeste avregning)` : base;
}

/**
 * New-posted count (spec/portal.md §4): with a last-read timestamp, the posted settlements dated
 * after it; without one, all of them. The badge rule of every list (countNewSince).
 */
export function countNewPosted(items: Pick<SettlementListItem, 'date' | 'arrived_at'>[], lastRead: string | null): number {
  return countNewSince(items, lastRead);
}
