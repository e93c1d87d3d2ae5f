import { createHash } from 'node:crypto';
import {
  type AnimalGroup,
  type AnimalKeepingStatus,
  type AnyEnrolment,
  canDeleteEnrolment,
  checkMedication,
  type Clock,
  type Company,
  type Draft,
  deletionCutoff,
  draftTextSchema,
  ENROLMENT_MSG,
  enrolmentErrors,
  type EnrolmentKind,
  enrolmentKindOf,
  enrolmentRefusal,
  EXTRA_CONFIRM_FLAG,
  firstRelevantDay,
  formatDate,
  type HerdAnimal,
  isDeletionByRequest,
  isPossibleWeek,
  isKslApproved,
  isoWeekOf,
  type MedicationRemarks,
  missingConfirmations,
  osloDate,
  osloIso,
  type PickupWeekRule,
  type RegisterEnrolmentResult,
  type IsoWeek,
  type RegisteredEnrolment,
  type RegisteredEnrolmentPart,
  type RegisteredEnrolmentWeek,
  compareWeeks,
  pickupOverviewFrom,
  pickupStatus,
  requiredConfirmations,
  type ReturnForm,
  returnFormDataSchema,
  returnFormSchema,
  returnMeatCount,
  type SlaughterEnrolment,
  type StoredEnrolmentRow,
  stripDollarText,
  findInputProblem,
} from '@slakteweb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError, invalidInput, invalidInputNamed, notFound } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { type FarmActor, loggedInUser } from '../auth/actor.js';
import type { ReadMarkerService } from '../read-markers/read-markers.service.js';
import { receiptMail } from './enrolment-receipt.js';
import { returnFormDataOf, storedRows } from './enrolment-stored.js';
import { confirmationsOf, viewRows } from './enrolment-view.js';
import * as repo from './enrolment.repository.js';

/** The farm's animal keeping as the API sends it and the refusal rule reads it. */
function animalKeepingOf(s: NonNullable<Awaited<ReturnType<typeof repo.supplierStatus>>>, company: Company): AnimalKeepingStatus {
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

/** An answer of a register call: the status and the body, stored as is for the idempotency key. */
export interface RegisterAnswer {
  status: number;
  body: { register_enrolment: RegisterEnrolmentResult };
}

const inProgress = () =>
  new HttpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'Innmeldingen blir allerede sendt inn. Vent litt, og se etter den under Innsendte.', undefined, {
    'retry-after': '2',
  });

type Enrolment = Awaited<ReturnType<typeof repo.enrolmentsOn>>[number];
type Row = Awaited<ReturnType<typeof repo.rowsOf>>[number];

/** What a slaughter enrolment keeps of its returns (enrolment columns); nothing for buy and sell. */
const noReturns = { return_form_data: null, return_meat_pickup_location: null, want_marks_sent_on_return: false };

function returnsToStore(e: SlaughterEnrolment, rows: StoredEnrolmentRow[], company: Company, form: ReturnForm | null) {
  const data = returnFormDataOf(e, rows, company, form);
  const anyMeat = rows.some((row) => returnMeatCount(row) > 0);
  const place = (e.return_meat_pickup_location ?? '').trim();
  return {
    return_form_data: data ? JSON.stringify(data) : null,
    return_meat_pickup_location: company.flags.pickup_location_for_return_meat && anyMeat && place !== '' ? place : null,
    want_marks_sent_on_return: e.want_marks_sent_on_return === true,
  };
}

/**
 * Where a slaughter enrolment's receipt goes: the farm's e-mail when its profile asks for
 * receipts; while staff act for the farm, the staff member's (spec §6: e-mails go to the
 * superuser), greeting the farmer. null: no receipt.
 */
function receiptRecipientOf(
  farm: FarmActor,
  supplier: { recieve_registered_slaughter: boolean; email_user: string; fullname: string },
): { to: string; fullname: string } | null {
  if (!supplier.recieve_registered_slaughter) return null;
  const to = (farm.impersonatedBy ? farm.impersonatedBy.email : supplier.email_user).trim();
  return to === '' ? null : { to, fullname: supplier.fullname };
}

/** A return form as stored (JSON text), checked against its schema. */
function parseReturnForm(text: string): ReturnForm {
  return returnFormSchema.parse(JSON.parse(text));
}

const noRemarks: MedicationRemarks = { animal_remarks: [], animals_maybe_in_group_remarks: [], animals_with_textual_animal_ids: [], group_remarks: [] };

/**
 * How long an Idempotency-Key is remembered. A retry comes within minutes (a double press, a bad
 * connection); a week covers a phone that was off for days, and then the deadline has passed anyway.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 3_600_000;

export class EnrolmentService {
  constructor(
    private readonly db: Db,
    private readonly markers: ReadMarkerService,
    private readonly options: {
      company: Company;
      clock: Clock;
      /** Receipts: sent in the background, after the answer; a failed mail never fails the enrolment. */
      mailer: Mailer;
      background: (work: Promise<unknown>) => void;
      /** The portal's address, for the receipt's link to the submitted view. */
      publicUrl: string;
      /** Where a stored row that cannot be read is reported (it is left out of the view). */
      log: FastifyBaseLogger;
    },
  ) {}

  /** The herd, each animal with its latest withdrawal period (the form marks those still running). */
  async herd(supplierNo: string): Promise<HerdAnimal[]> {
    const [rows, treatments] = await Promise.all([repo.herdOf(this.db, supplierNo), repo.latestCattleTreatments(this.db, supplierNo)]);
    const treatmentOf = new Map(treatments.map((t) => [t.animal_id, t]));
    return rows.map((a) => {
      const uid = `${a.mark_no}-${a.individual_no}`;
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

  // ─── Draft ──────────────────────────────────────────────────────────────────────────────────

  async draft(supplierNo: string): Promise<Draft | null> {
    const row = await repo.findDraft(this.db, supplierNo);
    if (!row) return null;
    return { state: JSON.parse(row.state) as unknown, user: row.user_name, lastUpdated: row.last_updated, supplier_no: row.supplier_no };
  }

  /** Keeps the page state; the user is the logged-in username, whatever the text says. */
  async saveDraft(farm: FarmActor, text: string): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw invalidInput({ temp_storage_registration: 'Ugyldig utkast' });
    }
    const draft = draftTextSchema.safeParse(parsed);
    // The state is JSON inside the body: held to the same limits as a body (no NUL, no deep nesting).
    if (!draft.success || findInputProblem(parsed) !== null || Number.isNaN(Date.parse(draft.data.lastUpdated)) || draft.data.state === undefined) {
      throw invalidInput({ temp_storage_registration: 'Ugyldig utkast' });
    }
    await repo.upsertDraft(this.db, {
      supplier_no: farm.supplierNo,
      state: JSON.stringify(draft.data.state),
      user_name: loggedInUser(farm).username,
      last_updated: draft.data.lastUpdated,
      saved_at: this.options.clock(),
    });
  }

  async deleteDraft(supplierNo: string): Promise<void> {
    await repo.deleteDraft(this.db, supplierNo);
  }

  // ─── Register ───────────────────────────────────────────────────────────────────────────────

  /** Forgets idempotency keys older than IDEMPOTENCY_KEY_RETENTION_MS (housekeeping, app.ts). */
  async forgetOldIdempotencyKeys(now: Date): Promise<void> {
    await repo.deleteIdempotencyKeysBefore(this.db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
  }

  /**
   * Checks an enrolment (its shape already checked by the route's schema) as the browser does
   * and more (deadline at receipt, pickup-week rules, the herd, KSL, animal keeping, restrictions,
   * health pig, and for slaughter the medication check against the farm's treatments) and stores
   * it. A slaughter enrolment whose remarks need confirmations it does not carry is answered
   * registered false with the remarks; one with an animal that may not be slaughtered that week is
   * answered 422 on the animal's row. With an idempotency key the first stored answer is given again:
   * the key is claimed in the statement that stores the enrolment, so concurrent retries store
   * one enrolment and all get its answer.
   * Refusals (422, registered false) store nothing and are not kept: a retry is checked again.
   */
  async register(farm: FarmActor, enrolment: AnyEnrolment, idempotencyKey: string | undefined): Promise<RegisterAnswer> {
    const { supplierNo } = farm;
    const requestHash = createHash('sha256').update(JSON.stringify([enrolment.action, enrolment])).digest('hex');

    // The deadline is judged at the moment of receipt. Everything the checks read of the database
    // is read at once, in one round trip: the farm's status, the receipt's recipient, an earlier
    // answer under the key, the pickup-week rules, today's return form, the treatments, the herd.
    const now = this.options.clock();
    const group = enrolment.animal_category;
    const slaughterWeek = enrolment.action === 'slaughter' ? { year: enrolment.wanted_pickup_year, week: enrolment.wanted_pickup_week } : null;
    const context = await repo.submissionContext(this.db, {
      supplierNo,
      idempotencyKey,
      action: enrolment.action,
      group,
      from: isoWeekOf(now),
      // A week no calendar holds is refused below (Ugyldig uke); it has no dates to read from.
      treatmentsFrom: slaughterWeek && isPossibleWeek(slaughterWeek) ? firstRelevantDay(slaughterWeek) : null,
      // The return form the answers are judged by (and stored with): the cooperative's of today.
      returnForm: enrolment.action === 'slaughter' && this.options.company.flags.return_form,
      herd: group === 'cattle' && enrolment.action !== 'buy',
    });
    if (!context) throw notFound();
    if (idempotencyKey && context.request_hash !== null) {
      return this.earlierAnswer({ request_hash: context.request_hash, status: context.idempotent_status ?? 0, response: context.idempotent_response ?? '' }, requestHash);
    }

    const { flags, reasons } = enrolmentRefusal(animalKeepingOf(context, this.options.company), group);
    if (reasons.length > 0) {
      return { status: 200, body: { register_enrolment: { registered: false, ...flags, ...noRemarks, enrolment: null } } };
    }
    const { pickup_rules: pickupRules, treatments, herd: herdRows } = context;
    const returnForm = context.return_form === null ? null : parseReturnForm(context.return_form);

    // Cattle must be the supplier's own; the herd's type is what is stored.
    const herdErrors: Record<string, string> = {};
    if (group === 'cattle' && enrolment.action !== 'buy' && enrolment.animal_category === 'cattle') {
      const herd = new Map(herdRows.map((a) => [`${a.mark_no}-${a.individual_no}`, a]));
      enrolment.animal_rows = enrolment.animal_rows.map((row, i) => {
        const animal = herd.get(`${row.mark_no.trim()}-${row.individual_no.trim()}`);
        if (!animal && row.mark_no.trim() && row.individual_no.trim()) herdErrors[`animal_rows.${i}.individual_no`] = ENROLMENT_MSG.notInHerd;
        return animal ? { ...row, mark_no: animal.mark_no, individual_no: animal.individual_no, subcategory_name: animal.subcategory_name } : row;
      });
    }
    const errors = { ...enrolmentErrors(enrolment, { company: this.options.company, now, pickupRules, returnForm }), ...herdErrors };
    if (Object.keys(errors).length > 0) throw invalidInputNamed(errors);

    // The medication check (core medication.ts): refused rows, or confirmations still to be given.
    let remarks = noRemarks;
    const confirmations: string[] = [];
    if (enrolment.action === 'slaughter') {
      const check = checkMedication(enrolment, treatments);
      if (Object.keys(check.refused).length > 0) throw invalidInput(check.refused);
      if (missingConfirmations(check.remarks, enrolment).length > 0) {
        return { status: 200, body: { register_enrolment: { registered: false, ...flags, ...check.remarks, enrolment: null } } };
      }
      remarks = check.remarks;
      confirmations.push(...requiredConfirmations(remarks));
      if (this.options.company.flags.extraCheckboxConfirmRegisterSlaughter) confirmations.push(EXTRA_CONFIRM_FLAG);
    }

    const kind = enrolmentKindOf(enrolment.action, group);
    const date = osloDate(now);
    const receipt = enrolment.action === 'slaughter' ? receiptRecipientOf(farm, context) : null;
    const rows = storedRows(enrolment);
    const returns = enrolment.action === 'slaughter' ? returnsToStore(enrolment, rows, this.options.company, returnForm) : noReturns;
    const answerOf = (id: number): RegisterAnswer => ({
      status: 200,
      body: { register_enrolment: { registered: true, ...flags, ...remarks, enrolment: { kind, date, id, receipt_to: receipt?.to ?? null } } },
    });
    // The enrolment, its rows and the key's claim with the answer: one statement, all or nothing
    // (repo.storeSubmission). The stored answer gets the new enrolment's id in place of the 0.
    const claimed = answerOf(0);
    const id = await repo.storeSubmission(this.db, {
      enrolment: {
        supplier_no: supplierNo,
        kind,
        animal_category: group,
        created_at: now,
        created_date: date,
        pickup_week: enrolment.wanted_pickup_week,
        pickup_year: enrolment.wanted_pickup_year,
        comment: enrolment.comment,
        pickup_on_cattle_agreement: enrolment.action === 'slaughter' && enrolment.animal_category === 'cattle' && enrolment.pickup_on_cattle_agreement,
        created_by_user_id: loggedInUser(farm).userId,
        confirmations: JSON.stringify(confirmations),
        medication_remarks: remarks === noRemarks ? null : JSON.stringify(remarks),
        ...returns,
      },
      rows: rows.map((data) => JSON.stringify(data)),
      claim: idempotencyKey ? { key: idempotencyKey, request_hash: requestHash, status: claimed.status, response: JSON.stringify(claimed.body) } : null,
    });
    if (id === undefined) {
      // Another submission with the key stored first (it has committed when the claim gives way),
      // so its answer is there; should it not be, the client is told to try again shortly rather
      // than given a guess.
      const earlier = idempotencyKey ? await repo.findIdempotencyKey(this.db, supplierNo, idempotencyKey) : undefined;
      if (!earlier) throw inProgress();
      return this.earlierAnswer(earlier, requestHash);
    }
    // Only once the enrolment is committed, and only for this request (a retry gets the answer, not a second mail).
    if (receipt) this.options.background(this.sendReceipt(receipt, farm, kind, date, id, group));
    return answerOf(id);
  }

  /** The receipt of a stored slaughter enrolment, from the enrolment as the submitted view shows it. */
  private async sendReceipt(
    recipient: { to: string; fullname: string },
    farm: FarmActor,
    kind: EnrolmentKind,
    date: string,
    id: number,
    group: AnimalGroup,
  ): Promise<void> {
    const { enrolments, rows } = await this.load(farm.supplierNo, kind, date, id);
    const enrolment = enrolments[0]!;
    const { company, publicUrl } = this.options;
    const mail = receiptMail(recipient.to, this.part(kind, enrolment, rows, this.options.clock()), {
      companyName: company.name,
      support: company.support,
      link: new URL('registered-enrolments', publicUrl).href,
      fullname: recipient.fullname,
      group,
      week: { year: enrolment.pickup_year, week: enrolment.pickup_week },
    });
    await this.options.mailer.send(mail);
  }

  /**
   * The answer stored under an Idempotency-Key, for a request that sends the key again. A key
   * without its answer (status 0) is a submission still being stored: 409, try again shortly.
   */
  private earlierAnswer(earlier: { request_hash: string; status: number; response: string }, requestHash: string): RegisterAnswer {
    if (earlier.status === 0) throw inProgress();
    if (earlier.request_hash !== requestHash) throw invalidInput({ 'Idempotency-Key': ENROLMENT_MSG.idempotencyKeyReused });
    return { status: earlier.status, body: JSON.parse(earlier.response) as RegisterAnswer['body'] };
  }

  // ─── Submitted enrolments ───────────────────────────────────────────────────────────────────

  async dates(supplierNo: string): Promise<{ date: string; kind: EnrolmentKind }[]> {
    const rows = await repo.listDates(this.db, supplierNo);
    return rows.map((r) => ({ date: r.created_date, kind: r.kind }));
  }

  /** The day's enrolments of a kind with their rows; 404 when there are none (or not the one named). */
  private async load(supplierNo: string, kind: EnrolmentKind, date: string, enrolmentId?: number) {
    const all = await repo.enrolmentsOn(this.db, supplierNo, kind, date);
    const enrolments = enrolmentId === undefined ? all : all.filter((e) => Number(e.id) === enrolmentId);
    if (enrolments.length === 0) throw notFound();
    const rows = await repo.rowsOf(this.db, supplierNo, enrolments.map((e) => Number(e.id)));
    return { enrolments, rows };
  }

  /** Its first row's delivery week, which its deletion cutoff follows (its pickup week without rows). */
  private deliveryWeekOf(e: Pick<Enrolment, 'id' | 'pickup_week' | 'pickup_year'>, rows: Row[]): IsoWeek {
    const first = rows.find((r) => Number(r.enrolment_id) === Number(e.id));
    return first ? { year: first.delivery_year, week: first.delivery_week } : { year: e.pickup_year, week: e.pickup_week };
  }

  /** One enrolment as the view lists it. */
  private part(kind: EnrolmentKind, e: Enrolment, rows: Row[], now: Date): RegisteredEnrolmentPart {
    const own = rows.filter((r) => Number(r.enrolment_id) === Number(e.id));
    const deliveryWeek = this.deliveryWeekOf(e, own);
    const requested = e.deletion_requested_at !== null;
    return {
      id: Number(e.id),
      sent_at: osloIso(new Date(e.created_at)),
      comment: stripDollarText(e.comment).trim(),
      pickup_completed: e.pickup_completed,
      deletion_requested: requested,
      can_delete: canDeleteEnrolment(this.options.company, deliveryWeek, now) && !(isDeletionByRequest(kind) && requested),
      delete_deadline: osloIso(deletionCutoff(this.options.company, deliveryWeek)),
      animal_rows: viewRows(kind, e.animal_category, own, this.options.log),
      confirmations: confirmationsOf(JSON.parse(e.confirmations) as string[]),
      return_meat_pickup_location: e.return_meat_pickup_location,
      want_marks_sent_on_return: e.want_marks_sent_on_return,
      return_form_data: e.return_form_data ? returnFormDataSchema.parse(JSON.parse(e.return_form_data)) : null,
    };
  }

  /**
   * The day's enrolments of a kind (spec §7): merged as the spec's view shows one (the first row's
   * cutoff for all, every comment and row), and one by one, each with its own cutoff.
   */
  async byDate(supplierNo: string, kind: EnrolmentKind, date: string): Promise<RegisteredEnrolment> {
    const { enrolments, rows } = await this.load(supplierNo, kind, date);
    const now = this.options.clock();
    const parts = enrolments.map((e) => this.part(kind, e, rows, now));
    const deliveryWeek = this.deliveryWeekOf(enrolments[0]!, rows);
    const requested = parts.every((p) => p.deletion_requested);
    return {
      kind,
      date,
      comment: parts
        .map((p) => p.comment)
        .filter(Boolean)
        .join('\n'),
      pickup_completed: parts.every((p) => p.pickup_completed),
      deletion_requested: requested,
      can_delete: canDeleteEnrolment(this.options.company, deliveryWeek, now) && !(isDeletionByRequest(kind) && requested),
      delete_deadline: osloIso(deletionCutoff(this.options.company, deliveryWeek)),
      animal_rows: parts.flatMap((p) => p.animal_rows),
      confirmations: confirmationsOf(parts.flatMap((p) => p.confirmations)),
      return_meat_pickup_location: parts.map((p) => p.return_meat_pickup_location).findLast((place) => place !== null) ?? null,
      want_marks_sent_on_return: parts.some((p) => p.want_marks_sent_on_return),
      return_form_data: parts.length === 1 ? parts[0]!.return_form_data : parts.flatMap((p) => (p.return_form_data ? [p.return_form_data] : [])),
      enrolments: parts,
    };
  }

  /**
   * The overview by pickup week: the enrolments for pickup from PICKUP_OVERVIEW_WEEKS_BACK weeks
   * ago on, under their first row's delivery week (as their deletion cutoff), each with its animals
   * in short and its status.
   */
  async byPickupWeek(supplierNo: string): Promise<RegisteredEnrolmentWeek[]> {
    const from = pickupOverviewFrom(this.options.clock());
    const enrolments = await repo.enrolmentsForPickupFrom(this.db, supplierNo, from);
    const rows = await repo.rowsOf(this.db, supplierNo, enrolments.map((e) => Number(e.id)));
    const weeks = new Map<string, RegisteredEnrolmentWeek>();
    for (const e of enrolments) {
      const own = rows.filter((r) => Number(r.enrolment_id) === Number(e.id));
      const week = this.deliveryWeekOf(e, own);
      // A row the cooperative moved to an earlier week than the window's start is not in sight.
      if (compareWeeks(week, from) < 0) continue;
      const key = `${week.year}-${week.week}`;
      const entry = weeks.get(key) ?? { ...week, enrolments: [] };
      entry.enrolments.push({
        id: Number(e.id),
        kind: e.kind,
        date: e.created_date,
        animals: viewRows(e.kind, e.animal_category, own, this.options.log).map((view) => ({ product_text: view.product_text, amount: view.amount })),
        status: pickupStatus({ pickup_completed: e.pickup_completed, rows_completed: own.map((r) => r.pickup_completed), deletion_requested: e.deletion_requested_at !== null }),
      });
      weeks.set(key, entry);
    }
    return [...weeks.values()].sort(compareWeeks);
  }

  /**
   * Buy/sell: a deletion request; otherwise deleted. The day's enrolments of the kind, or only the
   * one named; each only before its own cutoff.
   */
  async deleteByDate(supplierNo: string, kind: EnrolmentKind, date: string, enrolmentId?: number): Promise<{ ok: true; deletion_requested: boolean }> {
    const { enrolments, rows } = await this.load(supplierNo, kind, date, enrolmentId);
    const now = this.options.clock();
    if (enrolments.some((e) => !canDeleteEnrolment(this.options.company, this.deliveryWeekOf(e, rows), now))) {
      throw new HttpError(422, 'INVALID_INPUT', ENROLMENT_MSG.deleteDeadlinePassed, { date: ENROLMENT_MSG.deleteDeadlinePassed });
    }
    const ids = enrolments.map((e) => Number(e.id));
    if (isDeletionByRequest(kind)) {
      await repo.requestDeletion(this.db, supplierNo, ids, now);
      return { ok: true, deletion_requested: true };
    }
    await repo.deleteEnrolments(this.db, supplierNo, ids);
    return { ok: true, deletion_requested: false };
  }

  /** Enrolments changed since the list was last read (the farmer's marker while impersonating). */
  async unread(farm: FarmActor): Promise<number> {
    const last = await this.markers.lastRead(farm, 'enrolment', 'notification');
    return repo.countChangedSince(this.db, farm.supplierNo, last ? new Date(last) : null);
  }
}
