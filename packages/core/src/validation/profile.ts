import { z } from 'zod';
import { MSG } from './messages.js';

/**
 * E-mail as the spec describes it: local@domain.tld, no '@' in either part, and the domain's
 * first label is not empty (no '.' right after '@'); at least one dot in the domain.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Phone: at least 5 characters of digits, plus, minus or space. */
export const PHONE_PATTERN = /^[0-9+\- ]{5,}$/;
/** Post number: exactly 4 digits. */
export const POST_NO_PATTERN = /^\d{4}$/;
/** An address needs at least one character other than digits and spaces. */
export const ADDRESS_PATTERN = /[^0-9\s]/;
/** Longest accepted contact field; the old system's columns are of this size. */
export const PROFILE_FIELD_MAX = 100;

const required = () => z.string({ error: MSG.required }).trim().min(1, MSG.required);

/**
 * A receive flag as the form sends it: checked boxes send '1' (or an array of '1'), unchecked
 * boxes send nothing. Booleans are accepted too so JSON clients work.
 */
export const receiveFlagSchema = z
  .union([z.boolean(), z.literal('1'), z.literal('0'), z.literal(''), z.array(z.string())])
  .optional()
  .transform((v) => {
    if (typeof v === 'boolean') return v;
    if (Array.isArray(v)) return v.includes('1');
    return v === '1';
  });

/** The editable contact fields of the profile (spec/portal.md §5). Browser and server share it. */
export const profileUpdateSchema = z.object({
  email_user: required().max(PROFILE_FIELD_MAX, MSG.invalidEmail).regex(EMAIL_PATTERN, MSG.invalidEmail),
  email_accounting: required().max(PROFILE_FIELD_MAX, MSG.invalidEmail).regex(EMAIL_PATTERN, MSG.invalidEmail),
  mobile: required().max(30, MSG.invalidPhone).regex(PHONE_PATTERN, MSG.invalidPhone),
  street_address: required().max(PROFILE_FIELD_MAX, MSG.invalidAddress).regex(ADDRESS_PATTERN, MSG.invalidAddress),
  post_no: required().regex(POST_NO_PATTERN, MSG.invalidPostNo),
  city: required().max(PROFILE_FIELD_MAX, MSG.required),
  recieve_newsletter: receiveFlagSchema,
  recieve_accounting: receiveFlagSchema,
  recieve_registered_slaughter: receiveFlagSchema,
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
