import {
  ANIMAL_GROUP_LABEL,
  type AnimalGroup,
  buyCattleText,
  type CattleBuyRow,
  type CattleSellRow,
  type CattleSlaughterRow,
  cattleUid,
  type EnrolmentAction,
  returnMeatCount,
  returnNotes,
  returnSkinCount,
  type PigSlaughterRow,
  type PigTradeRow,
  type SheepBuyRow,
  type SheepSellRow,
  type SheepSlaughterRow,
} from '@slakteweb/core';
import { type EnrolmentState, type RowData, visibleRows } from './entries';
import { flaggedAnimals } from './health-model';

/**
 * The texts of the new-enrolment screen's choices and rows: the action and group labels, the row
 * form's title and buttons, each row's line and notes in the row list, and what a switch deletes.
 * The words a row shares with the submitted view and the receipt are core's (enrolment/wording.ts).
 */

export const ACTION_LABEL: Record<EnrolmentAction, string> = { slaughter: 'Slakt', buy: 'Kjøp livdyr', sell: 'Selg livdyr' };
export const GROUP_LABEL: Record<AnimalGroup, string> = ANIMAL_GROUP_LABEL;

/** The row form's texts (spec §2 step 4). */
export function rowFormTexts(action: EnrolmentAction, editing: boolean) {
  const slaughter = action === 'slaughter';
  return {
    title: slaughter ? (editing ? 'Endre innmeldingsrad' : 'Ny innmeldingsrad') : editing ? 'Endre rad for kjøp/salg' : 'Ny rad for kjøp/salg',
    submit: editing ? 'Endre' : 'Legg til',
    cancel: editing ? 'Avbryt endring' : 'Avbryt radinnleggelse',
  };
}

/**
 * What a switch of action or group deletes (spec §4: the draft is discarded), named so the farmer
 * knows what is lost: each row, the comment, the divisions and the pickup place for return meat,
 * and the confirmations ticked.
 */
export function lostOnSwitch(state: EnrolmentState): string[] {
  const lost: string[] = [];
  if (state.action && state.group) for (const row of visibleRows(state)) lost.push(rowSummary(state.action, state.group, row));
  if (state.comment.trim() !== '') lost.push('kommentaren til innmeldingen');
  if (state.returnDivisions.length > 0) lost.push(state.returnDivisions.length === 1 ? 'oppdelingen for returkjøtt' : `${state.returnDivisions.length} oppdelinger for returkjøtt`);
  if (state.pickupLocation.trim() !== '') lost.push('hentestedet for returkjøtt');
  if (state.agreement || state.extraConfirm) lost.push('bekreftelsene du har krysset av');
  return lost;
}

const count = (amount: string | number) => `${amount} stk`;

/** The row list's text for a row: what and how many, the numbers that identify it. */
export function rowSummary(action: EnrolmentAction, group: AnimalGroup, row: RowData, herdDisplay?: (uid: string) => string | undefined): string {
  if (group === 'cattle' && action === 'buy') {
    const r = row as CattleBuyRow;
    return `${buyCattleText(r)}, ${count(r.amount)}`;
  }
  if (group === 'cattle') {
    const r = row as CattleSlaughterRow | CattleSellRow;
    const uid = cattleUid(r);
    const parts = [herdDisplay?.(uid) ?? [uid, r.subcategory_name].filter(Boolean).join(' ')];
    if (action === 'sell') {
      const sell = r as CattleSellRow;
      if (sell.horn) parts.push('med horn');
      if (sell.pregnant) parts.push('drektig');
    }
    return parts.join(', ');
  }
  if (group === 'pigs' && action === 'slaughter') {
    const r = row as PigSlaughterRow;
    const tags = (r.individual_pigs ?? []).map((p) => p.ear_tag);
    return [
      `${r.subcategory_name}, ${count(r.amount)}`,
      r.club_no ? `klubbnr. ${r.club_no}` : '',
      tags.length ? `øremerke ${tags.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (group === 'pigs') {
    const r = row as PigTradeRow;
    return `${r.subcategory_name}, ${count(r.amount)}`;
  }
  if (action === 'slaughter') {
    const r = row as SheepSlaughterRow;
    const nos = (r.return_skin_meat ?? []).map((s) => s.individual_no);
    return [`${r.subcategory_name}, ${count(r.amount)}`, nos.length ? `individnr. ${nos.join(', ')}` : '', r.is_sheep_cut ? 'klipt' : '']
      .filter(Boolean)
      .join(', ');
  }
  if (action === 'sell') {
    const r = row as SheepSellRow;
    return [`${r.subcategory_name} ${r.sheep_individual_no}`, r.sheep_race, r.horn ? 'med horn' : ''].filter(Boolean).join(', ');
  }
  const r = row as SheepBuyRow;
  return `${r.subcategory_name}, ${r.sheep_race}, ${count(r.amount)}`;
}

/**
 * What the row list says of a row besides its text: how many of its animals have health remarks,
 * and how many come back as meat, and as hide or skin.
 */
export function rowNotes(action: EnrolmentAction, group: AnimalGroup, row: RowData): string[] {
  const notes: string[] = [];
  const flagged = flaggedAnimals(action, group, row);
  if (flagged > 0) notes.push(`${flagged} dyr med helseavvik`);
  if (action !== 'slaughter') return notes;
  return [...notes, ...returnNotes(group, { meat: returnMeatCount(row), skin: returnSkinCount(row) })];
}
