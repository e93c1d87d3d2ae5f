import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  animalGroupSchema,
  animalKeepingResponseSchema,
  animalsResponseSchema,
  buyEnrolmentSchema,
  deleteRegisteredEnrolmentQuerySchema,
  deleteRegisteredEnrolmentResponseSchema,
  DRAFT_MAX_CHARS,
  draftResponseSchema,
  enrolmentKindSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  isoDateSchema,
  okResponseSchema,
  pickupWeekOf,
  pickupWeeksResponseSchema,
  registerEnrolmentResponseSchema,
  registeredEnrolmentByDateResponseSchema,
  registeredEnrolmentDatesResponseSchema,
  registeredEnrolmentUnreadResponseSchema,
  registeredEnrolmentWeeksResponseSchema,
  returnFormParamsSchema,
  returnFormResponseSchema,
  saveDraftBodySchema,
  sellEnrolmentSchema,
  slaughterEnrolmentSchema,
} from '@slakteweb/core';
import { invalidInput, notFound } from '../../lib/http-error.js';
import { requirePermission } from '../auth/actor.js';
import type { EnrolmentDraftService } from './enrolment-draft.service.js';
import type { EnrolmentReferenceService } from './enrolment-reference.service.js';
import type { EnrolmentSubmissionService } from './enrolment-submission.service.js';
import type { SubmittedEnrolmentService } from './enrolment-submitted.service.js';

const tradeParams = z.object({ animal_category: animalGroupSchema });
const kindDateParams = z.object({ kind: enrolmentKindSchema, date: isoDateSchema });

/** The Idempotency-Key header, if sent; a malformed one is 422 naming the header. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!key.success) throw invalidInput({ 'Idempotency-Key': key.error.issues[0]?.message ?? 'Ugyldig Idempotency-Key' });
  return key.data;
}

/**
 * The path names the animal group of a buy or sell enrolment: the body may leave it out, and must
 * not name another. It joins the body before validation, so one schema checks the whole enrolment.
 */
async function categoryFromPath(request: FastifyRequest<{ Params: { animal_category: string } }>): Promise<void> {
  const body = request.body;
  // Anything but an object is refused by the body schema.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const category = request.params.animal_category;
  if (!('animal_category' in body)) request.body = { ...body, animal_category: category };
  else if (body.animal_category !== category) throw invalidInput({ animal_category: 'Dyregruppen må være den samme som i adressen' });
}

/** The enrolment's services: what a form is filled in by, the draft, submission, and the submitted view. */
export interface EnrolmentServices {
  reference: EnrolmentReferenceService;
  drafts: EnrolmentDraftService;
  submission: EnrolmentSubmissionService;
  submitted: SubmittedEnrolmentService;
}

/**
 * Enrolment (spec/enrolment.md §7). POST /api/markread/enrolment/notification is the read-markers
 * module's. Enrolments, drafts and the herd belong to a farm: staff acting for nobody get 403
 * NO_FARM_SELECTED. A path naming no kind or animal group is 404.
 */
export function enrolmentRoutes({ reference, drafts, submission, submitted }: EnrolmentServices): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    // The herd and the kinds kept are the registration form's: whoever registers asks for them.
    app.get('/animals', { schema: { response: { 200: animalsResponseSchema } } }, async (request) => ({
      animals: await reference.herd(requirePermission(request, 'enrolments.write').supplierNo),
    }));

    app.get('/animal_keeping', { schema: { response: { 200: animalKeepingResponseSchema } } }, async (request) => ({
      animal_keeping: await reference.animalKeeping(requirePermission(request, 'enrolments.write').supplierNo),
    }));

    // The pickup-week rules are the cooperative's, the same for everyone: staff see them too.
    app.get('/external/weeks', { schema: { response: { 200: pickupWeeksResponseSchema } } }, async () => ({
      pickup_weeks: (await reference.pickupWeeks()).map(pickupWeekOf),
      now: reference.now().toISOString(),
    }));

    // The return form is the cooperative's, the same for everyone: staff see it too.
    app.get(
      '/external/return_form/:animalKind',
      { schema: { params: returnFormParamsSchema, response: { 200: returnFormResponseSchema } }, config: { invalidParamsAreNotFound: true } },
      async (request) => {
        const form = await reference.returnForm(request.params.animalKind);
        if (!form) throw notFound();
        return { return_form: form };
      },
    );

    app.get('/temp_storage_enrollment', { schema: { response: { 200: draftResponseSchema } } }, async (request) => ({
      temp_storage_registration: await drafts.draft(requirePermission(request, 'enrolments.write').supplierNo),
    }));

    // The draft is JSON text of up to DRAFT_MAX_CHARS; what is inside it is checked when it is parsed.
    app.post(
      '/temp_storage_enrollment',
      { schema: { body: saveDraftBodySchema, response: { 200: okResponseSchema } }, config: { inputLimits: { maxStringChars: DRAFT_MAX_CHARS } } },
      async (request) => {
        await drafts.saveDraft(requirePermission(request, 'enrolments.write'), request.body.temp_storage_registration);
        return { ok: true as const };
      },
    );

    app.delete('/temp_storage_enrollment', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      await drafts.deleteDraft(requirePermission(request, 'enrolments.write').supplierNo);
      return { ok: true as const };
    });

    app.post(
      '/register_enrolment',
      { schema: { body: slaughterEnrolmentSchema, response: { 200: registerEnrolmentResponseSchema } } },
      async (request) => submission.register(requirePermission(request, 'enrolments.write'), { action: 'slaughter', ...request.body }, idempotencyKeyOf(request)),
    );

    app.post(
      '/register_buy_sell/:animal_category/sell',
      {
        preValidation: categoryFromPath,
        schema: { params: tradeParams, body: sellEnrolmentSchema, response: { 200: registerEnrolmentResponseSchema } },
        config: { invalidParamsAreNotFound: true },
      },
      async (request) => submission.register(requirePermission(request, 'enrolments.write'), { action: 'sell', ...request.body }, idempotencyKeyOf(request)),
    );

    app.post(
      '/register_buy_sell/:animal_category/buy',
      {
        preValidation: categoryFromPath,
        schema: { params: tradeParams, body: buyEnrolmentSchema, response: { 200: registerEnrolmentResponseSchema } },
        config: { invalidParamsAreNotFound: true },
      },
      async (request) => submission.register(requirePermission(request, 'enrolments.write'), { action: 'buy', ...request.body }, idempotencyKeyOf(request)),
    );

    app.get('/registered_enrolment_dates', { schema: { response: { 200: registeredEnrolmentDatesResponseSchema } } }, async (request) => ({
      registered_enrolment_dates: await submitted.dates(requirePermission(request, 'enrolments.read').supplierNo),
    }));

    app.get(
      '/registered_enrolment_by_date/:kind/:date',
      { schema: { params: kindDateParams, response: { 200: registeredEnrolmentByDateResponseSchema } }, config: { invalidParamsAreNotFound: true } },
      async (request) => ({
        registered_enrolment_by_date: await submitted.byDate(requirePermission(request, 'enrolments.read').supplierNo, request.params.kind, request.params.date),
      }),
    );

    app.post(
      '/delete_registered_enrolment_by_date/:kind/:date',
      {
        schema: { params: kindDateParams, querystring: deleteRegisteredEnrolmentQuerySchema, response: { 200: deleteRegisteredEnrolmentResponseSchema } },
        config: { invalidParamsAreNotFound: true },
      },
      async (request) => submitted.deleteByDate(requirePermission(request, 'enrolments.write').supplierNo, request.params.kind, request.params.date, request.query.enrolment_id),
    );

    app.get('/registered_enrolment_weeks', { schema: { response: { 200: registeredEnrolmentWeeksResponseSchema } } }, async (request) => ({
      registered_enrolment_weeks: await submitted.byPickupWeek(requirePermission(request, 'enrolments.read').supplierNo),
    }));

    app.get('/registered_enrolment_unread', { schema: { response: { 200: registeredEnrolmentUnreadResponseSchema } } }, async (request) => ({
      count: await submitted.unread(requirePermission(request, 'enrolments.read')),
    }));
  };
}
