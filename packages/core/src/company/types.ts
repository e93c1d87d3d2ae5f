/**
 * A cooperative ("company variant"). Everything that differs between variants is data here,
 * so adding a cooperative is adding one file next to this one.
 */
export type CompanyId = 'standard' | 'midtnorge';

/** ISO weekday (1 = Monday … 7 = Sunday) and time of day in Europe/Oslo. 24:00 means end of day. */
export interface WeekdayTime {
  isoWeekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  hour: number;
  minute: number;
}

export type DeadlineKey = 'normal' | 'pigs_buy' | 'pigs_sell' | 'cattleAgreement';

export interface FeatureFlags {
  temp_accountings: boolean;
  purke_raane_individual_registration: boolean;
  branding_clothes: boolean;
  helsegris_check: boolean;
  enrolmentWantReturnMarksCheckbox: boolean;
  return_form: boolean;
  prognosisRegistration: boolean;
  debit_total_in_dashboard: boolean;
  pickup_location_for_return_meat: boolean;
  return_info: boolean;
  medication_holdback_info: boolean;
  extraCheckboxConfirmRegisterSlaughter: boolean;
  breadcrumbs: boolean;
}

export interface CompanyTheme {
  /** Main brand colour (buttons, links, top menu accents). Contrast ≥ 4.5:1 on white. */
  primary: string;
  /** Darker shade for hover and pressed states. */
  primaryDark: string;
  /** A light tint of the main colour: the background of a chosen card, under its primary border. */
  primaryTint: string;
  /** Top menu background. */
  headerBackground: string;
  /** Text on the top menu background. */
  headerText: string;
}

export interface Company {
  id: CompanyId;
  /** Display name of the cooperative. */
  name: string;
  /** Label of the login id: the supplier number or the username. */
  loginIdLabel: string;
  /**
   * The login form's id field: the farm's login id or a person's e-mail address ('Leverandørnummer /
   * e-post'). Only there: the spec's messages and the other forms name the farm's login id alone.
   */
  loginFormLabel: string;
  /** The login id in running text, definite form: 'leverandørnummeret' ('Logg inn med leverandørnummeret ditt'). */
  loginIdDefinite: string;
  support: { email: string; phone: string };
  /**
   * Footer lines before the support contact, which every footer shows (phone and e-mail from
   * `support`); midtnorge shows its name and address. Empty for none.
   */
  footerLines: string[];
  theme: CompanyTheme;
  flags: FeatureFlags;
  /** Submission deadlines per key, in the ISO week `lead` weeks before the pickup week. */
  deadlines: Partial<Record<DeadlineKey, WeekdayTime>> & { normal: WeekdayTime };
  /** Weeks between deadline week and pickup week for cattle on a cattle agreement. */
  cattleAgreementLeadWeeks: number;
  /** Deleting a submitted enrolment is possible until this time in the week before delivery. */
  deletionCutoff: WeekdayTime;
  sheepBreeds: string[];
  /** The largest return-meat and return-skin comment (spec §9: "configurable"). */
  returnCommentMax: number;
  /**
   * The cooperative's page about enrolment, linked from the enrolment screen; null shows the help
   * text 'enrolment_info' instead (spec §2).
   */
  enrolmentInfoUrl: string | null;
}
