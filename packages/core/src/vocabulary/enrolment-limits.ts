import type { IsoWeek } from './week.js';

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
  /** A text answer of the return form. */
  returnText: 200,
  /** Largest amount in the sheep amount input. */
  sheepAmountMax: 200,
  /** Largest count of individually registered pigs or sheep in one row. */
  individualCountMax: 400,
  /**
   * Largest count of any other kind: a club row of pigs, a buy or sell row, a return-meat count, a
   * health remark group. The spec gives none; a week's delivery of the largest pig farm is far
   * fewer, and every sum the screens, statistics and feeds make of counts stays a safe integer.
   */
  countMax: 2000,
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
  // Health remarks: the spec names these rules without their wording; ours.
  healthCodeRequired: 'Velg helseavvik',
  healthCommentRequired: 'Beskriv helseavviket i kommentaren',
  healthNotDistributed: (missing: number) => `Fordel alle dyrene med helseavvik: ${missing} mangler helseavvik.`,
  /** Sheep: the flagged animals without an individual number are at most those without one. */
  sheepHealthCountTooLarge: (max: number) => `Antall dyr med helseavvik uten individnummer kan ikke være større enn ${max}.`,
  /** Sows and boars registered one by one carry their remarks each, not as a group. */
  healthPerAnimal: 'Helseavvik registreres for hvert dyr',
  /** midtnorge's extra confirmation (extraCheckboxConfirmRegisterSlaughter). */
  extraConfirmRequired: 'Du må bekrefte opplysningene i innmeldingen',
  /**
   * An animal chosen from the herd whose withdrawal period ends after the pickup week
   * (medication.ts). It says what the farmer can do: take the animal out, or pick it up from the
   * week its period ends (that week asks a confirmation), with the year when it is another one.
   */
  withdrawalAfterWeek: (animal: string, limit: string, week: IsoWeek, firstWeek: IsoWeek) =>
    `${animal} har tilbakeholdelsestid til ${limit} og kan ikke slaktes i uke ${week.week}. Fjern dyret fra innmeldingen, eller velg uke ${firstWeek.week}${firstWeek.year === week.year ? '' : ` i ${firstWeek.year}`} eller senere.`,
  // The spec names these errors without their wording ("not shown"); ours. An empty required
  // field says MSG.required ('Feltet må fylles ut'), as everywhere in the portal.
  invalidType: 'Ugyldig type',
  invalidWeek: 'Ugyldig uke',
  clubNoAlreadyAdded: 'Gris med valgt klubbnummer er allerede lagt til',
  earTagDuplicate: (tags: string[]) => `Flere purker eller råner har samme øremerke: ${tags.join(', ')}`,
  earTagAlreadyAdded: (tags: string[]) => `Gris med valgt øremerke er allerede lagt til: ${tags.join(', ')}`,
  pigTypeAlreadyAdded: 'Gris av denne typen er allerede lagt til',
  individualCountMismatch: 'Antall må være likt antall dyr med øremerke',
  sheepNoDuplicate: (nos: string[]) => `Like individnummer: ${nos.join(', ')}`,
  sheepNoAlreadyAdded: (nos: string[]) => `Individnummer er allerede lagt til: ${nos.join(', ')}`,
  sheepTypeAlreadyAdded: 'Sau av denne typen er allerede lagt til',
  sheepAlreadyAdded: 'Denne sauen er allerede lagt til',
  sheepIndividualsTooMany: 'Antall individnummer kan ikke være større enn antallet dyr',
  invalidSheepRace: 'Velg rase',
  /** Breed 'Annen': the list does not name it, so the comment must. */
  otherBreedComment: 'Skriv hvilken rase sauen er i kommentaren',
  kidCannotBeShorn: 'Kje kan ikke meldes inn som klipt',
  chooseAnimal: 'Velg et dyr',
  notInHerd: 'Dyret finnes ikke i din besetning',
  pregnantNotAllowed: 'Drektig gjelder bare kviger og kyr',
  chooseLiveAnimalType: 'Velg type livdyr',
  chooseCattleCategory: 'Velg kategori',
  chooseCattleWeight: 'Velg vekt',
  milkAnimalsAreLight: 'Melkedyr er alltid lette',
  chooseCattleGender: 'Velg kjønn',
  chooseFertilityStatus: 'Velg avlsstatus',
  notForThisStep: 'Passer ikke med valgt type livdyr',
  agreementRequired: 'Du må bekrefte at dyrene er i stand til å transporteres',
  atLeastOneRow: 'Legg til minst ett dyr',
  // Return meat and skin: the spec names these rules without their wording; ours.
  returnMeatTooMany: 'Antall dyr med returkjøtt kan ikke være større enn antallet dyr.',
  returnMeatPerAnimal: 'Returkjøtt registreres for hvert dyr',
  divisionMissingForm: 'En eller flere oppdelings-grupper mangler form for retur-slakt.',
  returnNotPlaced: 'Alle dyr med returkjøtt må fordeles på en oppdeling',
  returnTooManyPlaced: 'Flere dyr er fordelt på oppdelinger enn det er dyr med returkjøtt',
  unknownDivision: 'Ukjent oppdeling',
  /** Numbered animals (sheep, sows and boars, cattle) go to a division by number (spec §4). */
  chooseDivisionAnimals: 'Velg hvilke dyr som skal i oppdelingen',
  notReturnAnimal: (ids: string[]) => `Dyr uten returkjøtt i raden: ${ids.join(', ')}`,
  animalInTwoDivisions: (ids: string[]) => `Et dyr kan bare være i én oppdeling: ${ids.join(', ')}`,
  divisionCountMismatch: 'Antall dyr må være det samme som antall dyr som er valgt',
  rowHasNoAnimalIds: 'Dyrene i raden har ikke nummer, bare antall',
  emptyDivision: 'Oppdelingen har ingen dyr',
  illegalCombination: (title: string) => `Kan ikke kombineres med «${title}»`,
  unknownField: 'Ukjent felt',
  invalidChoice: 'Ugyldig valg',
  chooseOne: 'Velg ett av alternativene',
  returnFormNotUsed: 'Returskjema brukes ikke hos oss',
  returnFormMissing: 'Returskjemaet er ikke lastet',
  returnFormChanged: 'Returskjemaet er endret siden siden ble lastet. Last inn siden på nytt.',
  pickupLocationNotUsed: 'Hentested for returkjøtt brukes ikke hos oss',
  marksNotAvailable: 'Merker for retur kan bare bestilles for sau og storfe',
  /** A company that does not send return marks at all (midtnorge). */
  marksNotOffered: 'Vi sender ikke ut merker for retur',
  deleteDeadlinePassed: 'Fristen for å slette denne innmeldingen er gått ut.',
  /** Ours: the cooperative has deleted it already, or refused to delete it. */
  deleteHandledByCooperative: 'Slakteriet har allerede behandlet denne innmeldingen, så den kan ikke slettes her.',
  idempotencyKeyReused: 'Idempotency-Key er brukt for en annen innmelding',
  /** SERVICES_DOWN (spec §8): a register the enrolment's check reads is reported unavailable. */
  servicesDown: 'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.',
} as const;

/**
 * Whether an amount as sent is beyond every count the rules accept (ENROLMENT_LIMITS.countMax, or
 * not a finite number at all): the request schema refuses it before any rule runs. Text that is
 * no number ('', 'x') is left to the rules, which give the field's own message.
 */
export function amountBeyondEveryLimit(value: string | number): boolean {
  const text = String(value).trim();
  if (text === '') return false;
  const n = Number(text);
  return Number.isNaN(n) ? false : !(Math.abs(n) <= ENROLMENT_LIMITS.countMax);
}
