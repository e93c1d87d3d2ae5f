import { useEffect } from 'react';
import { writeLocalDraft } from '../model/draft';
import type { EnrolmentState } from '../model/entries';

/**
 * Keeps the unsent enrolment in the browser as the farmer works (spec §4 Draft), stamped with the
 * server's clock, since drafts are compared by it. Only after the farmer has changed something:
 * an untouched screen must not overwrite a draft that is still being offered.
 */
export function useLocalDraft(draft: EnrolmentState, changedByFarmer: boolean, supplierNo: string, clockOffsetMs: number): void {
  useEffect(() => {
    if (!changedByFarmer) return;
    writeLocalDraft({ state: draft, lastUpdated: new Date(Date.now() + clockOffsetMs).toISOString(), supplier_no: supplierNo, user: supplierNo });
  }, [draft, changedByFarmer, supplierNo, clockOffsetMs]);
}
