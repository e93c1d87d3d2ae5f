import {
  type AnimalGroup,
  type AnimalKeepingStatus,
  cattleUid,
  type Clock,
  type Company,
  formatDate,
  type HerdAnimal,
  isKslApproved,
  isoWeekOf,
  type PickupWeekRule,
  type ReturnForm,
  returnFormSchema,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import * as repo from './enrolment.repository.js';

/**
 * What an enrolment is filled in and judged by: the farm's herd and animal keeping, and the
 * cooperative's pickup-week rules and return forms. The submission reads the same data in its
 * own single statement (enrolment-submission.service.ts) and shapes it with the functions here.
 */

/** The farm's animal keeping as the API sends it and the refusal rule reads it. */
export function animalKeepingOf(s: NonNullable<Awaited<ReturnType<typeof repo.supplierStatus>>>, company: Company): AnimalKeepingStatus {
  return {
    animal_keeping_id: s.animal_keeping_id,
    provider_no: s.provider_no,
    pigs: s.has_pigs,
    sheep: s.has_sheep,
    cattle: s.has_cattle,
    restrictions: { pigs: s.has_pigs_restriction, sheep: s.has_sheep_restriction, cattle: s.has_cattle_restriction },
    ksl_status: s.ksl_status,
    ksl_ok: isKslApproved(s.ksl_status),
    helsegris_ok: s.health_pig_approved,
    helsegris_check: company.flags.helsegris_check,
  };
}

/** A return form as stored (JSON text), checked against its schema. */
export function parseReturnForm(text: string): ReturnForm {
  return returnFormSchema.parse(JSON.parse(text));
}

export class EnrolmentReferenceService {
  constructor(
    private readonly db: Db,
    private readonly options: { company: Company; clock: Clock },
  ) {}

  /** The herd, each animal with its latest withdrawal period (the form marks those still running). */
  async herd(supplierNo: string): Promise<HerdAnimal[]> {
    const [rows, treatments] = await Promise.all([repo.herdOf(this.db, supplierNo), repo.latestCattleTreatments(this.db, supplierNo)]);
    const treatmentOf = new Map(treatments.map((t) => [t.animal_id, t]));
    return rows.map((a) => {
      const uid = cattleUid(a);
      const treatment = treatmentOf.get(uid);
      return {
        ...a,
        uid,
        display: [uid, a.subcategory_name, a.name, `(f. ${formatDate(a.birthdate)})`].filter(Boolean).join(' '),
        treatment_date: treatment?.treatment_date ?? null,
        restrain_limit: treatment?.restrain_limit ?? null,
      };
    });
  }

  async animalKeeping(supplierNo: string): Promise<AnimalKeepingStatus> {
    const s = await repo.supplierStatus(this.db, supplierNo);
    if (!s) throw notFound();
    return animalKeepingOf(s, this.options.company);
  }

  /** The clock the deadlines are judged by. */
  now(): Date {
    return this.options.clock();
  }

  /** The cooperative's return form of an animal kind; null when it has none. */
  async returnForm(kind: AnimalGroup): Promise<ReturnForm | null> {
    const row = await repo.returnFormOf(this.db, kind);
    return row ? parseReturnForm(row.form) : null;
  }

  /** Pickup-week rules from the current week on. */
  async pickupWeeks(): Promise<PickupWeekRule[]> {
    return repo.pickupRulesFrom(this.db, isoWeekOf(this.options.clock()));
  }
}
