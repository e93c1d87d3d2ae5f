import {
  canDeleteEnrolment,
  type Clock,
  type Company,
  type CooperativeStatus,
  ENROLMENT_CHANGE_FIELDS,
  isDeletedByCooperative,
  compareWeeks,
  deletionCutoff,
  ENROLMENT_MSG,
  type EnrolmentKind,
  isDeletionByRequest,
  type IsoWeek,
  osloIso,
  pickupOverviewFrom,
  pickupStatus,
  type RegisteredEnrolment,
  type RegisteredEnrolmentPart,
  type RegisteredEnrolmentWeek,
  returnFormDataSchema,
  stripDollarText,
} from '@slakteweb/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { FarmActor } from '../auth/actor.js';
import type { ReadMarkerService } from '../read-markers/read-markers.service.js';
import { confirmationsOf, viewRows } from './enrolment-view.js';
import * as repo from './enrolment.repository.js';

type Enrolment = Awaited<ReturnType<typeof repo.enrolmentsOn>>[number];
type Row = Awaited<ReturnType<typeof repo.rowsOf>>[number];

/** Its first row's delivery week, which its deletion cutoff follows (its pickup week without rows). */
function deliveryWeekOf(e: Pick<Enrolment, 'id' | 'pickup_week' | 'pickup_year'>, rows: Row[]): IsoWeek {
  const first = rows.find((r) => Number(r.enrolment_id) === Number(e.id));
  return first ? { year: first.delivery_year, week: first.delivery_week } : { year: e.pickup_year, week: e.pickup_week };
}

/** The cooperative's last word on an enrolment, as the view carries it; null when it has said nothing. */
function cooperativeOf(e: Pick<Enrolment, 'cooperative_status' | 'cooperative_status_at' | 'cooperative_changed_fields'>): CooperativeStatus | null {
  if (!e.cooperative_status || !e.cooperative_status_at) return null;
  const fields = z.array(z.enum(ENROLMENT_CHANGE_FIELDS)).safeParse(JSON.parse(e.cooperative_changed_fields));
  return { event: e.cooperative_status, at: osloIso(new Date(e.cooperative_status_at)), fields: fields.success ? fields.data : [] };
}

/**
 * Whether the farmer may still delete it or ask to: not once the cooperative deleted it, nor ask
 * again for what the cooperative refused.
 */
function cooperativeAllowsDeletion(cooperative: CooperativeStatus | null): boolean {
  return !isDeletedByCooperative(cooperative) && cooperative?.event !== 'deletion_refused';
}

/**
 * The submitted enrolments (spec §7): the dates, a day's enrolments of a kind, the overview by
 * pickup week, deletion and the unread badge. The receipt of a new enrolment is built from the
 * same view (stored()), so the mail never says something the portal does not.
 */
export class SubmittedEnrolmentService {
  constructor(
    private readonly db: Db,
    private readonly markers: ReadMarkerService,
    private readonly options: {
      company: Company;
      clock: Clock;
      /** Where a stored row that cannot be read is reported (it is left out of the view). */
      log: FastifyBaseLogger;
    },
  ) {}

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

  /** One enrolment as the view lists it. */
  private part(kind: EnrolmentKind, e: Enrolment, rows: Row[], now: Date): RegisteredEnrolmentPart {
    const own = rows.filter((r) => Number(r.enrolment_id) === Number(e.id));
    const deliveryWeek = deliveryWeekOf(e, own);
    const cooperative = cooperativeOf(e);
    // A request the cooperative refused is no longer waiting.
    const requested = e.deletion_requested_at !== null && cooperative?.event !== 'deletion_refused';
    return {
      id: Number(e.id),
      sent_at: osloIso(new Date(e.created_at)),
      comment: stripDollarText(e.comment).trim(),
      pickup_completed: e.pickup_completed,
      deletion_requested: requested,
      can_delete: canDeleteEnrolment(this.options.company, deliveryWeek, now) && !(isDeletionByRequest(kind) && requested) && cooperativeAllowsDeletion(cooperative),
      delete_deadline: osloIso(deletionCutoff(this.options.company, deliveryWeek)),
      animal_rows: viewRows(kind, e.animal_category, own, this.options.log),
      confirmations: confirmationsOf(JSON.parse(e.confirmations) as string[]),
      return_meat_pickup_location: e.return_meat_pickup_location,
      want_marks_sent_on_return: e.want_marks_sent_on_return,
      return_form_data: e.return_form_data ? returnFormDataSchema.parse(JSON.parse(e.return_form_data)) : null,
      cooperative,
    };
  }

  /** One stored enrolment as the view shows it, with its pickup week (the receipt's content). */
  async stored(supplierNo: string, kind: EnrolmentKind, date: string, id: number): Promise<{ part: RegisteredEnrolmentPart; week: IsoWeek }> {
    const { enrolments, rows } = await this.load(supplierNo, kind, date, id);
    const enrolment = enrolments[0]!;
    return { part: this.part(kind, enrolment, rows, this.options.clock()), week: { year: enrolment.pickup_year, week: enrolment.pickup_week } };
  }

  /**
   * The day's enrolments of a kind (spec §7): merged as the spec's view shows one (the first row's
   * cutoff for all, every comment and row), and one by one, each with its own cutoff.
   */
  async byDate(supplierNo: string, kind: EnrolmentKind, date: string): Promise<RegisteredEnrolment> {
    const { enrolments, rows } = await this.load(supplierNo, kind, date);
    const now = this.options.clock();
    const parts = enrolments.map((e) => this.part(kind, e, rows, now));
    const deliveryWeek = deliveryWeekOf(enrolments[0]!, rows);
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
      can_delete: canDeleteEnrolment(this.options.company, deliveryWeek, now) && !(isDeletionByRequest(kind) && requested) && parts.some((p) => cooperativeAllowsDeletion(p.cooperative)),
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
      const week = deliveryWeekOf(e, own);
      // A row the cooperative moved to an earlier week than the window's start is not in sight.
      if (compareWeeks(week, from) < 0) continue;
      const key = `${week.year}-${week.week}`;
      const entry = weeks.get(key) ?? { ...week, enrolments: [] };
      entry.enrolments.push({
        id: Number(e.id),
        kind: e.kind,
        date: e.created_date,
        animals: viewRows(e.kind, e.animal_category, own, this.options.log).map((view) => ({ product_text: view.product_text, amount: view.amount })),
        status: pickupStatus({ pickup_completed: e.pickup_completed, rows_completed: own.map((r) => r.pickup_completed), deletion_requested: e.deletion_requested_at !== null, cooperative: cooperativeOf(e) }),
        cooperative: cooperativeOf(e),
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
    const loaded = await this.load(supplierNo, kind, date, enrolmentId);
    const rows = loaded.rows;
    // What the cooperative has deleted, or refused to delete, is the cooperative's: left as it is.
    const enrolments = loaded.enrolments.filter((e) => cooperativeAllowsDeletion(cooperativeOf(e)));
    if (enrolments.length === 0) throw new HttpError(422, 'INVALID_INPUT', ENROLMENT_MSG.deleteHandledByCooperative, { date: ENROLMENT_MSG.deleteHandledByCooperative });
    const now = this.options.clock();
    if (enrolments.some((e) => !canDeleteEnrolment(this.options.company, deliveryWeekOf(e, rows), now))) {
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
