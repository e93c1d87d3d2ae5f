/**
 * A `tel:` link for a phone number as the cooperative writes it ('73 80 00 00'): digits only, and a
 * Norwegian eight-digit number with +47 in front, so the link also rings from a phone abroad or
 * with a foreign SIM. A number that already has its country code keeps it.
 */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (plus) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return digits.length === 8 ? `tel:+47${digits}` : `tel:${digits}`;
}
