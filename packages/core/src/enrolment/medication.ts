import type { SlaughterEnrolment } from '../contracts/enrolment.js';
import type { AnimalRemark, Disease, GroupRemark, Medication, MedicationRemarks } from '../contracts/enrolment-health.js';
import { formatDate } from '../format/date.js';
import { cattleUid } from '../vocabulary/cattle-uid.js';
import { type IsoWeek, isoWeekOfDate, weekDateRange } from './calendar.js';
import { CONFIRM_FLAGS, type ConfirmFlag } from '../vocabulary/enumerations.js';
import { ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';

/**
 * The medication check of a slaughter enrolment (spec/enrolment.md §3 Submit response, the
 * confirm_* fields; DESIGN.md §7 Food chain). An animal under a withdrawal period
 * ('tilbakeholdelsestid') must not be slaughtered: its meat may hold residues of the medicine.
 *
 * The cooperative keeps a register of the farm's treatments (the herd's cattle, and pigs and sheep
 * one by one or as a group). On sending, every treatment whose withdrawal period has not ended by
 * the first day of the pickup week is a remark about the enrolment. What a remark asks of the farmer
 * depends on how sure the portal is that the treated animal is among those enrolled (the subject)
 * and on when the period ends (the timing): MEDICATION_RULES below, the one place of this rule.
 *
 * Subjects:
 * - chosen: a cattle animal chosen from the herd. Its identity is the cattle registry's, so the
 *   portal knows for certain the treated animal is enrolled;
 * - textual: a sheep or a sow/boar by the individual number the farmer typed, when the register has
 *   a treatment of an animal with that number. Typed numbers are the farmer's own text and sheep
 *   numbers are reused over the years, so a match is likely the animal but not certainly;
 * - maybeInGroup: a treated animal of the register that the enrolment does not name, of a type of
 *   which the enrolment has animals without numbers (a club row, sheep without numbers): it may be
 *   among them;
 * - group: animals treated as a group (a pen, a flock) of a type the enrolment has.
 * Timing: the period ends within the pickup week (the animals may be picked up late in the week,
 * once it has ended), or after the pickup week's last day.
 */

export type RemarkSubject = 'chosen' | 'textual' | 'maybeInGroup' | 'group';
export type RemarkTiming = 'withinWeek' | 'afterWeek';

/**
 * Which confirmation a remark needs, by subject and timing. 'refused': the enrolment is not
 * registered for that week at all; the row's animal field says why and until when (422).
 */
export const MEDICATION_RULES: Record<RemarkSubject, Record<RemarkTiming, ConfirmFlag | 'refused'>> = {
  chosen: {
    withinWeek: 'confirm_choosen_animal_medications_restrain_limit_within_week',
    afterWeek: 'refused',
  },
  textual: {
    withinWeek: 'confirm_textual_animal_ids_within_week_ok',
    afterWeek: 'confirm_textual_animal_ids_medication_ok',
  },
  maybeInGroup: {
    withinWeek: 'confirm_animals_not_in_crowd_within_week',
    afterWeek: 'confirm_animals_not_in_crowd',
  },
  group: {
    withinWeek: 'confirm_group_medications_restrain_limit_within_week',
    afterWeek: 'confirm_group_disease_medication_after_week',
  },
};

/** The remark list of each subject in the submit response. */
export const REMARK_LIST_OF: Record<RemarkSubject, keyof MedicationRemarks> = {
  chosen: 'animal_remarks',
  textual: 'animals_with_textual_animal_ids',
  maybeInGroup: 'animals_maybe_in_group_remarks',
  group: 'group_remarks',
};

/** One treatment of the farm's register. Dates yyyy-MM-dd. */
export interface TreatmentRecord {
  /** The treated animal's type: 'Ku', 'Purke', 'Sau', 'Gris', … */
  subcategory_name: string;
  /** Cattle 'mark_no-individual_no', a sheep's number, a sow's ear tag; null when treated as a group. */
  animal_id: string | null;
  /** A group's description ('Slaktegris, binge 4'); '' for one animal. */
  group_name: string;
  disease_name: string;
  disease_code: string;
  medication_name: string;
  treatment_date: string;
  /** The last day of the withdrawal period. */
  restrain_limit: string;
}

/** When a withdrawal period ends, seen from a pickup week; null when it has ended before the week. */
export function withdrawalTiming(restrainLimit: string, week: IsoWeek): RemarkTiming | null {
  const { from, to } = weekDateRange(week);
  if (restrainLimit < from) return null;
  return restrainLimit <= to ? 'withinWeek' : 'afterWeek';
}

/** The first day the register must be read from for a pickup week: older periods have ended. */
export function firstRelevantDay(week: IsoWeek): string {
  return weekDateRange(week).from;
}

/** Typed numbers as the register's: '04533' and '4533' are the same ear tag. */
function numberKey(value: string): string {
  return value.trim().replace(/^0+(?=\d)/, '');
}

/** What an enrolment says about its animals, as the check reads it. */
interface EnrolledAnimals {
  /** Cattle chosen from the herd, by 'mark_no-individual_no', with their row. */
  chosen: Map<string, number>;
  /** Typed numbers (numberKey) of sheep, sows and boars. */
  typed: Set<string>;
  /** Types with animals enrolled without a number. */
  uncounted: Set<string>;
  /** Every type in the enrolment. */
  types: Set<string>;
}

function enrolledAnimals(e: SlaughterEnrolment): EnrolledAnimals {
  const animals: EnrolledAnimals = { chosen: new Map(), typed: new Set(), uncounted: new Set(), types: new Set() };
  if (e.animal_category === 'cattle') {
    e.animal_rows.forEach((row, i) => {
      animals.chosen.set(cattleUid(row), i);
      if (row.subcategory_name) animals.types.add(row.subcategory_name);
    });
  } else if (e.animal_category === 'pigs') {
    for (const row of e.animal_rows) {
      animals.types.add(row.subcategory_name);
      const pigs = row.individual_pigs ?? [];
      pigs.forEach((p) => animals.typed.add(numberKey(p.ear_tag)));
      if (pigs.length === 0) animals.uncounted.add(row.subcategory_name);
    }
  } else {
    for (const row of e.animal_rows) {
      animals.types.add(row.subcategory_name);
      const sheep = row.return_skin_meat ?? [];
      sheep.forEach((s) => animals.typed.add(numberKey(s.individual_no)));
      if (Number(String(row.amount).trim()) > sheep.length) animals.uncounted.add(row.subcategory_name);
    }
  }
  return animals;
}

/** Which subject a treatment is about for this enrolment; null when it does not concern it. */
function subjectOf(t: TreatmentRecord, animals: EnrolledAnimals, category: SlaughterEnrolment['animal_category']): RemarkSubject | null {
  if (t.animal_id === null) return animals.types.has(t.subcategory_name) ? 'group' : null;
  if (category === 'cattle') return animals.chosen.has(t.animal_id.trim()) ? 'chosen' : null;
  if (animals.typed.has(numberKey(t.animal_id))) return 'textual';
  return animals.uncounted.has(t.subcategory_name) ? 'maybeInGroup' : null;
}

export interface MedicationCheck {
  remarks: MedicationRemarks;
  /** Rows refused for this week ('animal_rows.N.individual_no' → why), by MEDICATION_RULES. */
  refused: Record<string, string>;
}

const medicationOf = (t: TreatmentRecord): Medication => ({ name: t.medication_name, treatment_date: t.treatment_date, restrain_limit: t.restrain_limit });
const byDate = (a: Medication, b: Medication) => a.restrain_limit.localeCompare(b.restrain_limit) || a.name.localeCompare(b.name);

function addDisease(list: Disease[], t: TreatmentRecord): void {
  if (t.disease_name && !list.some((d) => d.code === t.disease_code && d.name === t.disease_name)) list.push({ name: t.disease_name, code: t.disease_code });
}

/**
 * The remarks of an enrolment for its pickup week, from the farm's treatments of its animal
 * category (any order). Each remark lists the diseases and the medications whose periods end
 * within and after the week; a treatment that ended before the week says nothing.
 */
export function checkMedication(e: SlaughterEnrolment, treatments: readonly TreatmentRecord[]): MedicationCheck {
  const week = { year: e.wanted_pickup_year, week: e.wanted_pickup_week };
  const animals = enrolledAnimals(e);
  const perAnimal = new Map<string, { subject: RemarkSubject; remark: AnimalRemark }>();
  const perGroup = new Map<string, GroupRemark>();

  for (const t of treatments) {
    const timing = withdrawalTiming(t.restrain_limit, week);
    const subject = timing && subjectOf(t, animals, e.animal_category);
    if (!timing || !subject) continue;
    if (subject === 'group') {
      const key = `${t.subcategory_name}|${t.group_name}`;
      const remark = perGroup.get(key) ?? {
        group_category: t.subcategory_name,
        group_name: t.group_name,
        group_diseases: [],
        group_medications_restrain_limit_within_week: [],
        group_medications_restrain_limit_after_week: [],
      };
      addDisease(remark.group_diseases, t);
      remark[timing === 'withinWeek' ? 'group_medications_restrain_limit_within_week' : 'group_medications_restrain_limit_after_week'].push(medicationOf(t));
      perGroup.set(key, remark);
    } else {
      const id = t.animal_id!.trim();
      const entry = perAnimal.get(id) ?? {
        subject,
        remark: { animal_id: id, subcategory_name: t.subcategory_name, diseases: [], medications_restrain_limit_within_week: [], medications_restrain_limit_after_week: [] },
      };
      addDisease(entry.remark.diseases, t);
      entry.remark[timing === 'withinWeek' ? 'medications_restrain_limit_within_week' : 'medications_restrain_limit_after_week'].push(medicationOf(t));
      perAnimal.set(id, entry);
    }
  }

  const remarks: MedicationRemarks = { animal_remarks: [], animals_maybe_in_group_remarks: [], animals_with_textual_animal_ids: [], group_remarks: [] };
  const refused: Record<string, string> = {};
  for (const { subject, remark } of [...perAnimal.values()].sort((a, b) => a.remark.animal_id.localeCompare(b.remark.animal_id, 'nb', { numeric: true }))) {
    remark.medications_restrain_limit_within_week.sort(byDate);
    remark.medications_restrain_limit_after_week.sort(byDate);
    (remarks[REMARK_LIST_OF[subject]] as AnimalRemark[]).push(remark);
    const last = remark.medications_restrain_limit_after_week.at(-1);
    if (last && MEDICATION_RULES[subject].afterWeek === 'refused') {
      const row = animals.chosen.get(remark.animal_id);
      if (row !== undefined) {
        refused[`animal_rows.${row}.individual_no`] = ENROLMENT_MSG.withdrawalAfterWeek(`Dyret ${remark.animal_id}`, formatDate(last.restrain_limit), week, isoWeekOfDate(last.restrain_limit));
      }
    }
  }
  for (const remark of [...perGroup.values()].sort((a, b) => a.group_category.localeCompare(b.group_category, 'nb') || a.group_name.localeCompare(b.group_name, 'nb'))) {
    remark.group_medications_restrain_limit_within_week.sort(byDate);
    remark.group_medications_restrain_limit_after_week.sort(byDate);
    remarks.group_remarks.push(remark);
  }
  return { remarks, refused };
}

/** The confirmations the remarks need (MEDICATION_RULES), in CONFIRM_FLAGS order without repeats. */
export function requiredConfirmations(remarks: MedicationRemarks): ConfirmFlag[] {
  const needed = new Set<ConfirmFlag>();
  const need = (subject: RemarkSubject, timing: RemarkTiming) => {
    const rule = MEDICATION_RULES[subject][timing];
    if (rule !== 'refused') needed.add(rule);
  };
  for (const subject of ['chosen', 'textual', 'maybeInGroup'] as const) {
    for (const remark of remarks[REMARK_LIST_OF[subject]] as AnimalRemark[]) {
      if (remark.medications_restrain_limit_within_week.length > 0) need(subject, 'withinWeek');
      if (remark.medications_restrain_limit_after_week.length > 0) need(subject, 'afterWeek');
    }
  }
  for (const remark of remarks.group_remarks) {
    if (remark.group_medications_restrain_limit_within_week.length > 0) need('group', 'withinWeek');
    if (remark.group_medications_restrain_limit_after_week.length > 0) need('group', 'afterWeek');
  }
  return CONFIRM_FLAGS.filter((flag) => needed.has(flag));
}


/** The needed confirmations the enrolment does not give. */
export function missingConfirmations(remarks: MedicationRemarks, given: Partial<Record<ConfirmFlag, boolean>>): ConfirmFlag[] {
  return requiredConfirmations(remarks).filter((flag) => given[flag] !== true);
}

export function hasRemarks(remarks: MedicationRemarks): boolean {
  return Object.values(remarks).some((list) => list.length > 0);
}

/**
 * Each confirmation's notice: its heading, and the checkbox the farmer ticks. Ours: the spec gives
 * only the field names.
 */
export const CONFIRM_TEXT: Record<ConfirmFlag, { title: string; label: string }> = {
  confirm_choosen_animal_medications_restrain_limit_within_week: {
    title: 'Tilbakeholdelsestid som går ut i henteuka',
    label: 'Jeg bekrefter at disse dyrene ikke blir hentet før tilbakeholdelsestiden er ute',
  },
  confirm_textual_animal_ids_within_week_ok: {
    title: 'Dyr med individnummer som har tilbakeholdelsestid i henteuka',
    label: 'Jeg bekrefter at dyrene med disse numrene ikke blir hentet før tilbakeholdelsestiden er ute',
  },
  confirm_textual_animal_ids_medication_ok: {
    title: 'Dyr med individnummer som har tilbakeholdelsestid etter henteuka',
    label: 'Jeg bekrefter at dyrene jeg melder inn med disse numrene ikke er under tilbakeholdelsestid når de hentes',
  },
  confirm_animals_not_in_crowd_within_week: {
    title: 'Behandlede dyr som kan være blant dyrene uten nummer (tilbakeholdelsestid i henteuka)',
    label: 'Jeg bekrefter at disse dyrene ikke er med i innmeldingen, eller ikke blir hentet før tilbakeholdelsestiden er ute',
  },
  confirm_animals_not_in_crowd: {
    title: 'Behandlede dyr som kan være blant dyrene uten nummer (tilbakeholdelsestid etter henteuka)',
    label: 'Jeg bekrefter at disse dyrene ikke er med blant dyrene i innmeldingen',
  },
  confirm_group_medications_restrain_limit_within_week: {
    title: 'Flokkbehandling med tilbakeholdelsestid som går ut i henteuka',
    label: 'Jeg bekrefter at dyrene i flokken ikke blir hentet før tilbakeholdelsestiden er ute',
  },
  confirm_group_disease_medication_after_week: {
    title: 'Sykdom og flokkbehandling med tilbakeholdelsestid etter henteuka',
    label: 'Jeg bekrefter at ingen dyr under tilbakeholdelsestid er med i innmeldingen',
  },
};

/** midtnorge's extra confirmation (extraCheckboxConfirmRegisterSlaughter). Ours. */
export const EXTRA_CONFIRM_TEXT = 'Jeg bekrefter at opplysningene i innmeldingen er riktige, og at ingen av dyrene er under tilbakeholdelsestid når de hentes';

/** midtnorge (medication_holdback_info): what a withdrawal period is, beside the notices. Ours. */
export const MEDICATION_HOLDBACK_INFO =
  'Tilbakeholdelsestid er tiden fra siste behandling med et legemiddel til dyret kan slaktes. Kjøtt fra dyr under tilbakeholdelsestid kan inneholde rester av legemidler og kan ikke brukes til mat. Dyrene må derfor ikke hentes før tilbakeholdelsestiden er ute.';

/** What one confirmation is about: the animals or groups, with their diseases and the medications of its timing. */
export interface ConfirmationSubject {
  /** 'Ku 50012-00004', 'Purke 4533', 'Sau, Søyene på innmarksbeite'. */
  label: string;
  diseases: Disease[];
  medications: Medication[];
}

/** The remarks a confirmation answers (MEDICATION_RULES read backwards), for its notice. */
export function confirmationSubjects(remarks: MedicationRemarks, flag: ConfirmFlag): ConfirmationSubject[] {
  const subjects: ConfirmationSubject[] = [];
  for (const subject of Object.keys(MEDICATION_RULES) as RemarkSubject[]) {
    for (const timing of ['withinWeek', 'afterWeek'] as const) {
      if (MEDICATION_RULES[subject][timing] !== flag) continue;
      if (subject === 'group') {
        for (const r of remarks.group_remarks) {
          const medications = timing === 'withinWeek' ? r.group_medications_restrain_limit_within_week : r.group_medications_restrain_limit_after_week;
          if (medications.length > 0) subjects.push({ label: [r.group_category, r.group_name].filter(Boolean).join(', '), diseases: r.group_diseases, medications });
        }
      } else {
        for (const r of remarks[REMARK_LIST_OF[subject]] as AnimalRemark[]) {
          const medications = timing === 'withinWeek' ? r.medications_restrain_limit_within_week : r.medications_restrain_limit_after_week;
          if (medications.length > 0) subjects.push({ label: `${r.subcategory_name} ${r.animal_id}`, diseases: r.diseases, medications });
        }
      }
    }
  }
  return subjects;
}

/** A treatment under withdrawal that an enrolment was sent with, as the health report lists it. */
export interface ConfirmedTreatment {
  /** The animal ('mark_no-individual_no', a sheep's or sow's number) or the group ('Slaktegris, binge 4'). */
  animals: string;
  medication: string;
  treatment_date: string;
  /** The last day of the withdrawal period. */
  restrain_limit: string;
  /** What it was treated for, names joined. */
  diseases: string;
}

/**
 * The treatments of a sent enrolment's medication remarks (every remark the farmer confirmed on
 * sending: the rules refuse an enrolment whose remarks are not confirmed), one per medication,
 * in the order of the remarks.
 */
export function confirmedTreatments(remarks: MedicationRemarks): ConfirmedTreatment[] {
  const of = (animals: string, diseases: Disease[], medications: Medication[]): ConfirmedTreatment[] =>
    medications.map((m) => ({ animals, medication: m.name, treatment_date: m.treatment_date, restrain_limit: m.restrain_limit, diseases: diseases.map((d) => d.name).join(', ') }));
  const animal = (r: AnimalRemark) => of(r.animal_id, r.diseases, [...r.medications_restrain_limit_within_week, ...r.medications_restrain_limit_after_week]);
  const group = (r: GroupRemark) => of(r.group_name || r.group_category, r.group_diseases, [...r.group_medications_restrain_limit_within_week, ...r.group_medications_restrain_limit_after_week]);
  return [
    ...remarks.animal_remarks.flatMap(animal),
    ...remarks.animals_with_textual_animal_ids.flatMap(animal),
    ...remarks.animals_maybe_in_group_remarks.flatMap(animal),
    ...remarks.group_remarks.flatMap(group),
  ];
}
