import type { AccessLogAction, AccessRole } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/** One thing a person did or saw for a farm ('Hva andre har gjort'). */
export interface AccessLogLine {
  supplierNo: string;
  at: Date;
  personId: number;
  /** Copied, so the name stays in the log after the person's login is gone. */
  personName: string;
  role: AccessRole;
  action: AccessLogAction;
  /** What the action names: a settlement number, a year, 'uke 49'. */
  target: string;
}

/** Longest target kept: any real one is far shorter. */
const TARGET_MAX_CHARS = 200;

export async function insertAccessLog(db: Db, line: AccessLogLine): Promise<void> {
  await db
    .insertInto('access_log')
    .values({
      supplier_no: line.supplierNo,
      at: line.at,
      person_id: line.personId,
      person_name: line.personName,
      role: line.role,
      action: line.action,
      target: line.target.slice(0, TARGET_MAX_CHARS),
    })
    .execute();
}
