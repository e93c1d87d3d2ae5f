/**
 * A cattle animal's id across the portal: its mark number and individual number joined by '-'
 * ('NO12345-00004'), as the herd, the enrolment rows, the medication check and the return-meat
 * divisions name it. Both parts are trimmed: a space typed around a number never makes another
 * animal, so an id built from a typed row matches the same animal from the herd.
 */
export function cattleUid(animal: { mark_no: string; individual_no: string }): string {
  return `${animal.mark_no.trim()}-${animal.individual_no.trim()}`;
}
