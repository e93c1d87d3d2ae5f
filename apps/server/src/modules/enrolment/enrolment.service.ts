import { createHash } from 'node:crypto';
import {
  type AnimalGroup,
  type AnimalKeepingStatus,
  type AnyEnrolment,
  buyCattleText,
  canDeleteEnrolment,
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
  formatDate,
  type HerdAnimal,
  isDeletionByRequest,
  isKslApproved,
  isoWeekOf,
  normaliseCattleBuyRow,
  osloDate,
  osloIso,
  type PickupWeekRule,
  type RegisterEnrolmentResult,
  type RegisteredEnrolment,
  type RegisteredEnrolmentRow,
  sheepKindOf,
  stripDollarText,
  toAmount,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.js';
import { type FarmActor, loggedInUser } from '../auth/actor.js';
import type { ReadMarkerService } from '../read-markers/read-markers.service.js';
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

const noRemarks = { animal_remarks: [], animals_maybe_in_group_remarks: [], animals_with_textual_animal_ids: [], group_remarks: [] };

type Stored = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): Stored[] => (Array.isArray(v) ? (v as Stored[]) : []);

/** A stored row as the submitted view shows it (spec §3 View row). */
function viewRow(kind: EnrolmentKind, category: AnimalGroup, row: Awaited<ReturnType<typeof repo.rowsOf>>[number]): RegisteredEnrolmentRow {
  const d = JSON.parse(row.data) as Stored;
  const subcategory = str(d.subcategory_name);
  const base: RegisteredEnrolmentRow = {
    animal_category: category,
    product_text: subcategory,
    is_cattle: category === 'cattle',
    amount: typeof d.amount === 'number' ? d.amount : 1,
    club_no: str(d.club_no) || null,
    animal_id: null,
    delivery_week: row.delivery_week,
    delivery_year: row.delivery_year,
    expected_pickup_date: row.expected_pickup_date,
    expected_pickup_time: row.expected_pickup_time,
    haulier: row.haulier_name ? { name: row.haulier_name } : null,
    pickup_completed: row.pickup_completed,
    comment: stripDollarText(str(d.comment)),
    race_name: str(d.sheep_race) || null,
    kind: category === 'sheep' ? sheepKindOf(subcategory) : null,
    is_vak: /vak/i.test(subcategory),
    is_spf: /spf/i.test(subcategory),
  };
  if (category === 'cattle' && kind !== 'buy_cattle') return { ...base, amount: 1, animal_id: `${str(d.mark_no)}-${str(d.individual_no)}` };
  if (kind === 'buy_cattle') {
    const desc = buyCattleText({ ...d, live_animal_type: undefined });
    return { ...base, product_text: buyCattleText(d), kind: { live_animal_kind: str(d.live_animal_type), desc } };
  }
  if (kind === 'sell_sheep') return { ...base, amount: 1, animal_id: str(d.sheep_individual_no) || null };
  const tags = list(d.individual_pigs).map((p) => str(p.ear_tag));
  const sheepNos = list(d.individual_sheep).map((s) => str(s.individual_no));
  const ids = [...tags, ...sheepNos].filter(Boolean);
  return { ...base, animal_id: ids.length > 0 ? ids.join(', ') : null };
}

export class EnrolmentService {
  constructor(
    private readonly db: Db,
    private readonly markers: ReadMarkerService,
    private readonly options: { company: Company; clock: Clock },
  ) {}

  async herd(supplierNo: string): Promise<HerdAnimal[]> {
    const rows = await repo.herdOf(this.db, supplierNo);
    return rows.map((a) => ({
      ...a,
      uid: `${a.mark_no}-${a.individual_no}`,
      display: [`${a.mark_no}-${a.individual_no}`, a.subcategory_name, a.name, `(f. ${formatDate(a.birthdate)})`].filter(Boolean).join(' '),
    }));
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
    if (!draft.success || Number.isNaN(Date.parse(draft.data.lastUpdated)) || draft.data.state === undefined) {
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

  /**
   * Checks an enrolment (its shape already checked by the route's schema) as the browser does
   * and more (deadline at receipt, pickup-week rules, the herd, KSL, animal keeping, restrictions,
   * health pig) and stores it. With an idempotency key the first stored answer is given again:
   * the key is claimed in the transaction that stores the enrolment, so concurrent retries store
   * one enrolment and all get its answer.
   * Refusals (422, registered false) store nothing and are not kept: a retry is checked again.
   */
  async register(farm: FarmActor, enrolment: AnyEnrolment, idempotencyKey: string | undefined): Promise<RegisterAnswer> {
    const { supplierNo } = farm;
    const requestHash = createHash('sha256').update(JSON.stringify([enrolment.action, enrolment])).digest('hex');

    if (idempotencyKey) {
      const earlier = await repo.findIdempotencyKey(this.db, supplierNo, idempotencyKey);
      if (earlier && earlier.status > 0) return this.earlierAnswer(earlier, requestHash);
    }

    const group = enrolment.animal_category;
    const status = await repo.supplierStatus(this.db, supplierNo);
    if (!status) throw notFound();
    const { flags, reasons } = enrolmentRefusal(animalKeepingOf(status, this.options.company), group);
    if (reasons.length > 0) {
      return { status: 200, body: { register_enrolment: { registered: false, ...flags, ...noRemarks, enrolment: null } } };
    }

    // Cattle must be the supplier's own; the herd's type is what is stored.
    const herdErrors: Record<string, string> = {};
    if (group === 'cattle' && enrolment.action !== 'buy' && enrolment.animal_category === 'cattle') {
      const herd = new Map((await repo.herdOf(this.db, supplierNo)).map((a) => [`${a.mark_no}-${a.individual_no}`, a]));
      enrolment.animal_rows = enrolment.animal_rows.map((row, i) => {
        const animal = herd.get(`${row.mark_no.trim()}-${row.individual_no.trim()}`);
        if (!animal && row.mark_no.trim() && row.individual_no.trim()) herdErrors[`animal_rows.${i}.individual_no`] = ENROLMENT_MSG.notInHerd;
        return animal ? { ...row, mark_no: animal.mark_no, individual_no: animal.individual_no, subcategory_name: animal.subcategory_name } : row;
      });
    }
    // The deadline is judged at the moment of receipt.
    const now = this.options.clock();
    const pickupRules = await repo.pickupRulesFrom(this.db, isoWeekOf(now));
    const errors = { ...enrolmentErrors(enrolment, { company: this.options.company, now, pickupRules }), ...herdErrors };
    if (Object.keys(errors).length > 0) throw invalidInput(errors);

    const kind = enrolmentKindOf(enrolment.action, group);
    const date = osloDate(now);
    const answer: RegisterAnswer = {
      status: 200,
      body: { register_enrolment: { registered: true, ...flags, ...noRemarks, enrolment: { kind, date } } },
    };
    const rows = this.storedRows(enrolment);
    return this.db.transaction().execute(async (trx) => {
      if (idempotencyKey) {
        const claimed = await repo.claimIdempotencyKey(trx, { supplier_no: supplierNo, key: idempotencyKey, request_hash: requestHash, created_at: now });
        if (!claimed) {
          const earlier = await repo.findIdempotencyKey(trx, supplierNo, idempotencyKey);
          if (!earlier || earlier.status === 0) throw new HttpError(503, 'SERVICES_DOWN', 'Innmeldingen behandles allerede. Prøv igjen om litt.');
          return this.earlierAnswer(earlier, requestHash);
        }
      }
      await repo.insertEnrolment(
        trx,
        {
          supplier_no: supplierNo,
          kind,
          animal_category: group,
          created_at: now,
          created_date: date,
          updated_at: now,
          pickup_week: enrolment.wanted_pickup_week,
          pickup_year: enrolment.wanted_pickup_year,
          comment: enrolment.comment,
          pickup_on_cattle_agreement: enrolment.action === 'slaughter' && enrolment.animal_category === 'cattle' && enrolment.pickup_on_cattle_agreement,
          created_by_user_id: loggedInUser(farm).userId,
        },
        rows.map((data) => ({ data: JSON.stringify(data), delivery_week: enrolment.wanted_pickup_week, delivery_year: enrolment.wanted_pickup_year })),
      );
      if (idempotencyKey) await repo.storeIdempotentAnswer(trx, supplierNo, idempotencyKey, answer.status, JSON.stringify(answer.body));
      return answer;
    });
  }

  private earlierAnswer(earlier: { request_hash: string; status: number; response: string }, requestHash: string): RegisterAnswer {
    if (earlier.request_hash !== requestHash) throw invalidInput({ 'Idempotency-Key': ENROLMENT_MSG.idempotencyKeyReused });
    return { status: earlier.status, body: JSON.parse(earlier.response) as RegisterAnswer['body'] };
  }

  /** The validated rows as stored: amounts as numbers, buy cattle normalised, part 2 fields left out. */
  private storedRows(e: AnyEnrolment): Stored[] {
    const { animal_rows: rows } = e;
    return (rows as readonly Stored[]).map((row) => {
      const { return_meat: _m, return_skin: _s, has_health_remarks: _h, ...rest } = row;
      const out: Stored = e.action === 'buy' && e.animal_category === 'cattle' ? { ...normaliseCattleBuyRow(rest as Parameters<typeof normaliseCattleBuyRow>[0]) } : { ...rest };
      if (typeof out.amount === 'string' || typeof out.amount === 'number') out.amount = toAmount(out.amount);
      return out;
    });
  }

  // ─── Submitted enrolments ───────────────────────────────────────────────────────────────────

  async dates(supplierNo: string): Promise<{ date: string; kind: EnrolmentKind }[]> {
    const rows = await repo.listDates(this.db, supplierNo);
    return rows.map((r) => ({ date: r.created_date, kind: r.kind }));
  }

  private async load(supplierNo: string, kind: EnrolmentKind, date: string) {
    const enrolments = await repo.enrolmentsOn(this.db, supplierNo, kind, date);
    if (enrolments.length === 0) throw notFound();
    const rows = await repo.rowsOf(this.db, supplierNo, enrolments.map((e) => Number(e.id)));
    const first = rows[0];
    const enrolmentFirst = enrolments[0]!;
    // The deletion cutoff follows the first row's delivery week.
    const deliveryWeek = first ? { year: first.delivery_year, week: first.delivery_week } : { year: enrolmentFirst.pickup_year, week: enrolmentFirst.pickup_week };
    return { enrolments, rows, deliveryWeek };
  }

  async byDate(supplierNo: string, kind: EnrolmentKind, date: string): Promise<RegisteredEnrolment> {
    const { enrolments, rows, deliveryWeek } = await this.load(supplierNo, kind, date);
    const categories = new Map(enrolments.map((e) => [Number(e.id), e.animal_category]));
    const requested = enrolments.every((e) => e.deletion_requested_at !== null);
    const now = this.options.clock();
    return {
      kind,
      date,
      comment: enrolments
        .map((e) => stripDollarText(e.comment).trim())
        .filter(Boolean)
        .join('\n'),
      pickup_completed: enrolments.every((e) => e.pickup_completed),
      deletion_requested: requested,
      can_delete: canDeleteEnrolment(this.options.company, deliveryWeek, now) && !(isDeletionByRequest(kind) && requested),
      delete_deadline: osloIso(deletionCutoff(this.options.company, deliveryWeek)),
      animal_rows: rows.map((r) => viewRow(kind, categories.get(Number(r.enrolment_id)) ?? 'pigs', r)),
      return_form_data: null,
    };
  }

  /** Buy/sell: a deletion request; otherwise deleted. Both only before the cutoff. */
  async deleteByDate(supplierNo: string, kind: EnrolmentKind, date: string): Promise<{ ok: true; deletion_requested: boolean }> {
    const { enrolments, deliveryWeek } = await this.load(supplierNo, kind, date);
    const now = this.options.clock();
    if (!canDeleteEnrolment(this.options.company, deliveryWeek, now)) {
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
