import {
  animalGroupSchema,
  buyEnrolmentSchema,
  enrolmentActionSchema,
  returnAnswersSchema,
  returnDivisionSchema,
  sellEnrolmentSchema,
  slaughterEnrolmentSchema,
  type AnimalGroup,
  type EnrolmentAction,
} from '@slakteweb/core';
import { z } from 'zod';
import { safeLocalStorage } from '@/lib/storage';
import { type EnrolmentState, initialEnrolmentState, isWorthKeeping, newRowUid, type RowData, type StateRow } from './entries';

/**
 * Drafts of the new-enrolment screen (spec §3 Draft, §4): the page state with lastUpdated,
 * supplier_no and user, as JSON text. One is kept in the browser (under one key) while the
 * profile is known, one on the server by 'Lagre utkast'. On load the newer is offered.
 *
 * A draft is outside data to the page (an older version of the portal, another tab, the server):
 * it is checked before use, rows against the API's own row schemas, and dropped when it does
 * not fit rather than breaking the screen.
 */

export const LOCAL_DRAFT_KEY = 'slakteweb.enrolment-draft';

export interface DraftRecord {
  state: EnrolmentState;
  /** ISO 8601. */
  lastUpdated: string;
  supplier_no: string;
  user: string;
}

const weekSchema = z.object({ year: z.number().int(), week: z.number().int() });

const stateShape = z.object({
  action: enrolmentActionSchema.nullable().catch(null),
  group: animalGroupSchema.nullable().catch(null),
  step: z.number().int().min(0).max(20).catch(0),
  week: weekSchema.nullable().catch(null),
  cattleAgreement: z.boolean().catch(false),
  rows: z.array(z.record(z.string(), z.unknown())).catch([]),
  comment: z.string().max(2000).catch(''),
  agreement: z.boolean().catch(false),
  extraConfirm: z.boolean().catch(false),
  returnDivisions: z.array(z.object({ id: returnDivisionSchema.shape.id, formData: returnAnswersSchema })).max(50).catch([]),
  returnCommon: returnAnswersSchema.catch({}),
  returnCommentMeat: z.string().max(2000).catch(''),
  returnCommentSkin: z.string().max(2000).catch(''),
  pickupLocation: z.string().max(2000).catch(''),
  wantMarks: z.boolean().catch(false),
});

/** The row schema of an action and group, taken from the register contracts. */
function rowSchemaFor(action: EnrolmentAction, group: AnimalGroup): z.ZodType<RowData> {
  const union = action === 'slaughter' ? slaughterEnrolmentSchema : action === 'sell' ? sellEnrolmentSchema : buyEnrolmentSchema;
  const option = union.options.find((o) => o.shape.animal_category.value === group);
  return option!.shape.animal_rows.element as unknown as z.ZodType<RowData>;
}

/**
 * A row as drafts before today's shape had it: sheep numbers were `individual_sheep`, then
 * `return_sheep`, and are now `return_skin_meat` (the sheep whose meat or skin comes back, the
 * payload's name), so a draft from then still loads.
 */
function currentRowShape(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.return_skin_meat !== undefined) return raw;
  const { individual_sheep, return_sheep, ...row } = raw;
  const numbered = return_sheep ?? individual_sheep;
  return numbered === undefined ? raw : { ...row, return_skin_meat: numbered };
}

/** A stored page state, checked; null when it is not a usable draft. */
export function parseDraftState(raw: unknown): EnrolmentState | null {
  const parsed = stateShape.safeParse(raw ?? {});
  if (!parsed.success) return null;
  const s = parsed.data;
  if (!s.action) return null;
  // A group without a week cannot go on: the week step shows only with a week.
  if (s.group && !s.week) return null;
  const rows: StateRow[] = [];
  if (s.group) {
    const schema = rowSchemaFor(s.action, s.group);
    // Rows that were being deleted when the draft was saved are gone.
    for (const raw of s.rows.filter((r) => r.hidden !== true)) {
      const row = schema.safeParse(currentRowShape(raw));
      if (!row.success) return null;
      rows.push({ ...row.data, uid: typeof raw.uid === 'string' && raw.uid ? raw.uid : newRowUid() });
    }
  }
  return {
    ...initialEnrolmentState,
    action: s.action,
    group: s.group,
    step: s.step,
    week: s.group ? s.week : null,
    cattleAgreement: s.cattleAgreement,
    rows,
    comment: s.comment,
    agreement: s.agreement,
    extraConfirm: s.extraConfirm,
    returnDivisions: s.group ? s.returnDivisions : [],
    returnCommon: s.returnCommon,
    returnCommentMeat: s.returnCommentMeat,
    returnCommentSkin: s.returnCommentSkin,
    pickupLocation: s.pickupLocation,
    wantMarks: s.wantMarks,
  };
}

const recordShape = z.object({ state: z.unknown(), lastUpdated: z.string(), supplier_no: z.string(), user: z.string().catch('') });

/** A draft from storage or the server; null when missing, unreadable or empty. */
export function parseDraftRecord(raw: unknown): DraftRecord | null {
  const parsed = recordShape.safeParse(raw);
  if (!parsed.success || Number.isNaN(Date.parse(parsed.data.lastUpdated))) return null;
  const state = parseDraftState(parsed.data.state);
  return state ? { ...parsed.data, state } : null;
}

/** The local draft of this supplier (impersonation: another farmer's is not offered). */
export function readLocalDraft(supplierNo: string): DraftRecord | null {
  const text = safeLocalStorage.get(LOCAL_DRAFT_KEY);
  if (!text) return null;
  try {
    const record = parseDraftRecord(JSON.parse(text));
    return record && record.supplier_no === supplierNo ? record : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(record: DraftRecord): void {
  if (isWorthKeeping(record.state)) safeLocalStorage.set(LOCAL_DRAFT_KEY, JSON.stringify(record));
  else safeLocalStorage.remove(LOCAL_DRAFT_KEY);
}

export function clearLocalDraft(): void {
  safeLocalStorage.remove(LOCAL_DRAFT_KEY);
}

/** The newer of two drafts by lastUpdated (spec §4); the local one on a tie. */
export function newerDraft(local: DraftRecord | null, server: DraftRecord | null): DraftRecord | null {
  if (!local) return server;
  if (!server) return local;
  return Date.parse(server.lastUpdated) > Date.parse(local.lastUpdated) ? server : local;
}
