import {
  type AnimalGroup,
  type CattleSlaughterRow,
  cattleUid,
  type EnrolmentAction,
  flaggedCount,
  type GroupHealth,
  type HealthRemarkGroupInput,
  type IndividualHealth,
  type PigSlaughterRow,
  type SheepSlaughterRow,
} from '@slakteweb/core';
import type { RowData, StateRow } from './entries';

/**
 * Health remarks on the screen (spec §2 item 9; rules in core enrolment/health.ts). The row form
 * flags animals (one by one, or how many of a group); the section 'Fyll ut informasjon om dyr med
 * helseavvik' fills in what is wrong with them. Both are kept on the row, so a draft keeps them.
 */

/** One thing the health section asks about: a flagged animal, or the flagged animals of a group. */
export type HealthSubject =
  | {
      kind: 'individual';
      /** Where its fields are on the row: '' (a cattle row), 'individual_pigs.2.', 'return_skin_meat.0.'. */
      prefix: string;
      /** 'Øremerke 4521', 'Individnummer 10234', or the cow's text. */
      label: string;
      health: IndividualHealth;
    }
  | { kind: 'group'; label: string; flagged: number; groups: HealthRemarkGroupInput[] };

/** What the health section asks about a row, in the row's order; [] when nothing is flagged. */
export function healthSubjects(action: EnrolmentAction, group: AnimalGroup, row: RowData, cattleLabel?: string): HealthSubject[] {
  if (action !== 'slaughter') return [];
  if (group === 'cattle') {
    const r = row as CattleSlaughterRow;
    return r.has_health_remarks === true ? [{ kind: 'individual', prefix: '', label: cattleLabel ?? cattleUid(r), health: r }] : [];
  }
  const subjects: HealthSubject[] = [];
  const r = row as PigSlaughterRow & SheepSlaughterRow;
  (r.individual_pigs ?? []).forEach((pig, i) => {
    if (pig.has_health_remarks === true) subjects.push({ kind: 'individual', prefix: `individual_pigs.${i}.`, label: `Øremerke ${pig.ear_tag}`, health: pig });
  });
  (r.return_skin_meat ?? []).forEach((sheep, i) => {
    if (sheep.has_health_remarks === true) subjects.push({ kind: 'individual', prefix: `return_skin_meat.${i}.`, label: `Individnummer ${sheep.individual_no}`, health: sheep });
  });
  const flagged = flaggedCount(r);
  if (flagged > 0) {
    const numbered = (r.return_skin_meat ?? []).length > 0;
    subjects.push({ kind: 'group', label: numbered ? `${flagged} dyr uten individnummer` : `${flagged} dyr`, flagged, groups: r.health_remarks_groups ?? [] });
  }
  return subjects;
}

/** How many of a row's animals are flagged with health remarks (the row list says it). */
export function flaggedAnimals(action: EnrolmentAction, group: AnimalGroup, row: RowData): number {
  return healthSubjects(action, group, row).reduce((sum, s) => sum + (s.kind === 'individual' ? 1 : s.flagged), 0);
}

/** Whether any row has a flagged animal: the health section shows. */
export function hasHealthRemarks(action: EnrolmentAction | null, group: AnimalGroup | null, rows: readonly RowData[]): boolean {
  return action !== null && group !== null && rows.some((row) => healthSubjects(action, group, row).length > 0);
}

/**
 * A flagged group gets its first remark group at once, for all its flagged animals: most have
 * one remark, so the farmer only chooses it. While there is one remark group, it follows the count.
 */
function withRemarkGroups<R extends GroupHealth>(row: R): R {
  const flagged = flaggedCount(row);
  if (flagged === 0) return row;
  const groups = row.health_remarks_groups ?? [];
  if (groups.length === 0) return { ...row, health_remarks_groups: [{ amount_animals: flagged, health_remarks_code: '', health_remarks_comment: '' }] };
  if (groups.length === 1) return { ...row, health_remarks_groups: [{ ...groups[0]!, amount_animals: flagged }] };
  return row;
}

/** What an animal's remark was, for the same animal in a changed row. */
function carried(previous: IndividualHealth | undefined, next: IndividualHealth): IndividualHealth {
  if (next.has_health_remarks !== true || previous?.has_health_remarks !== true) return next;
  return { ...next, health_remarks_code: previous.health_remarks_code, health_remarks_comment: previous.health_remarks_comment };
}

/**
 * A row from the row form, with the health section's details kept from the row it replaces
 * (`previous`, when changing one): the same animal keeps its remark, a flagged group its remark
 * groups. New rows get their first remark group (withRemarkGroups).
 */
export function withHealthDetails<R extends RowData>(next: R, previous?: StateRow): R {
  // Slaughter rows of any group, read by the fields they have.
  type AnyRow = Partial<PigSlaughterRow & SheepSlaughterRow & CattleSlaughterRow>;
  const old = previous as AnyRow | undefined;
  let row = next as AnyRow;
  if (row.mark_no !== undefined) {
    const same = old !== undefined && old.mark_no === row.mark_no && old.individual_no === row.individual_no;
    return carried(same ? old : undefined, row) as R;
  }
  if (row.individual_pigs) {
    row = { ...row, individual_pigs: row.individual_pigs.map((pig) => ({ ...pig, ...carried(old?.individual_pigs?.find((p) => p.ear_tag === pig.ear_tag), pig) })) };
  }
  if (row.return_skin_meat) {
    row = { ...row, return_skin_meat: row.return_skin_meat.map((s) => ({ ...s, ...carried(old?.return_skin_meat?.find((o) => o.individual_no === s.individual_no), s) })) };
  }
  if (row.has_health_remarks === true && old?.has_health_remarks === true && !row.health_remarks_groups) {
    row = { ...row, health_remarks_groups: old.health_remarks_groups };
  }
  return withRemarkGroups(row) as R;
}

/** The row with one animal's remark changed (`prefix` as in HealthSubject). */
export function withIndividualHealth(row: StateRow, prefix: string, change: Partial<IndividualHealth>): StateRow {
  if (prefix === '') return { ...row, ...change };
  const [list, index] = prefix.split('.') as ['individual_pigs' | 'return_skin_meat', string];
  const animals = ((row as unknown as Record<string, IndividualHealth[] | undefined>)[list] ?? []).map((animal, i) =>
    i === Number(index) ? { ...animal, ...change } : animal,
  );
  return { ...row, [list]: animals } as StateRow;
}

/** The row with its remark groups replaced. */
export function withRemarkGroupList(row: StateRow, groups: HealthRemarkGroupInput[]): StateRow {
  return { ...row, health_remarks_groups: groups } as StateRow;
}
