/** Enrolment limits (spec/enrolment.md §5, §9). One place for each number. */
export const ENROLMENT_LIMITS = {
  /** A row's comment, and each cattle comment. */
  rowComment: 144,
  /** The comment for the whole enrolment. */
  enrolmentComment: 101,
  /** A health remark's comment. */
  healthComment: 200,
  /** The pickup location for return meat. */
  pickupLocation: 100,
  /** Largest amount in the sheep amount input. */
  sheepAmountMax: 200,
  /** Largest count of individually registered pigs or sheep in one row. */
  individualCountMax: 400,
} as const;

/** Messages of the field rules, word for word from the spec where it gives them. */
export const ENROLMENT_MSG = {
  invalidAmount: 'Ugyldig antall',
  invalidIndividualNo: 'Ugyldig individnummer',
  invalidClubNo: 'Ugyldig klubbnummer',
  invalidEarTag: 'Ugyldig øremerke',
  returnSkinOrMeat: 'Du må velge enten returkjøtt eller returskinn',
  healthCountTooLarge: 'Antall dyr med helseavvik kan ikke være større enn antallet dyr.',
  healthCountRequired: 'Antall dyr med helseavvik er påkrevd.',
  healthCountInvalid: 'Ugyldig antall dyr med helseavvik.',
  returnMeatZero: 'Når returkjøtt er avhuket kan ikke antallet returkjøtt være 0',
  cattleTypeAlreadyAdded: 'Storfe av denne typen er allerede lagt til',
  cattleAlreadyAdded: 'En eller flere av de valgte storfeene er allerede lagt til',
  deadlinePassed: 'Frist for innmelding denne uken er gått ut. Prøv neste uke.',
  weekUnavailable: 'uke ikke tilgjengelig.',
  healthTotalTooLarge: (max: number) => `Totalt antall dyr med helseavvik kan ikke være mer enn ${max}.`,
} as const;
