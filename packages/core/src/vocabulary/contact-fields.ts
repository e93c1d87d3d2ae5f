/** The farm's contact fields as the profile and the accounting's farm records give them (spec/portal.md §6). */

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
