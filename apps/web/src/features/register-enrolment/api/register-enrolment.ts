import { type AnimalGroup, type AnyEnrolment, type EnrolmentAction, registerEnrolmentResponseSchema, type RegisterEnrolmentResult } from '@slakteweb/core';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** Where an enrolment is sent (spec §7). */
export function registerPath(action: EnrolmentAction, group: AnimalGroup): `/api/${string}` {
  return action === 'slaughter' ? '/api/register_enrolment' : `/api/register_buy_sell/${group}/${action}`;
}

/** The body: the payload without the `action`, which the path carries. */
export function registerBody(enrolment: AnyEnrolment): Record<string, unknown> {
  const { action: _action, ...body } = enrolment;
  return body;
}

/**
 * POST /api/register_enrolment (slaughter) or /api/register_buy_sell/{group}/{sell|buy}, with the
 * Idempotency-Key: a retry with the same key gets the first answer and never a second
 * enrolment. Timeout 180 s (spec §7): the disease checks may take time.
 */
export function registerEnrolment(enrolment: AnyEnrolment, idempotencyKey: string): Promise<RegisterEnrolmentResult> {
  return api
    .post(registerPath(enrolment.action, enrolment.animal_category), registerEnrolmentResponseSchema, {
      json: registerBody(enrolment),
      headers: { 'Idempotency-Key': idempotencyKey },
      timeoutMs: TIMEOUT_MS.enrolment,
    })
    .then((r) => r.register_enrolment);
}
