import { z } from 'zod';
import { ADDRESS_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, POST_NO_PATTERN, PROFILE_FIELD_MAX } from '../vocabulary/contact-fields.js';
import { MSG } from './messages.js';


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
