import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  animalGroupSchema,
  animalKeepingResponseSchema,
  animalsResponseSchema,
  deleteRegisteredEnrolmentResponseSchema,
  draftResponseSchema,
  enrolmentKindSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  isoDateSchema,
  okResponseSchema,
  pickupWeeksResponseSchema,
  registerEnrolmentResponseSchema,
  registeredEnrolmentByDateResponseSchema,
  registeredEnrolmentDatesResponseSchema,
  registeredEnrolmentUnreadResponseSchema,
  saveDraftBodySchema,
} from '@slakteweb/core';
import { notFound } from '../../lib/http-error.js';
import { parseOr422 } from '../../lib/validate.js';
import type { EnrolmentService } from './enrolment.service.js';

const tradeParams = z.object({ animal_category: animalGroupSchema, action: z.enum(['sell', 'buy']) });
const kindDateParams = z.object({ kind: enrolmentKindSchema, date: isoDateSchema });

function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  return parseOr422(z.object({ 'Idempotency-Key': idempotencyKeySchema }), { 'Idempotency-Key': Array.isArray(raw) ? raw[0] : raw })['Idempotency-Key'];
}

/**
 * Enrolment (spec/enrolment.md §7). Parameters are checked after the session: an anonymous caller
 * learns nothing. POST /api/markread/enrolment/notification is the read-markers module's.
 */
export function enrolmentRoutes(enrolment: EnrolmentService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/animals', { schema: { response: { 200: animalsResponseSchema } } }, async (request) => ({ animals: await enrolment.herd(request.actor!) }));

    app.get('/animal_keeping', { schema: { response: { 200: animalKeepingResponseSchema } } }, async (request) => ({
      animal_keeping: await enrolment.animalKeeping(request.actor!),
    }));

    app.get('/external/weeks', { schema: { response: { 200: pickupWeeksResponseSchema } } }, async () => ({
      pickup_weeks: await enrolment.pickupWeeks(),
      now: enrolment.now().toISOString(),
    }));

    app.get('/temp_storage_enrollment', { schema: { response: { 200: draftResponseSchema } } }, async (request) => ({
      temp_storage_registration: await enrolment.draft(request.actor!),
    }));

    app.post('/temp_storage_enrollment', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      const { temp_storage_registration } = parseOr422(saveDraftBodySchema, request.body);
      await enrolment.saveDraft(request.actor!, temp_storage_registration);
      return { ok: true as const };
    });

    app.delete('/temp_storage_enrollment', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      await enrolment.deleteDraft(request.actor!);
      return { ok: true as const };
    });

    app.post('/register_enrolment', { schema: { response: { 200: registerEnrolmentResponseSchema } } }, async (request) => {
      const key = idempotencyKeyOf(request.headers);
      const answer = await enrolment.register(request.actor!, 'slaughter', undefined, request.body, key);
      return answer.body;
    });

    app.post('/register_buy_sell/:animal_category/:action', { schema: { response: { 200: registerEnrolmentResponseSchema } } }, async (request) => {
      const params = tradeParams.safeParse(request.params);
      if (!params.success) throw notFound();
      const key = idempotencyKeyOf(request.headers);
      const answer = await enrolment.register(request.actor!, params.data.action, params.data.animal_category, request.body, key);
      return answer.body;
    });

    app.get('/registered_enrolment_dates', { schema: { response: { 200: registeredEnrolmentDatesResponseSchema } } }, async (request) => ({
      registered_enrolment_dates: await enrolment.dates(request.actor!),
    }));

    app.get('/registered_enrolment_by_date/:kind/:date', { schema: { response: { 200: registeredEnrolmentByDateResponseSchema } } }, async (request) => {
      const params = kindDateParams.safeParse(request.params);
      if (!params.success) throw notFound();
      return { registered_enrolment_by_date: await enrolment.byDate(request.actor!, params.data.kind, params.data.date) };
    });

    app.post(
      '/delete_registered_enrolment_by_date/:kind/:date',
      { schema: { response: { 200: deleteRegisteredEnrolmentResponseSchema } } },
      async (request) => {
        const params = kindDateParams.safeParse(request.params);
        if (!params.success) throw notFound();
        return enrolment.deleteByDate(request.actor!, params.data.kind, params.data.date);
      },
    );

    app.get('/registered_enrolment_unread', { schema: { response: { 200: registeredEnrolmentUnreadResponseSchema } } }, async (request) => ({
      count: await enrolment.unread(request.actor!),
    }));
  };
}
