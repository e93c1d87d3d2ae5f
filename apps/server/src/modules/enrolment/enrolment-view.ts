import {
  type AnimalGroup,
  buyCattleText,
  cattleUid,
  CONFIRM_FLAGS,
  type EnrolmentKind,
  EXTRA_CONFIRM_FLAG,
  readStoredRow,
  type RegisteredEnrolment,
  type RegisteredEnrolmentRow,
  returnMeatCount,
  returnSkinCount,
  sheepKindOf,
  type StoredEnrolmentRow,
  storedHealthRemarks,
  stripDollarText,
} from '@slakteweb/core';
import type { FastifyBaseLogger } from 'fastify';
import type * as repo from './enrolment.repository.js';

/**
 * Submitted enrolments as the view shows them (spec §3 "Submitted enrolment (viewing)"): a stored
 * row (its JSON `data`, read through core's stored-row schema, older shapes upgraded) turned into a
 * view row.
 */

type Stored = StoredEnrolmentRow;

/** The confirmations stored on an enrolment, in their order; anything unknown is left out. */
export function confirmationsOf(stored: string[]): RegisteredEnrolment['confirmations'] {
  const known: RegisteredEnrolment['confirmations'] = [...CONFIRM_FLAGS, EXTRA_CONFIRM_FLAG];
  return known.filter((flag) => stored.includes(flag));
}

type StoredRowOf = Awaited<ReturnType<typeof repo.rowsOf>>[number];

/**
 * An enrolment's stored rows as the submitted view shows them (spec §3 View row). A row that cannot
 * be read, even after upgrading an older shape (core's readStoredRow), is left out of the view and
 * logged, so one damaged row never keeps a farmer from the rest of the list.
 */
export function viewRows(kind: EnrolmentKind, category: AnimalGroup, rows: StoredRowOf[], log: FastifyBaseLogger): RegisteredEnrolmentRow[] {
  return rows.flatMap((row) => {
    const reading = readStoredRow(row.data);
    if (reading.ok) return [viewRow(kind, category, row, reading.row)];
    log.warn({ enrolment_id: Number(row.enrolment_id), position: row.position, reason: reading.reason }, 'stored enrolment row left out of the view: it cannot be read');
    return [];
  });
}

/** A stored row as the submitted view shows it (spec §3 View row). */
function viewRow(kind: EnrolmentKind, category: AnimalGroup, row: StoredRowOf, d: Stored): RegisteredEnrolmentRow {
  const subcategory = d.subcategory_name ?? '';
  const base: RegisteredEnrolmentRow = {
    animal_category: category,
    product_text: subcategory,
    is_cattle: category === 'cattle',
    amount: d.amount ?? 1,
    club_no: d.club_no || null,
    animal_id: null,
    delivery_week: row.delivery_week,
    delivery_year: row.delivery_year,
    expected_pickup_date: row.expected_pickup_date,
    expected_pickup_time: row.expected_pickup_time,
    haulier: row.haulier_name ? { name: row.haulier_name } : null,
    pickup_completed: row.pickup_completed,
    comment: stripDollarText(d.comment ?? ''),
    race_name: d.sheep_race || null,
    kind: category === 'sheep' ? sheepKindOf(subcategory) : null,
    is_vak: /vak/i.test(subcategory),
    is_spf: /spf/i.test(subcategory),
    // Numbered sheep count on a sheep row only.
    return_meat_count: returnMeatCount(category === 'sheep' ? d : { ...d, return_skin_meat: undefined }),
    return_skin_count: returnSkinCount(category === 'sheep' ? d : { ...d, return_skin_meat: undefined }),
    health_remarks: storedHealthRemarks(d),
  };
  if (category === 'cattle' && kind !== 'buy_cattle') return { ...base, amount: 1, animal_id: cattleUid({ mark_no: d.mark_no ?? '', individual_no: d.individual_no ?? '' }) };
  if (kind === 'buy_cattle') {
    const desc = buyCattleText({ ...d, live_animal_type: undefined });
    return { ...base, product_text: buyCattleText(d), kind: { live_animal_kind: d.live_animal_type ?? '', desc } };
  }
  if (kind === 'sell_sheep') return { ...base, amount: 1, animal_id: d.sheep_individual_no || null };
  const tags = (d.individual_pigs ?? []).map((p) => p.ear_tag);
  const sheepNos = (d.return_skin_meat ?? []).map((s) => s.individual_no);
  const ids = [...tags, ...sheepNos].filter(Boolean);
  return { ...base, animal_id: ids.length > 0 ? ids.join(', ') : null };
}
