import type { AnimalGroup, EnrolmentAction } from './calendar.js';

/**
 * The words an enrolment's rows and receipts are written in, shared by the new-enrolment screen,
 * the submitted view and the e-mail receipt, so the three never name the same thing differently.
 */

/** The week step's label (spec/enrolment.md §2 step 3), and the week's label on the receipt. */
export function weekLabel(action: EnrolmentAction, group: AnimalGroup): string {
  if (action === 'buy') return 'Ønsket leveringsdato';
  if (action === 'slaughter' && group === 'cattle') return 'Ønsket basisuke';
  return 'Ønsket hentedato';
}

/** Meat that comes back to the farm. */
export const RETURN_MEAT_WORD = 'returkjøtt';

/** What comes back of the animal's outside: the hide of cattle, the skin of sheep. */
export function returnSkinWord(group: AnimalGroup): 'returhud' | 'returskinn' {
  return group === 'cattle' ? 'returhud' : 'returskinn';
}

/** What comes back of a row's animals, as its notes: ['1 med returkjøtt', '1 med returhud']; none when nothing does. */
export function returnNotes(group: AnimalGroup, counts: { meat: number; skin: number }): string[] {
  const notes: string[] = [];
  if (counts.meat > 0) notes.push(`${counts.meat} med ${RETURN_MEAT_WORD}`);
  if (counts.skin > 0) notes.push(`${counts.skin} med ${returnSkinWord(group)}`);
  return notes;
}

/** A health remark's text with the farmer's comment after a dash: 'Svakhet/halthet – Halter på venstre bakbein'. */
export function healthRemarkWithComment(remark: { text: string; comment: string | null | undefined }): string {
  return remark.comment ? `${remark.text} – ${remark.comment}` : remark.text;
}
