import { describe, expect, it, vi } from 'vitest';
import { type AnyEnrolment, getCompany, KSL_STATUS, slaughterEnrolmentSchema } from '@slakteweb/core';
import { HttpError } from '../../lib/http-error.js';
import type { FarmActor } from '../auth/actor.js';
import { EnrolmentSubmissionService } from './enrolment-submission.service.js';
import type { SubmittedEnrolmentService } from './enrolment-submitted.service.js';
import type * as Repo from './enrolment.repository.js';

// The submission's path where the database answers what a route test cannot arrange: another
// submission with the same Idempotency-Key stored first (the claim gave way), and its answer is
// then read back, or is gone (forgotten meanwhile); and the answer stored with the claim. The
// repository is replaced (and the register status: every register up); no database.

const repo = vi.hoisted(() => ({
  submissionContext: vi.fn(),
  storeSubmission: vi.fn(),
  findIdempotencyKey: vi.fn(),
}));
vi.mock('./enrolment.repository.js', () => repo);
// Every register the checks read is up (a register that is down: enrolment-services-down.test.ts).
vi.mock('../integration/register-status.repository.js', () => ({ unavailableRegisters: vi.fn(() => Promise.resolve([])) }));

type Context = NonNullable<Awaited<ReturnType<typeof Repo.submissionContext>>>;

const context: Context = {
  animal_keeping_id: 'D-1',
  provider_no: '1',
  ksl_status: KSL_STATUS.approved,
  health_pig_approved: true,
  has_pigs: true,
  has_sheep: true,
  has_cattle: true,
  has_pigs_restriction: false,
  has_sheep_restriction: false,
  has_cattle_restriction: false,
  fullname: 'Ola Nordmann',
  email_user: '',
  recieve_registered_slaughter: false,
  request_hash: null,
  idempotent_status: null,
  idempotent_response: null,
  pickup_rules: [],
  treatments: [],
  herd: [],
  return_form: null,
};

const farm: FarmActor = { kind: 'farm', supplierNo: '10001', userId: 1, username: '10001' };
const pigs: AnyEnrolment = {
  action: 'slaughter',
  ...slaughterEnrolmentSchema.parse({
    animal_category: 'pigs',
    wanted_pickup_week: 49,
    wanted_pickup_year: 2026,
    comment: '',
    agreement: true,
    animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411' }],
  }),
};

type Dependencies = ConstructorParameters<typeof EnrolmentSubmissionService>;

/** The service over the replaced repository: it reaches neither a database nor the submitted view (no receipt is asked for). */
function service() {
  return new EnrolmentSubmissionService({} as Dependencies[0], {} as SubmittedEnrolmentService, {
    company: getCompany('standard'),
    // Sunday 22 November 2026: week 49's deadline is still ahead.
    clock: () => new Date('2026-11-22T10:00:00Z'),
    mailer: {} as Dependencies[2]['mailer'],
    background: vi.fn(),
    publicUrl: 'http://portal.test/',
  });
}

describe('a submission with an Idempotency-Key', () => {
  it('another submission stored first with: gets the first submission’s answer', async () => {
    repo.submissionContext.mockResolvedValue(context);
    const first = { register_enrolment: { registered: true, enrolment: { kind: 'slaughter', date: '2026-11-22', id: 7, receipt_to: null } } };
    // The stored answer is the one the first submission claimed the key with, hashed the same way.
    let claimed = '';
    repo.storeSubmission.mockImplementation(async (_db: unknown, s: { claim: { request_hash: string } }) => {
      claimed = s.claim.request_hash;
      return undefined;
    });
    repo.findIdempotencyKey.mockImplementation(async () => ({ request_hash: claimed, status: 200, response: JSON.stringify(first) }));
    await expect(service().register(farm, pigs, 'samme-nokkel-1')).resolves.toEqual(first);
  });

  it('another submission stored first with, whose answer cannot be read back: 409 IDEMPOTENCY_IN_PROGRESS with Retry-After', async () => {
    repo.submissionContext.mockResolvedValue(context);
    repo.storeSubmission.mockResolvedValue(undefined);
    repo.findIdempotencyKey.mockResolvedValue(undefined);
    const refusal = await service()
      .register(farm, pigs, 'samme-nokkel-2')
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS', headers: { 'retry-after': '2' } });
  });

  it('stores the answer under the key as the register call answers it, the new id in place of 0', async () => {
    repo.submissionContext.mockResolvedValue(context);
    repo.storeSubmission.mockResolvedValue(41);
    const answer = await service().register(farm, pigs, 'ny-nokkel-0001');
    expect(answer.register_enrolment).toMatchObject({ registered: true, enrolment: { kind: 'slaughter', date: '2026-11-22', id: 41, receipt_to: null } });
    const stored = repo.storeSubmission.mock.lastCall![1] as { claim: { status: number; response: string } };
    expect(stored.claim.status).toBe(200);
    expect(JSON.parse(stored.claim.response)).toEqual({ register_enrolment: { ...answer.register_enrolment, enrolment: { ...answer.register_enrolment.enrolment, id: 0 } } });
  });
});
