import { createHash } from 'node:crypto';
import {
  ACCESS_ROLE_NAMES,
  type AnimalGroup,
  type AnyEnrolment,
  cattleUid,
  checkMedication,
  type Clock,
  type Company,
  ENROLMENT_MSG,
  enrolmentErrors,
  type EnrolmentKind,
  enrolmentKindOf,
  enrolmentRefusal,
  EXTRA_CONFIRM_FLAG,
  firstRelevantDay,
  isoWeekOf,
  isPossibleWeek,
  type MedicationRemarks,
  missingConfirmations,
  osloDate,
  registersNeeded,
  type RefusalFlags,
  type RegisterEnrolmentResponse,
  type RegisterEnrolmentResult,
  requiredConfirmations,
  type ReturnForm,
  returnMeatCount,
  type SlaughterEnrolment,
  type StoredEnrolmentRow,
  type TreatmentRecord,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError, invalidInput, invalidInputNamed, notFound } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { type FarmActor, loggedInUser } from '../auth/actor.js';
import { unavailableRegisters } from '../integration/register-status.repository.js';
import { receiptMail } from './enrolment-receipt.js';
import { animalKeepingOf, parseReturnForm } from './enrolment-reference.service.js';
import { returnFormDataOf, storedRows } from './enrolment-stored.js';
import type { SubmittedEnrolmentService } from './enrolment-submitted.service.js';
import * as repo from './enrolment.repository.js';

/** The answer of a register call (always 200), stored as is under its Idempotency-Key. */
export type RegisterAnswer = RegisterEnrolmentResponse;

/**
 * How long an Idempotency-Key is remembered. A retry comes within minutes (a double press, a bad
 * connection); a week covers a phone that was off for days, and then the deadline has passed anyway.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * The HTTP status stored with a key's answer (the claim's status column): a stored answer is
 * always a 200, since a refusal (422, registered false) is not stored.
 */
const STORED_ANSWER_STATUS = 200;

type Context = NonNullable<Awaited<ReturnType<typeof repo.submissionContext>>>;
type Recipient = { to: string; fullname: string };

const inProgress = () =>
  new HttpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'Innmeldingen blir allerede sendt inn. Vent litt, og se etter den under Innsendte.', undefined, {
    'retry-after': '2',
  });

/** How long a farmer is asked to wait when a register the check needs is down: the cooperative's outage, not ours. */
export const SERVICES_DOWN_RETRY_AFTER_SECONDS = 300;

const servicesDown = () =>
  new HttpError(503, 'SERVICES_DOWN', ENROLMENT_MSG.servicesDown, undefined, { 'retry-after': String(SERVICES_DOWN_RETRY_AFTER_SECONDS) });

const noRemarks: MedicationRemarks = { animal_remarks: [], animals_maybe_in_group_remarks: [], animals_with_textual_animal_ids: [], group_remarks: [] };

/** What a slaughter enrolment keeps of its returns (enrolment columns); nothing for buy and sell. */
const noReturns = { return_form_data: null, return_meat_pickup_location: null, want_marks_sent_on_return: false };

/** The same enrolment sent again hashes the same: what an Idempotency-Key's stored answer is compared by. */
function requestHashOf(enrolment: AnyEnrolment): string {
  return createHash('sha256').update(JSON.stringify([enrolment.action, enrolment])).digest('hex');
}

/** Registered false: the farm's notices (refusal flags), or remarks whose confirmations are missing. Nothing is stored. */
function notRegistered(flags: RefusalFlags, remarks: MedicationRemarks): RegisterAnswer {
  return { register_enrolment: { registered: false, ...flags, ...remarks, enrolment: null } };
}

function registered(flags: RefusalFlags, remarks: MedicationRemarks, enrolment: NonNullable<RegisterEnrolmentResult['enrolment']>): RegisterAnswer {
  return { register_enrolment: { registered: true, ...flags, ...remarks, enrolment } };
}

/** The answer stored under an Idempotency-Key, for a request that sends the key again: only for the same enrolment. */
function earlierAnswer(earlier: { request_hash: string; response: string }, requestHash: string): RegisterAnswer {
  if (earlier.request_hash !== requestHash) throw invalidInput({ 'Idempotency-Key': ENROLMENT_MSG.idempotencyKeyReused });
  return JSON.parse(earlier.response) as RegisterAnswer;
}

/**
 * Cattle slaughtered or sold must be the farm's own: each row takes the herd's numbers and type
 * (the herd's type is what is stored); a row naming an animal not in the herd is an error on its number.
 */
function withOwnCattle(enrolment: AnyEnrolment, herdRows: Context['herd']): { enrolment: AnyEnrolment; errors: Record<string, string> } {
  if (enrolment.action === 'buy' || enrolment.animal_category !== 'cattle') return { enrolment, errors: {} };
  const herd = new Map(herdRows.map((a) => [cattleUid(a), a]));
  const errors: Record<string, string> = {};
  const own = <R extends { mark_no: string; individual_no: string; subcategory_name?: string }>(rows: R[]): R[] =>
    rows.map((row, i) => {
      const animal = herd.get(cattleUid(row));
      if (!animal && row.mark_no.trim() && row.individual_no.trim()) errors[`animal_rows.${i}.individual_no`] = ENROLMENT_MSG.notInHerd;
      return animal ? { ...row, mark_no: animal.mark_no, individual_no: animal.individual_no, subcategory_name: animal.subcategory_name } : row;
    });
  // One line per action: each keeps its own row type.
  if (enrolment.action === 'slaughter') return { enrolment: { ...enrolment, animal_rows: own(enrolment.animal_rows) }, errors };
  return { enrolment: { ...enrolment, animal_rows: own(enrolment.animal_rows) }, errors };
}

/** The medication check's outcome: the remarks, whether their confirmations were all given, and the confirmations to store. */
interface Medication {
  remarks: MedicationRemarks;
  confirmed: boolean;
  confirmations: string[];
}

/**
 * The medication check of a slaughter enrolment (core medication.ts): 422 on the refused rows;
 * otherwise the remarks and the confirmations they need. Buy and sell have none.
 */
function medicationOf(enrolment: AnyEnrolment, treatments: readonly TreatmentRecord[], company: Company): Medication {
  if (enrolment.action !== 'slaughter') return { remarks: noRemarks, confirmed: true, confirmations: [] };
  const check = checkMedication(enrolment, treatments);
  if (Object.keys(check.refused).length > 0) throw invalidInput(check.refused);
  if (missingConfirmations(check.remarks, enrolment).length > 0) return { remarks: check.remarks, confirmed: false, confirmations: [] };
  const confirmations: string[] = [...requiredConfirmations(check.remarks)];
  if (company.flags.extraCheckboxConfirmRegisterSlaughter) confirmations.push(EXTRA_CONFIRM_FLAG);
  return { remarks: check.remarks, confirmed: true, confirmations };
}

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
function receiptRecipientOf(farm: FarmActor, supplier: { recieve_registered_slaughter: boolean; email_user: string; fullname: string }): Recipient | null {
  if (!supplier.recieve_registered_slaughter) return null;
  const to = (farm.impersonatedBy ? farm.impersonatedBy.email : supplier.email_user).trim();
  return to === '' ? null : { to, fullname: supplier.fullname };
}

/**
 * Submission (spec/enrolment.md §4, §7): the register call's checks, storing with its
 * Idempotency-Key, and the e-mail receipt.
 */
export class EnrolmentSubmissionService {
  constructor(
    private readonly db: Db,
    private readonly submitted: SubmittedEnrolmentService,
    private readonly options: {
      company: Company;
      clock: Clock;
      /** Receipts: sent in the background, after the answer; a failed mail never fails the enrolment. */
      mailer: Mailer;
      background: (work: Promise<unknown>) => void;
      /** The portal's address, for the receipt's link to the submitted view. */
      publicUrl: string;
    },
  ) {}

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
  async register(farm: FarmActor, sent: AnyEnrolment, idempotencyKey: string | undefined): Promise<RegisterAnswer> {
    // The deadline is judged at the moment of receipt.
    const now = this.options.clock();
    const requestHash = requestHashOf(sent);
    // The registers the checks read (core registers.ts), and whether the cooperative reports one
    // down: read beside the context, so the answer waits for no extra round trip.
    const needed = registersNeeded(sent.action, sent.animal_category);
    const [context, down] = await Promise.all([
      this.contextOf(farm.supplierNo, sent, idempotencyKey, now),
      needed.length > 0 ? unavailableRegisters(this.db) : Promise.resolve([]),
    ]);
    if (idempotencyKey && context.request_hash !== null && context.idempotent_response !== null) {
      return earlierAnswer({ request_hash: context.request_hash, response: context.idempotent_response }, requestHash);
    }
    // The portal's copy of a register that is down may be out of date (a treatment not yet sent),
    // so the check cannot be trusted: nothing is stored and the farmer tries again later (spec §7).
    if (needed.some((register) => down.includes(register))) throw servicesDown();

    const { flags, reasons } = enrolmentRefusal(animalKeepingOf(context, this.options.company), sent.animal_category);
    if (reasons.length > 0) return notRegistered(flags, noRemarks);

    const returnForm = context.return_form === null ? null : parseReturnForm(context.return_form);
    const enrolment = this.checked(sent, context, returnForm, now);
    const medication = medicationOf(enrolment, context.treatments, this.options.company);
    if (!medication.confirmed) return notRegistered(flags, medication.remarks);

    const kind = enrolmentKindOf(enrolment.action, enrolment.animal_category);
    const date = osloDate(now);
    const receipt = enrolment.action === 'slaughter' ? receiptRecipientOf(farm, context) : null;
    const answerOf = (id: number) => registered(flags, medication.remarks, { kind, date, id, receipt_to: receipt?.to ?? null });
    const claim = idempotencyKey ? { key: idempotencyKey, requestHash, answer: answerOf(0) } : null;
    const id = await this.store(farm, enrolment, { kind, date, now, medication, returnForm }, claim);
    if (id === undefined) return this.answerOfFirst(farm.supplierNo, idempotencyKey, requestHash);

    // Only once the enrolment is committed, and only for this request (a retry gets the answer, not a second mail).
    if (receipt) this.options.background(this.sendReceipt(receipt, farm, kind, date, id, enrolment.animal_category));
    return answerOf(id);
  }

  /**
   * Everything the checks read of the database, in one round trip (repo.submissionContext): the
   * farm's status, the receipt's recipient, an earlier answer under the key, the pickup-week
   * rules, today's return form, the treatments, the herd. 404 when the farm does not exist.
   */
  private async contextOf(supplierNo: string, enrolment: AnyEnrolment, idempotencyKey: string | undefined, now: Date): Promise<Context> {
    const group = enrolment.animal_category;
    const slaughterWeek = enrolment.action === 'slaughter' ? { year: enrolment.wanted_pickup_year, week: enrolment.wanted_pickup_week } : null;
    const context = await repo.submissionContext(this.db, {
      supplierNo,
      idempotencyKey,
      action: enrolment.action,
      group,
      from: isoWeekOf(now),
      // A week no calendar holds is refused by the rules (Ugyldig uke); it has no dates to read from.
      treatmentsFrom: slaughterWeek && isPossibleWeek(slaughterWeek) ? firstRelevantDay(slaughterWeek) : null,
      // The return form the answers are judged by (and stored with): the cooperative's of today.
      returnForm: enrolment.action === 'slaughter' && this.options.company.flags.return_form,
      herd: group === 'cattle' && enrolment.action !== 'buy',
    });
    if (!context) throw notFound();
    return context;
  }

  /** The enrolment as it is stored (cattle as the herd has them), once every rule holds; 422 naming each field that breaks one. */
  private checked(sent: AnyEnrolment, context: Context, returnForm: ReturnForm | null, now: Date): AnyEnrolment {
    const own = withOwnCattle(sent, context.herd);
    const rules = enrolmentErrors(own.enrolment, { company: this.options.company, now, pickupRules: context.pickup_rules, returnForm });
    const errors = { ...rules, ...own.errors };
    if (Object.keys(errors).length > 0) throw invalidInputNamed(errors);
    return own.enrolment;
  }

  /**
   * The enrolment, its rows and the key's claim with the answer: one statement, all or nothing
   * (repo.storeSubmission); the stored answer gets the new enrolment's id in place of the 0. The
   * new enrolment's id; undefined when another submission with the key stored first.
   */
  private store(
    farm: FarmActor,
    enrolment: AnyEnrolment,
    at: { kind: EnrolmentKind; date: string; now: Date; medication: Medication; returnForm: ReturnForm | null },
    claim: { key: string; requestHash: string; answer: RegisterAnswer } | null,
  ): Promise<number | undefined> {
    const rows = storedRows(enrolment);
    const { remarks, confirmations } = at.medication;
    return repo.storeSubmission(this.db, {
      enrolment: {
        supplier_no: farm.supplierNo,
        kind: at.kind,
        animal_category: enrolment.animal_category,
        created_at: at.now,
        created_date: at.date,
        pickup_week: enrolment.wanted_pickup_week,
        pickup_year: enrolment.wanted_pickup_year,
        comment: enrolment.comment,
        pickup_on_cattle_agreement: enrolment.action === 'slaughter' && enrolment.animal_category === 'cattle' && enrolment.pickup_on_cattle_agreement,
        created_by_user_id: loggedInUser(farm).userId,
        confirmations: JSON.stringify(confirmations),
        medication_remarks: remarks === noRemarks ? null : JSON.stringify(remarks),
        ...(enrolment.action === 'slaughter' ? returnsToStore(enrolment, rows, this.options.company, at.returnForm) : noReturns),
      },
      rows: rows.map((data) => JSON.stringify(data)),
      claim: claim && { key: claim.key, request_hash: claim.requestHash, status: STORED_ANSWER_STATUS, response: JSON.stringify(claim.answer) },
    });
  }

  /**
   * Another submission with the key stored first (it has committed when the claim gives way), so
   * its answer is there; should it not be (forgotten meanwhile), the client is told to try again
   * shortly rather than given a guess.
   */
  private async answerOfFirst(supplierNo: string, idempotencyKey: string | undefined, requestHash: string): Promise<RegisterAnswer> {
    const earlier = idempotencyKey ? await repo.findIdempotencyKey(this.db, supplierNo, idempotencyKey) : undefined;
    if (!earlier) throw inProgress();
    return earlierAnswer(earlier, requestHash);
  }

  /** The receipt of a stored slaughter enrolment, from the enrolment as the submitted view shows it. */
  private async sendReceipt(recipient: Recipient, farm: FarmActor, kind: EnrolmentKind, date: string, id: number, group: AnimalGroup): Promise<void> {
    const { part, week } = await this.submitted.stored(farm.supplierNo, kind, date, id);
    const { company, publicUrl } = this.options;
    const mail = receiptMail(recipient.to, part, {
      companyName: company.name,
      support: company.support,
      link: new URL('registered-enrolments', publicUrl).href,
      fullname: recipient.fullname,
      group,
      week,
      // The receipt goes to the farm as always; one a person sent names them.
      ...(farm.person ? { registeredBy: { name: farm.person.name, roleName: ACCESS_ROLE_NAMES[farm.person.role] } } : {}),
    });
    await this.options.mailer.send(mail);
  }
}
