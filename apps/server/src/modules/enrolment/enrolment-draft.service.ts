import { type Clock, type Draft, draftTextSchema, findInputProblem } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { invalidInput } from '../../lib/http-error.js';
import { type FarmActor, loggedInUser } from '../auth/actor.js';
import * as repo from './enrolment.repository.js';

/** The enrolment page's draft: one per farm, kept on the server so it follows the farmer between devices. */
export class EnrolmentDraftService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

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
      saved_at: this.clock(),
    });
  }

  async deleteDraft(supplierNo: string): Promise<void> {
    await repo.deleteDraft(this.db, supplierNo);
  }
}
