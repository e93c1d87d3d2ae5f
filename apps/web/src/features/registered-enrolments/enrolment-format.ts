import {
  BUY_CATTLE_TEXT,
  enrolmentKindSuffix,
  formatDate,
  type EnrolmentKind,
  healthRemarkWithComment,
  type RegisteredEnrolmentRow,
  type ReturnAnswers,
  type ReturnFormField,
  returnNotes,
} from '@slakteweb/core';

/** Animal group words for buy and sell kinds, so two kinds on one day get different labels. */
const GROUP_TEXT: Record<string, string> = { pigs: 'gris', sheep: 'sau', cattle: 'storfe' };

/** One key per picker entry: a day can hold enrolments of several kinds. */
export function enrolmentKey(item: { kind: EnrolmentKind; date: string }): string {
  return `${item.kind}|${item.date}`;
}

/**
 * The picker's label: '18.11.2026 - Slakt', '19.11.2026 - Kjøp storfe', '16.11.2026 - Salg sau';
 * the newest gets ' (nyeste innmelding)'.
 */
export function enrolmentLabel(item: { kind: EnrolmentKind; date: string }, isNewest: boolean): string {
  const group = item.kind === 'slaughter' ? '' : ` ${GROUP_TEXT[item.kind.split('_')[1] ?? ''] ?? ''}`;
  const base = `${formatDate(item.date)}${enrolmentKindSuffix(item.kind)}${group}`.trimEnd();
  return isNewest ? `${base} (nyeste innmelding)` : base;
}

const SHEEP_KIND_TEXT = { lamb: 'Lam', sheep: 'Sau', vaer: 'Vær' } as const;

/**
 * The row's kind as text when it adds something: the sheep kind when it differs from the product
 * ('Geit' counts as 'Sau'), the live animal type for buy cattle.
 */
export function rowKindText(row: RegisteredEnrolmentRow): { label: string; value: string } | null {
  if (row.kind === null) return null;
  if (typeof row.kind === 'string') {
    const text = SHEEP_KIND_TEXT[row.kind];
    return text === row.product_text ? null : { label: 'Slaktetype', value: text };
  }
  const type = row.kind.live_animal_kind;
  const value = type in BUY_CATTLE_TEXT ? BUY_CATTLE_TEXT[type as keyof typeof BUY_CATTLE_TEXT] : type;
  return value ? { label: 'Type livdyr', value } : null;
}

/** 'Øremerker' for pigs, 'Individnummer' for sheep, 'Merke- og individnummer' for cattle. */
export function animalIdLabel(row: RegisteredEnrolmentRow): string {
  if (row.animal_category === 'pigs') return 'Øremerker';
  if (row.animal_category === 'sheep') return 'Individnummer';
  return 'Merke- og individnummer';
}

/** '24.11.2026 kl. 07:30', or the date alone when no time is known. */
export function pickupText(date: string, time: string | null): string {
  return time ? `${formatDate(date)} kl. ${time}` : formatDate(date);
}

/**
 * One health remark of a row: 'Bogsår', '2 dyr: Brokk', 'Øremerke 4521: Svakhet/halthet – Halter
 * på venstre bakbein'.
 */
export function healthRemarkLine(row: RegisteredEnrolmentRow, remark: RegisteredEnrolmentRow['health_remarks'][number]): string {
  const idLabel = row.animal_category === 'pigs' ? 'Øremerke' : 'Individnummer';
  const who = remark.animal_id !== null ? `${idLabel} ${remark.animal_id}: ` : row.is_cattle ? '' : `${remark.amount} dyr: `;
  return `${who}${healthRemarkWithComment(remark)}`;
}

/**
 * The answers to a list of the return form's fields, by their titles (the receipt shows no ids):
 * a ticked box its title, a choice 'Pakking: Vakuumpakket', a text 'Merknad: Grovmalt'.
 */
export function answerLines(fields: readonly ReturnFormField[], answers: ReturnAnswers): string[] {
  return fields.flatMap((field) => {
    const answer = answers[field.id];
    if (field.kind === 'checkbox') return answer === true ? [field.title] : [];
    if (typeof answer !== 'string' || answer.trim() === '') return [];
    if (field.kind === 'radio-group') return [`${field.title}: ${field.radio_buttons?.find((b) => b.id === answer)?.title ?? answer}`];
    return [`${field.title}: ${answer.trim()}`];
  });
}

/** What comes back of a row, for its facts: '1 med returkjøtt, 1 med returhud'. */
export function returnText(row: RegisteredEnrolmentRow): string | null {
  const parts = returnNotes(row.animal_category, { meat: row.return_meat_count, skin: row.return_skin_count });
  return parts.length > 0 ? parts.join(', ') : null;
}
