import type { RegisteredEnrolmentRef, RegisterEnrolmentResult } from '@slakteweb/core';
import { type AnyEnrolment, ENROLMENT_MSG, hasRemarks, type PickupWeekRule, type ReturnForm, submissionDeadline } from '@slakteweb/core';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { company } from '@/config/company';
import { apiUrl } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { offlineOwner } from '@/lib/offline/owner';
import { toast } from '@/lib/toast';
import { registerBody, registerEnrolment, registerPath } from '../api/register-enrolment';
import { deleteServerDraft } from '../api/server-draft';
import { clearLocalDraft } from '../model/draft';
import { sendErrors } from '../model/send-checks';
import { askWorkerToSendOutbox, queuedEnrolment, queueEnrolment } from '@/lib/offline/enrolment-outbox';
import { onQueuedOutcome } from '../model/outbox-sender';
import { stateDeadlineKey, toEnrolment } from '../model/payload';
import type { EnrolmentFlowEvent, MedicationCheck } from '../model/screen-flow';
import type { EnrolmentState } from '../model/entries';
import { OFFLINE_TEXT, refusalNotices, SEND_TEXT, sendErrorMessage } from '../model/send-messages';
import { forgetSendKey, sendKeyFor } from '../model/idempotency-key';

interface SendEnrolmentOptions {
  draft: EnrolmentState;
  /** The medication check's remarks of the last send and the farmer's confirmations of them. */
  medication: MedicationCheck | null;
  /** The return form of the group, once fetched (standard). */
  returnForm: ReturnForm | undefined;
  pickupRules: readonly PickupWeekRule[];
  serverNow: () => Date;
  dispatch: (event: EnrolmentFlowEvent) => void;
  /** After registration and the drafts are cleared: where the farmer goes next is the app's. */
  onRegistered: (registered: RegisteredEnrolmentRef) => void | Promise<void>;
}

interface SendVariables {
  enrolment: AnyEnrolment;
  key: string;
}

/**
 * 'Send innmelding' (spec §4 Sending, §7, §8): judged again on the server's clock at the moment
 * of sending, sent with an Idempotency-Key, and on success the drafts (local and server) are
 * cleared before `onRegistered`, which shows the receipt. Refusals, the medication check's
 * remarks (registered false until confirmed) and 422 field errors go to the flow; other errors
 * are toasts.
 *
 * Without a network the judged enrolment waits in the device's outbox with its key
 * (lib/offline/enrolment-outbox.ts): 'Venter på nett – innmeldingen sendes automatisk', with the deadline, and
 * the service worker is asked to send it when the network is back (Background Sync). It is sent
 * once, with the same key, by the app-wide sender (model/queued-delivery.ts), wherever the farmer
 * is then; while the farmer is on this screen its answer is handled here as any other: the
 * receipt, or the server's refusal in words, the draft kept.
 */
export function useSendEnrolment({ draft, medication, returnForm, pickupRules, serverNow, dispatch, onRegistered }: SendEnrolmentOptions) {
  const [waiting, setWaiting] = useState<{ deadline: Date } | null>(null);

  const handleResult = async (result: RegisterEnrolmentResult) => {
    if (!result.registered) {
      const notices = refusalNotices(result);
      // Every status is fine and the check found treatments: the farmer confirms, then sends again.
      if (notices.length === 0 && hasRemarks(result)) {
        dispatch({ type: 'medicationRemarksReceived', remarks: result });
        toast.info(SEND_TEXT.confirmMedication);
        return;
      }
      dispatch({ type: 'sendRefused', notices });
      return;
    }
    forgetSendKey();
    dispatch({ type: 'registered' });
    clearLocalDraft();
    deleteServerDraft().catch(() => undefined); // a leftover server draft is only offered again
    // The submitted list opens on the new enrolment with a receipt that says 'Innmeldingen ble
    // registrert' and stays; a toast says it only when the answer names no enrolment to show.
    if (result.enrolment) await onRegistered(result.enrolment);
    else toast.info(SEND_TEXT.registered);
  };

  const handleError = (error: unknown, queued: boolean) => {
    if (!isApiError(error)) {
      toast.error(SEND_TEXT.failed);
      return;
    }
    // The deadline passed while it waited: said in words at once; the draft is kept.
    if (queued && Object.values(error.fields).includes(ENROLMENT_MSG.deadlinePassed)) {
      toast.error(`${OFFLINE_TEXT.notSent} ${ENROLMENT_MSG.deadlinePassed}`, { durationMs: 10_000 });
      dispatch({ type: 'sendRejected', fields: error.fields });
      return;
    }
    const message = sendErrorMessage(error);
    toast.error(message.text, message.durationMs ? { durationMs: message.durationMs } : undefined);
    if (error.status === 422) dispatch({ type: 'sendRejected', fields: error.fields });
  };

  const mutation = useMutation({
    mutationFn: ({ enrolment, key }: SendVariables) => registerEnrolment(enrolment, key),
    onSuccess: (result) => handleResult(result),
    onError: (error) => handleError(error, false),
  });

  // The outcome of a waiting enrolment is this screen's while the farmer is on it (the latest
  // render's handlers). The app-wide sender sends it (app/layout/queued-enrolment-sender.tsx).
  const handlers = useRef({ handleResult, handleError });
  handlers.current = { handleResult, handleError };
  useEffect(() => {
    const owner = offlineOwner();
    if (owner) {
      void queuedEnrolment(owner).then((item) => {
        if (item && !item.answer) setWaiting({ deadline: new Date(item.deadline) });
      });
    }
    // The address, not the router's location: when the farmer leaves, the router keeps this
    // screen drawn until the next one has loaded, but the address is already the next screen's.
    const shownAt = window.location.pathname;
    return onQueuedOutcome(
      'screen',
      async (outcome) => {
        setWaiting(null);
        if (outcome.ok) await handlers.current.handleResult(outcome.result);
        else handlers.current.handleError(outcome.error, true);
      },
      () => window.location.pathname === shownAt,
    );
  }, []);

  /** No network: the judged enrolment waits in the outbox with its key. */
  const queue = async (enrolment: AnyEnrolment, key: string) => {
    const owner = offlineOwner();
    const deadline = draft.week ? submissionDeadline(company, stateDeadlineKey(draft), draft.week) : null;
    // The request as it would go now, for the service worker to replay (it has no page settings).
    const request = { url: apiUrl(registerPath(enrolment.action, enrolment.animal_category)), body: JSON.stringify(registerBody(enrolment)) };
    const kept =
      owner !== null &&
      deadline !== null &&
      (await queueEnrolment(owner, { enrolment, key, deadline: deadline.toISOString(), queuedAt: new Date().toISOString(), request }));
    if (!kept) {
      toast.error(OFFLINE_TEXT.cannotQueue);
      return;
    }
    setWaiting({ deadline: deadline! });
    void askWorkerToSendOutbox();
  };

  const send = () => {
    if (mutation.isPending) return;
    if (waiting) {
      toast.info(OFFLINE_TEXT.waiting);
      return;
    }
    // The payload is built once: what is judged is what is sent.
    const enrolment = toEnrolment(draft, { company, medication, returnForm });
    // Judged again now: the deadline may have passed since the screen was drawn.
    if (!enrolment || Object.keys(sendErrors(draft, { company, now: serverNow(), pickupRules, returnForm }, medication, enrolment)).length > 0) {
      toast.error(SEND_TEXT.noLongerValid);
      return;
    }
    // A resend of the same content (after an error, a lost answer, a reload) reuses the key, so a
    // flaky connection or a double press never registers it twice (server side: one per key).
    const key = sendKeyFor(JSON.stringify(enrolment));
    if (!onlineManager.isOnline()) {
      void queue(enrolment, key);
      return;
    }
    mutation.mutate({ enrolment, key });
  };

  return { send, isPending: mutation.isPending, waiting };
}
