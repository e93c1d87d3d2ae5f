import { ENROLMENT_MSG, hasRemarks } from '@slakteweb/core';
import { toast } from '@/lib/toast';
import { deleteServerDraft } from '../api/server-draft';
import { clearLocalDraft } from './draft';
import { forgetSendKey } from './idempotency-key';
import { onQueuedOutcome, type QueuedOutcome, sendQueuedEnrolment } from './outbox-sender';
import { NOTICE_TEXT, OFFLINE_TEXT, refusalNotices, SEND_TEXT, sendErrorMessage } from './send-messages';

/** How long the outcome of a waiting enrolment shows: it may come while the farmer reads something else. */
const OUTCOME_DURATION_MS = 15_000;

type OnRegistered = () => void | Promise<void>;

let whenRegistered: OnRegistered | null = null;
let stopShowing: (() => void) | null = null;

/**
 * The app-wide part of the offline enrolment: the logged-in frame loads this once the device has
 * an enrolment waiting (app/layout/queued-enrolment-sender.tsx), and calls it when the network
 * comes back and when the app starts or is shown again, wherever the farmer is. It sends the
 * waiting enrolment once (outbox-sender.ts), or takes the answer the service worker got while
 * the app was closed. While the farmer is on the enrolment screen, it shows the outcome itself;
 * elsewhere a message says it: registered, or why not in the server's words, the draft kept.
 */
export function deliverQueuedEnrolment(onRegistered: OnRegistered): Promise<void> {
  whenRegistered = onRegistered;
  stopShowing ??= onQueuedOutcome('app', (outcome) => showOutcome(outcome, () => whenRegistered?.()));
  return sendQueuedEnrolment();
}

async function showOutcome(outcome: QueuedOutcome, onRegistered: OnRegistered): Promise<void> {
  const shown = { durationMs: OUTCOME_DURATION_MS };
  if (!outcome.ok) {
    const { error } = outcome;
    const reason = Object.values(error.fields).includes(ENROLMENT_MSG.deadlinePassed) ? ENROLMENT_MSG.deadlinePassed : sendErrorMessage(error).text;
    toast.error(`${OFFLINE_TEXT.notSent} ${reason} ${OFFLINE_TEXT.draftKept}`, shown);
    return;
  }
  const { result } = outcome;
  if (!result.registered) {
    const notice = refusalNotices(result)[0];
    if (notice) toast.error(`${OFFLINE_TEXT.notRegistered} ${NOTICE_TEXT[notice].title}: ${NOTICE_TEXT[notice].body} ${OFFLINE_TEXT.draftKept}`, shown);
    else if (hasRemarks(result)) toast.info(`${SEND_TEXT.confirmMedication} ${OFFLINE_TEXT.draftKept}`, shown);
    else toast.error(`${OFFLINE_TEXT.notRegistered} ${OFFLINE_TEXT.draftKept}`, shown);
    return;
  }
  forgetSendKey();
  clearLocalDraft();
  deleteServerDraft().catch(() => undefined); // a leftover server draft is only offered again
  await onRegistered();
  toast.info(OFFLINE_TEXT.sentRegistered, shown);
}
