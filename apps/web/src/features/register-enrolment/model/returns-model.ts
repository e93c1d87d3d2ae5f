import {
  type AnimalGroup,
  type AnySlaughterRow,
  type Company,
  divisionPresentation,
  namedPlacements,
  offersReturnMarks,
  placedCount,
  RETURN_FORM_ILLEGAL_KEY,
  type ReturnAnswers,
  type ReturnForm,
  returnFormFieldsOf,
  returnAnimalIds,
  returnMeatCount,
  returnSkinCount,
  type ReturnPlacement,
} from '@slakteweb/core';

/**
 * The return-meat divisions on the screen (spec §2 item 8, §4 "Moving animals to a division"). A
 * row's return-meat animals are either in the pool ('Ufordelte dyr til oppdeling') or placed in
 * divisions (`return_options_groups` on the row, by division id and amount); a division holds its
 * form's answers. Rows of numbered animals (sheep by number, sows and boars by ear tag, a cow)
 * place each animal by its number (`animal_ids`), rows counted by club number place counts. A
 * division with no animals left is dropped; deleting one puts its animals back in the pool. The
 * rules are the core's (enrolment/returns.ts).
 */

/** A division as the screen keeps it; its number is its place in the list, from 1. */
export interface DivisionState {
  id: string;
  formData: ReturnAnswers;
}

/** A row as the divisions see it. */
export type PlacedRow = AnySlaughterRow & { uid: string };

/** Where animals are: a division's id, or null for the pool. */
export type Place = string | null;

/** What the divisions work on: the rows and the divisions. */
export interface Placements<R extends PlacedRow> {
  rows: R[];
  returnDivisions: DivisionState[];
}

let divisionCounter = 0;
/** A new division's id, unique within the page and across reloads of a draft. */
export function newDivisionId(): string {
  divisionCounter += 1;
  return `d${Date.now().toString(36)}${divisionCounter.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Which of a numbered row's return-meat animals are in a place, by number; null for rows counted
 * by club number. A numbered row in one division without numbers (an older draft) has them all there.
 */
export function placedIdsAt(row: PlacedRow, place: Place): string[] | null {
  const own = returnAnimalIds(row);
  if (own === null) return null;
  const groups = namedPlacements(row);
  if (place !== null) return groups.filter((g) => g.group_id === place).flatMap((g) => g.animal_ids ?? []).filter((id) => own.includes(id));
  const placed = new Set(groups.flatMap((g) => g.animal_ids ?? []));
  return own.filter((id) => !placed.has(id));
}

/** How many of a row's return-meat animals are in a place. */
export function placedAt(row: PlacedRow, place: Place): number {
  const ids = placedIdsAt(row, place);
  if (ids !== null) return ids.length;
  if (place === null) return Math.max(0, returnMeatCount(row) - placedCount(row));
  return (row.return_options_groups ?? []).filter((g) => g.group_id === place).reduce((sum, g) => sum + Number(g.amount_animals), 0);
}

/** A numbered row's placements with `ids` taken out of every division and, unless to the pool, put in `to`. */
function withPlacedIds<R extends PlacedRow>(row: R, to: Place, ids: readonly string[]): R {
  const moving = new Set(ids);
  const kept: ReturnPlacement[] = namedPlacements(row).map((g) => {
    const left = (g.animal_ids ?? []).filter((id) => !moving.has(id));
    return { group_id: g.group_id, amount_animals: left.length, animal_ids: left };
  });
  if (to !== null) {
    const at = kept.findIndex((g) => g.group_id === to);
    const joined = [...(at >= 0 ? (kept[at]!.animal_ids ?? []) : []), ...ids];
    const group = { group_id: to, amount_animals: joined.length, animal_ids: joined };
    if (at >= 0) kept[at] = group;
    else kept.push(group);
  }
  return { ...row, return_options_groups: kept.filter((g) => Number(g.amount_animals) > 0) };
}

/** The row with `delta` animals more (or fewer) in a division; entries of none are dropped. */
function withPlaced<R extends PlacedRow>(row: R, divisionId: string, delta: number): R {
  const groups = row.return_options_groups ?? [];
  const next = groups.some((g) => g.group_id === divisionId)
    ? groups.map((g) => (g.group_id === divisionId ? { ...g, amount_animals: Number(g.amount_animals) + delta } : g))
    : [...groups, { group_id: divisionId, amount_animals: delta }];
  return { ...row, return_options_groups: next.filter((g) => Number(g.amount_animals) > 0) };
}

/** Divisions no row has animals in are dropped (spec §4). */
export function withoutEmptyDivisions<R extends PlacedRow>(state: Placements<R>): Placements<R> {
  const used = new Set(state.rows.flatMap((r) => (r.return_options_groups ?? []).filter((g) => Number(g.amount_animals) > 0).map((g) => g.group_id)));
  return { ...state, returnDivisions: state.returnDivisions.filter((d) => used.has(d.id)) };
}

/**
 * Moves up to `amount` of a row's return-meat animals from one place to another ('new': a new
 * division at the end, 'Opprett ny oppdeling').
 */
export function moveReturnAnimals<R extends PlacedRow>(
  state: Placements<R>,
  move: { uid: string; from: Place; to: Place | 'new'; amount: number; ids?: string[] | undefined },
): Placements<R> {
  const row = state.rows.find((r) => r.uid === move.uid);
  if (!row || move.to === move.from) return state;
  // Numbered animals move by number: those chosen that are where they are moved from.
  const here = placedIdsAt(row, move.from);
  const chosen = here === null ? null : move.ids ? here.filter((id) => move.ids!.includes(id)) : here.slice(0, Math.max(0, Math.floor(move.amount)));
  const amount = chosen ? chosen.length : Math.min(Math.max(0, Math.floor(move.amount)), placedAt(row, move.from));
  if (amount === 0) return state;
  let divisions = state.returnDivisions;
  let to = move.to;
  if (to === 'new') {
    const created: DivisionState = { id: newDivisionId(), formData: {} };
    divisions = [...divisions, created];
    to = created.id;
  }
  let moved: R = row;
  if (chosen) moved = withPlacedIds(moved, to, chosen);
  else {
    if (move.from !== null) moved = withPlaced(moved, move.from, -amount);
    if (to !== null) moved = withPlaced(moved, to, amount);
  }
  return withoutEmptyDivisions({ rows: state.rows.map((r) => (r.uid === row.uid ? moved : r)), returnDivisions: divisions });
}

/** Deletes a division ('Er du sikker på å slette denne gruppen?'): its animals go back to the pool. */
export function deleteDivision<R extends PlacedRow>(state: Placements<R>, id: string): Placements<R> {
  return {
    rows: state.rows.map((r) => (r.return_options_groups?.some((g) => g.group_id === id) ? { ...r, return_options_groups: r.return_options_groups.filter((g) => g.group_id !== id) } : r)),
    returnDivisions: state.returnDivisions.filter((d) => d.id !== id),
  };
}

/**
 * The row's placements cut down to its return-meat animals: numbered animals that no longer come
 * back leave their divisions; counts are cut from the last divisions first.
 */
export function trimmedPlacements<R extends PlacedRow>(row: R): R {
  const own = returnAnimalIds(row);
  if (own !== null) {
    const gone = namedPlacements(row).flatMap((g) => g.animal_ids ?? []).filter((id) => !own.includes(id));
    return row.return_options_groups?.length ? withPlacedIds(row, null, gone) : row;
  }
  let excess = placedCount(row) - returnMeatCount(row);
  if (excess <= 0) return row;
  const groups = [...(row.return_options_groups ?? [])];
  for (let i = groups.length - 1; i >= 0 && excess > 0; i -= 1) {
    const group = groups[i]!;
    const take = Math.min(excess, Number(group.amount_animals));
    groups[i] = { ...group, amount_animals: Number(group.amount_animals) - take };
    excess -= take;
  }
  return { ...row, return_options_groups: groups.filter((g) => Number(g.amount_animals) > 0) };
}

/**
 * When one division is enough, it is made for the farmer (spec §4, issue: divisions by animal):
 * with no division or one, every return-meat animal not yet placed goes into it. With two or
 * more the farmer has split them, and new animals wait in the pool for a choice.
 */
export function withSingleDivision<R extends PlacedRow>(state: Placements<R>): Placements<R> {
  if (state.returnDivisions.length > 1) return state;
  const waiting = state.rows.filter((row) => placedAt(row, null) > 0);
  if (waiting.length === 0) return state;
  const division = state.returnDivisions[0] ?? { id: newDivisionId(), formData: {} };
  const rows = state.rows.map((row) => {
    if (!waiting.includes(row)) return row;
    const ids = placedIdsAt(row, null);
    return ids ? withPlacedIds(row, division.id, ids) : withPlaced(row, division.id, placedAt(row, null));
  });
  return { rows, returnDivisions: [division] };
}

/** Whether a changed row would leave more animals placed than it has return meat (the screen asks first). */
export function placesMoreThanItHas(row: PlacedRow, changed: AnySlaughterRow): boolean {
  return placedCount(row) > returnMeatCount(changed);
}

/**
 * A row from the row form keeps the placements of the row it replaces (the row form does not show
 * them), cut down to its return-meat count.
 */
export function withPlacementsOf<R extends PlacedRow>(next: R, previous: PlacedRow | undefined): R {
  if (!previous?.return_options_groups?.length) return next;
  return trimmedPlacements({ ...next, return_options_groups: previous.return_options_groups });
}

/** What the payload says of the returns, from the screen's state (spec §3 the return-form payload fields). */
export interface ReturnsState<R extends PlacedRow> extends Placements<R> {
  returnCommon: ReturnAnswers;
  returnCommentMeat: string;
  returnCommentSkin: string;
  pickupLocation: string;
  wantMarks: boolean;
}

/**
 * The return fields of a slaughter enrolment's payload. Only what applies is sent: the common
 * answers of the meat fields when there is return meat and of the skin fields when there are
 * skins (an answer left from before is not one), the pickup place where the company asks it, the
 * marks where it offers them. With the form, the form itself goes along: the server refuses the
 * answers if the cooperative has changed it since.
 */
export function returnPayload<R extends PlacedRow>(state: ReturnsState<R>, group: AnimalGroup, company: Company, form: ReturnForm | undefined): Record<string, unknown> {
  const anyMeat = state.rows.some((row) => returnMeatCount(row) > 0);
  const anySkin = state.rows.some((row) => returnSkinCount(row) > 0);
  const payload: Record<string, unknown> = {};
  if (company.flags.return_form && (anyMeat || anySkin)) {
    const applies = new Set([...(anyMeat ? (form?.['common-meat'] ?? []) : []), ...(anySkin ? (form?.['common-skin'] ?? []) : [])].map((f) => f.id));
    Object.assign(payload, {
      returnSlaughterOptionsCommon: Object.fromEntries(Object.entries(state.returnCommon).filter(([id]) => applies.has(id))),
      // With the whole flag, header and hidden fields where the form asks for them.
      returnSlaughterOptionsGroups: state.returnDivisions.map((d, i) => ({ id: d.id, divisionNo: i + 1, ...divisionPresentation(form?.per_division ?? [], d.formData, i + 1) })),
      returnSlaughterOptionsCommentMeat: anyMeat ? state.returnCommentMeat : '',
      returnSlaughterOptionsCommentSkin: anySkin ? state.returnCommentSkin : '',
      ...(form ? { return_form_fields: returnFormFieldsOf(form), [RETURN_FORM_ILLEGAL_KEY]: form['illegal-checkbox-combinations'] } : {}),
    });
  }
  if (company.flags.pickup_location_for_return_meat && anyMeat) payload.return_meat_pickup_location = state.pickupLocation;
  if (offersReturnMarks(company, group) && (anyMeat || anySkin)) payload.want_marks_sent_on_return = state.wantMarks;
  return payload;
}

/** Whether anything comes back of the rows: the return extras (marks, 'Viktig informasjon om retur') show. */
export function hasReturns(rows: readonly PlacedRow[]): boolean {
  return rows.some((row) => returnMeatCount(row) > 0 || returnSkinCount(row) > 0);
}
