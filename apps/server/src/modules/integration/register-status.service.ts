import { type Clock, osloIso, type RegisterStatus, type RegisterStatusResponse } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { saveRegisterStatus } from './register-status.repository.js';

/**
 * PUT /api/integration/register-status: the portal cannot see the cooperative's herd and medicine
 * registers, only what is imported from them, so the cooperative's system says when one is down
 * (and when it is back). The enrolment service refuses what needs a register that is down
 * (EnrolmentSubmissionService.register).
 */
export class RegisterStatusService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async report(status: RegisterStatus): Promise<RegisterStatusResponse> {
    const reportedAt = this.clock();
    await saveRegisterStatus(this.db, { ...status, reported_at: reportedAt });
    return { ...status, reported_at: osloIso(reportedAt) };
  }
}
