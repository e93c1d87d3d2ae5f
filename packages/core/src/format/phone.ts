/**
 * A `tel:` link for a phone number as the cooperative writes it ('73 80 00 00'): digits only, and a
 * Norwegian eight-digit number with +47 in front, so the link also rings from a phone abroad or
 * with a foreign SIM. A number that already has its country code (+ or 00) keeps it.
 */
export function telHref(phone: string): string {
  const number = phone.replace(/[^\d+]/g, '').replace(/^00/, '+');
  return `tel:${number.length === 8 ? `+47${number}` : number}`;
}
