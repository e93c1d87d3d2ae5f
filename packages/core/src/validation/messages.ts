/** Validation messages of spec/portal.md §5, word for word. One place for each text. */
export const MSG = {
  /** Every empty required field, in every form (login, password, profile, enrolment). */
  required: 'Feltet må fylles ut',
  invalidEmail: 'Ugyldig e-post',
  invalidPhone: 'Ugyldig telefonnummer',
  invalidAddress: 'Ugyldig adresse',
  invalidPostNo: 'Ugyldig postnummer',
  /** Forgot password: 'Ugyldig' plus the login id's name, e.g. 'Ugyldig leverandørnummer'. */
  invalidLoginId: (loginIdLabel: string) => `Ugyldig ${loginIdLabel.toLowerCase()}`,
  /**
   * A failed login (spec §8 'Feil brukernavn/passord'), naming the login id as the form's label
   * does: 'Feil leverandørnummer/passord' where the field says Leverandørnummer.
   */
  wrongLogin: (loginIdLabel: string) => `Feil ${loginIdLabel.toLowerCase()}/passord`,
  /** A text beyond its field's length (not in the spec: only a hostile client sends one). */
  tooLong: 'Teksten er for lang',
  passwordTooLong: 'Passordet kan ikke være lengre enn 128 tegn',
  passwordRequirementsNotMet: 'Passordet oppfyller ikke kravene',
  /** Settlements by date range: from later than to. */
  dateFromAfterTo: 'Fra-dato kan ikke være større enn til-dato',
} as const;
