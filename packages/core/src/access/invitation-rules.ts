import { EMAIL_PATTERN } from '../vocabulary/contact-fields.js';
import { isCalendarDate } from '../vocabulary/calendar-date.js';
import { ACCESS_EMAIL_MAX_CHARS, ACCESS_UNTIL_MAX_YEARS } from '../vocabulary/access-roles.js';
import type { CreateInvitationBody } from '../contracts/access.js';
import { isAccessRole } from './permissions.js';

/** The messages of an invitation the server refuses (422, per field), and the form shows. */
export const INVITATION_MESSAGES = {
  email: 'Skriv en gyldig e-postadresse.',
  role: 'Velg hva personen skal ha tilgang til.',
  untilFormat: 'Skriv en gyldig dato.',
  untilPast: 'Datoen kan ikke være passert.',
  untilTooFar: `Datoen kan være høyst ${ACCESS_UNTIL_MAX_YEARS} år fram i tid.`,
  alreadyHasAccess: 'Denne personen har allerede tilgang til gården.',
  alreadyInvited: 'Denne personen er allerede invitert.',
  ownAddress: 'Du kan ikke invitere deg selv.',
} as const;

/**
 * Control characters and half characters (a lone surrogate, which JSON allows): no one receives
 * mail there, and the database would store the latter as '\uFFFD', another address than the one sent.
 */
const NOT_IN_AN_ADDRESS = /[\p{Cc}\p{Cs}]/u;

/** The address as it is stored and compared: trimmed, lower case. */
export function normaliseAccessEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What is wrong with an invitation, field → message ({} when nothing): the address, the role, and
 * 'Gjelder til' (a real date, today or later, at most ACCESS_UNTIL_MAX_YEARS ahead). `today` is the
 * Oslo calendar date yyyy-MM-dd. Whether the address already has access is the server's check.
 */
export function invitationProblems(input: CreateInvitationBody, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const email = normaliseAccessEmail(input.email);
  if (!email || email.length > ACCESS_EMAIL_MAX_CHARS || !EMAIL_PATTERN.test(email) || NOT_IN_AN_ADDRESS.test(email)) problems.email = INVITATION_MESSAGES.email;
  if (!isAccessRole(input.role)) problems.role = INVITATION_MESSAGES.role;
  const until = input.until?.trim();
  if (until) {
    if (!isCalendarDate(until)) problems.until = INVITATION_MESSAGES.untilFormat;
    else if (until < today) problems.until = INVITATION_MESSAGES.untilPast;
    else if (until > `${Number(today.slice(0, 4)) + ACCESS_UNTIL_MAX_YEARS}${today.slice(4)}`) problems.until = INVITATION_MESSAGES.untilTooFar;
  }
  return problems;
}
