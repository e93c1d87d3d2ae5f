import { type PrognosisKind, type PrognosisPeriod } from '@slakteweb/core';
import type { Db } from '../src/db/database.js';

/**
 * The prognosis figures worked out here from plain selects of the rows (settlements and their
 * animals, enrolments and their rows), without the service's SQL: what the prognosis tests
 * compare the API with. The rules, restated: slaughter counts the animals of posted settlements
 * dated within the period (slaughter pigs, lambs, all cattle) and their weight in whole kg; buy
 * and sell count the animals of the enrolment rows whose delivery week's Monday is within the
 * period (a row's amount, or one animal for a row without).
 */

interface RawAnimal {
  supplier_no: string;
  kind: string;
  date: string;
  animal_kind: string;
  group_name: string;
  weight_g: number;
}

interface RawEnrolmentRow {
  supplier_no: string;
  kind: string;
  monday: string;
  animals: number;
}

export interface RawRows {
  animals: RawAnimal[];
  enrolmentRows: RawEnrolmentRow[];
}

/** Monday of ISO week `week` of ISO year `year` ('yyyy-MM-dd'): week 1 holds 4 January. */
export function isoWeekMonday(year: number, week: number): string {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = jan4 - weekday * 86_400_000 + (week - 1) * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

export async function rawRows(db: Db): Promise<RawRows> {
  const [settlements, animals, enrolments, rows] = await Promise.all([
    db.selectFrom('settlement').select(['id', 'supplier_no', 'kind', 'settlement_date']).execute(),
    db.selectFrom('slaughter_animal').select(['settlement_id', 'supplier_no', 'animal_kind', 'group_name', 'weight_g']).execute(),
    db.selectFrom('enrolment').select(['id', 'supplier_no', 'kind', 'cooperative_status']).execute(),
    db.selectFrom('enrolment_row').select(['enrolment_id', 'supplier_no', 'data', 'delivery_week', 'delivery_year']).execute(),
  ]);
  const settlementById = new Map(settlements.map((s) => [Number(s.id), s]));
  const enrolmentById = new Map(enrolments.map((e) => [Number(e.id), e]));
  return {
    animals: animals.map((a) => {
      const s = settlementById.get(Number(a.settlement_id))!;
      return { supplier_no: a.supplier_no, kind: s.kind, date: s.settlement_date, animal_kind: a.animal_kind, group_name: a.group_name, weight_g: a.weight_g };
    }),
    // An enrolment the cooperative deleted (on its own or as the farmer asked) was never delivered.
    enrolmentRows: rows.flatMap((r) => {
      const e = enrolmentById.get(Number(r.enrolment_id))!;
      if (e.cooperative_status === 'deleted' || e.cooperative_status === 'deletion_granted') return [];
      const amount = (JSON.parse(r.data) as { amount?: number | string }).amount;
      return [{ supplier_no: e.supplier_no, kind: e.kind, monday: isoWeekMonday(r.delivery_year, r.delivery_week), animals: amount === undefined ? 1 : Number(amount) }];
    }),
  };
}

const within = (date: string, p: PrognosisPeriod) => date >= p.from && date <= p.to;

const SETTLED = { pigs: ['pig', ['Slaktegris']], sheep: ['sheep', ['Lam']], cattle: ['cattle', null] } as const;

type Periods = { prev_period: PrognosisPeriod; upto_now_period: PrognosisPeriod; this_year: PrognosisPeriod };

/** What GET /api/prognosis_data?action=get_statistics should answer for a supplier and kind. */
export function expectedStatistics(raw: RawRows, supplierNo: string, kind: PrognosisKind, periods: Periods) {
  const [settledKind, groups] = SETTLED[kind];
  const mine = raw.animals.filter(
    (a) => a.supplier_no === supplierNo && a.kind === 'posted' && a.animal_kind === settledKind && (groups === null || (groups as readonly string[]).includes(a.group_name)),
  );
  const slaughterIn = (p: PrognosisPeriod) => {
    const inPeriod = mine.filter((a) => within(a.date, p));
    return { count: inPeriod.length, kg: Math.round(inPeriod.reduce((sum, a) => sum + a.weight_g, 0) / 1000) };
  };
  const tradeIn = (enrolmentKind: string, p: PrognosisPeriod) => ({
    count: raw.enrolmentRows.filter((r) => r.supplier_no === supplierNo && r.kind === enrolmentKind && within(r.monday, p)).reduce((sum, r) => sum + r.animals, 0),
    kg: null,
  });
  const perPeriod = <T>(figure: (p: PrognosisPeriod) => T) => ({
    prev_period: figure(periods.prev_period),
    upto_now_period: figure(periods.upto_now_period),
    this_year: figure(periods.this_year),
  });
  const answer: Record<string, unknown> = { animal_kind: kind, periods, slaughter: perPeriod(slaughterIn) };
  if (kind !== 'sheep') {
    answer.buy = perPeriod((p) => tradeIn(`buy_${kind}`, p));
    answer.sell = perPeriod((p) => tradeIn(`sell_${kind}`, p));
  }
  return answer;
}
