import {
  type AnimalGroup,
  buyCattleText,
  cattleUid,
  CONFIRM_FLAGS,
  type EnrolmentKind,
  EXTRA_CONFIRM_FLAG,
  healthRemarkText,
  type RegisteredEnrolment,
  type RegisteredEnrolmentRow,
  returnMeatCount,
  returnSkinCount,
  sheepKindOf,
  stripDollarText,
} from '@slakteweb/core';
import type * as repo from './enrolment.repository.js';

/**
 * Submitted enrolments as the view shows them (spec §3 "Submitted enrolment (viewing)"): a stored
 * row (its JSON `data`, as the service stored it) turned into a view row.
 */

export type Stored = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): Stored[] => (Array.isArray(v) ? (v as Stored[]) : []);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * A stored sheep row's numbered sheep: return_skin_meat, or as rows sent before kept them
 * (return_sheep, and before that individual_sheep).
 */
const numberedSheep = (d: Stored): Stored[] => list(d.return_skin_meat ?? d.return_sheep ?? d.individual_sheep);

/** The health remarks of a stored row, one per flagged animal (its number) or remark group (no number). */
function healthRemarksOf(d: Stored): RegisteredEnrolmentRow['health_remarks'] {
  const remark = (animalId: string | null, amount: number, h: Stored) => ({
    animal_id: animalId,
    amount,
    code: str(h.health_remarks_code),
    text: healthRemarkText(str(h.health_remarks_code)),
    comment: str(h.health_remarks_comment),
  });
  const flagged = (h: Stored) => h.has_health_remarks === true;
  const individuals = [
    ...list(d.individual_pigs).map((p) => ({ id: str(p.ear_tag), h: p })),
    ...numberedSheep(d).map((s) => ({ id: str(s.individual_no), h: s })),
  ];
  const remarks = individuals.filter(({ h }) => flagged(h)).map(({ id, h }) => remark(id, 1, h));
  if (!flagged(d)) return remarks;
  // A cattle row is one animal with its own remark; other rows carry their flagged animals in groups.
  if (d.health_remarks_code !== undefined) return [remark(null, 1, d), ...remarks];
  return [...remarks, ...list(d.health_remarks_groups).map((g) => remark(null, num(g.amount_animals), g))];
}

/** The confirmations stored on an enrolment, in their order; anything unknown is left out. */
export function confirmationsOf(stored: string[]): RegisteredEnrolment['confirmations'] {
  const known: RegisteredEnrolment['confirmations'] = [...CONFIRM_FLAGS, EXTRA_CONFIRM_FLAG];
  return known.filter((flag) => stored.includes(flag));
}

/** A stored row as the submitted view shows it (spec §3 View row). */
export function viewRow(kind: EnrolmentKind, category: AnimalGroup, row: Awaited<ReturnType<typeof repo.rowsOf>>[number]): RegisteredEnrolmentRow {
  const d = JSON.parse(row.data) as Stored;
  const subcategory = str(d.subcategory_name);
  const base: RegisteredEnrolmentRow = {
    animal_category: category,
    product_text: subcategory,
    is_cattle: category === 'cattle',
    amount: typeof d.amount === 'number' ? d.amount : 1,
    club_no: str(d.club_no) || null,
    animal_id: null,
    delivery_week: row.delivery_week,
    delivery_year: row.delivery_year,
    expected_pickup_date: row.expected_pickup_date,
    expected_pickup_time: row.expected_pickup_time,
    haulier: row.haulier_name ? { name: row.haulier_name } : null,
    pickup_completed: row.pickup_completed,
    comment: stripDollarText(str(d.comment)),
    race_name: str(d.sheep_race) || null,
    kind: category === 'sheep' ? sheepKindOf(subcategory) : null,
    is_vak: /vak/i.test(subcategory),
    is_spf: /spf/i.test(subcategory),
    return_meat_count: returnMeatCount({ ...d, return_skin_meat: category === 'sheep' ? numberedSheep(d) : undefined } as Parameters<typeof returnMeatCount>[0]),
    return_skin_count: returnSkinCount({ ...d, return_skin_meat: category === 'sheep' ? numberedSheep(d) : undefined } as Parameters<typeof returnSkinCount>[0]),
    health_remarks: healthRemarksOf(d),
  };
  if (category === 'cattle' && kind !== 'buy_cattle') return { ...base, amount: 1, animal_id: cattleUid({ mark_no: str(d.mark_no), individual_no: str(d.individual_no) }) };
  if (kind === 'buy_cattle') {
    const desc = buyCattleText({ ...d, live_animal_type: undefined });
    return { ...base, product_text: buyCattleText(d), kind: { live_animal_kind: str(d.live_animal_type), desc } };
  }
  if (kind === 'sell_sheep') return { ...base, amount: 1, animal_id: str(d.sheep_individual_no) || null };
  const tags = list(d.individual_pigs).map((p) => str(p.ear_tag));
  const sheepNos = numberedSheep(d).map((s) => str(s.individual_no));
  const ids = [...tags, ...sheepNos].filter(Boolean);
  return { ...base, animal_id: ids.length > 0 ? ids.join(', ') : null };
}
