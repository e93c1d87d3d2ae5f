import type { AnimalGroup } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/**
 * The health report's own reads: the farm's slaughter enrolments of a kind sent in a period, with
 * their rows (the health remarks declared) and the medication remarks confirmed on sending.
 */
export function slaughterEnrolmentsSent(db: Db, supplierNo: string, category: AnimalGroup, dates: { from: string | null; to: string }) {
  let query = db
    .selectFrom('enrolment as e')
    .leftJoin('enrolment_row as r', 'r.enrolment_id', 'e.id')
    .select(['e.id', 'e.created_date', 'e.pickup_year', 'e.pickup_week', 'e.medication_remarks', 'r.data', 'r.position'])
    .where('e.supplier_no', '=', supplierNo)
    .where('e.animal_category', '=', category)
    .where('e.kind', '=', 'slaughter')
    .where('e.created_date', '<=', dates.to);
  if (dates.from !== null) query = query.where('e.created_date', '>=', dates.from);
  return query.orderBy('e.created_date').orderBy('e.id').orderBy('r.position').execute();
}

/** The supplier's name, for the report's head. */
export async function supplierName(db: Db, supplierNo: string): Promise<string> {
  const row = await db.selectFrom('supplier').select('fullname').where('supplier_no', '=', supplierNo).executeTakeFirst();
  return row?.fullname ?? '';
}
