import type { RegisteredEnrolmentRef } from '@slakteweb/core';
import { type AnyEnrolment, hasRemarks, type PickupWeekRule, type ReturnForm } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { company } from '@/config/company';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { registerEnrolment } from '../api/register-enrolment';
import { deleteServerDraft } from '../api/server-draft';
import { clearLocalDraft } from '../model/draft';
import { sendErrors } from '../model/send-checks';
import { toEnrolment } from '../model/payload';
import type { EnrolmentFlowEvent, MedicationCheck } from '../model/screen-flow';
import type { EnrolmentState } from '../model/entries';
import { refusalNotices, SEND_TEXT, sendErrorMessage } from '../model/send-messages';
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

/**
 * 'Send innmelding' (spec §4 Sending, §7, §8): judged again on the server's clock at the moment
 * of sending, sent with an Idempotency-Key, and on success the drafts (local and server) are
 * cleared before `onRegistered`, which shows the receipt. Refusals, the medication check's
 * remarks (registered false until confirmed) and 422 field errors go to the flow; other errors
 * are toasts.
 */
export function useSendEnrolment({ draft, medication, returnForm, pickupRules, serverNow, dispatch, onRegistered }: SendEnrolmentOptions) {
  const mutation = useMutation({
    mutationFn: ({ enrolment, key }: { enrolment: AnyEnrolment; key: string }) => registerEnrolment(enrolment, key),
    onSuccess: async (result) => {
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
    },
    onError: (error) => {
      if (!isApiError(error)) {
        toast.error(SEND_TEXT.failed);
        return;
      }
      const message = sendErrorMessage(error);
      toast.error(message.text, message.durationMs ? { durationMs: message.durationMs } : undefined);
      if (error.status === 422) dispatch({ type: 'sendRejected', fields: error.fields });
    },
  });

  const send = () => {
    if (mutation.isPending) return;
    // The payload is built once: what is judged is what is sent.
    const enrolment = toEnrolment(draft, { company, medication, returnForm });
    // Judged again now: the deadline may have passed since the screen was drawn.
    if (!enrolment || Object.keys(sendErrors(draft, { company, now: serverNow(), pickupRules, returnForm }, medication, enrolment)).length > 0) {
      toast.error(SEND_TEXT.noLongerValid);
      return;
    }
    // A resend of the same content (after an error, a lost answer, a reload) reuses the key, so a
    // flaky connection or a double press never registers it twice (server side: one per key).
    mutation.mutate({ enrolment, key: sendKeyFor(JSON.stringify(enrolment)) });
  };

  return { send, isPending: mutation.isPending };
}
