// In a module without zod: the login screen names help texts, and its download has no room for
// zod (bench/web-bundle.ts). contracts/profile.ts re-exports it beside the texts' answer schema.

/** Names of the help texts the screens use. */
export const HELP_TEXT = {
  loginHelp: 'login_help',
  missingUser: 'missing_user',
  profileConfirm: 'profile_confirm',
  returnForm: 'return_form',
  /** 'Viktig informasjon om retur' on the new-enrolment screen (midtnorge, return_info). */
  returnInfo: 'return_info',
  /** The new-enrolment screen's information when the company has no link for it. */
  enrolmentInfo: 'enrolment_info',
  /** The profiling-clothes page when it does not redirect to the shop. */
  brandingClothes: 'branding_clothes',
} as const;
