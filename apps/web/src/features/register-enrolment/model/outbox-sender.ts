import { apiErrorCheck, registerEnrolmentResponseSchema, type RegisterEnrolmentResult } from '@slakteweb/core';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/lib/api-error';
import { offlineOwner } from '@/lib/offline/owner';
import { registerEnrolment } from '../api/register-enrolment';
import { type QueuedAnswer, type QueuedEnrolment, queuedEnrolment, removeQueuedEnrolment } from '@/lib/offline/enrolment-outbox';

/** What became of a waiting enrolment: the server's answer, or its refusal as an error. */
export type QueuedOutcome = { ok: true; result: RegisterEnrolmentResult; item: QueuedEnrolment } | { ok: false; error: ApiError; item: QueuedEnrolment };

type OutcomeHandler = (outcome: QueuedOutcome) => void | Promise<void>;

/**
 * Who shows the outcome. The enrolment screen, while the farmer is on it, shows it as it shows any
 * send (the receipt, or the refusal on the form); elsewhere the app-wide sender says it in a
 * message. "On it" is the screen's own word (`isShown`): the router changes screens in a
 * transition, so the enrolment screen stays drawn, and registered here, while the screen the
 * farmer went to is loading; a receipt taken by it then would go to nobody.
 */
interface Handler {
  handle: OutcomeHandler;
  isShown: () => boolean;
}
const handlers: Record<'screen' | 'app', Handler | null> = { screen: null, app: null };

export function onQueuedOutcome(where: 'screen' | 'app', handle: OutcomeHandler, isShown: () => boolean = () => true): () => void {
  const handler = { handle, isShown };
  handlers[where] = handler;
  return () => {
    if (handlers[where] === handler) handlers[where] = null;
  };
}

function whoShows(): OutcomeHandler | undefined {
  const screen = handlers.screen;
  return screen?.isShown() ? screen.handle : handlers.app?.handle;
}

/** The send under way per owner: the 'online' event, the app's start and its being shown again share it. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Sends the acting owner's waiting enrolment, if there is one and a network; or, if the service
 * worker sent it while the app was closed, takes the answer it left. Once: every caller while a
 * send is under way gets that send, and the enrolment leaves the outbox before its outcome is
 * shown, so it is never sent twice; were it sent again all the same (a lost answer), the same
 * Idempotency-Key gets the first answer from the server, never a second enrolment.
 *
 * It stays in the outbox while there is no way through (no answer at all) and when the session
 * has ended (401): then it goes with the next login.
 */
export function sendQueuedEnrolment(): Promise<void> {
  const owner = offlineOwner();
  if (!owner) return Promise.resolve();
  const running = inFlight.get(owner);
  if (running) return running;
  const run = (async () => {
    const item = await queuedEnrolment(owner);
    if (!item) return;
    let outcome: QueuedOutcome;
    if (item.answer) {
      if (item.answer.status === 401) return;
      outcome = outcomeOfAnswer(item.answer, item);
    } else {
      if (!onlineManager.isOnline()) return;
      try {
        outcome = { ok: true, result: await registerEnrolment(item.enrolment, item.key), item };
      } catch (error) {
        if (!isApiError(error) || error.status === 0 || error.status === 401) return;
        outcome = { ok: false, error, item };
      }
    }
    await removeQueuedEnrolment(owner);
    await whoShows()?.(outcome);
  })().finally(() => inFlight.delete(owner));
  inFlight.set(owner, run);
  return run;
}

/** The answer the service worker kept, read as the API client reads one. */
export function outcomeOfAnswer(answer: QueuedAnswer, item: QueuedEnrolment): QueuedOutcome {
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = registerEnrolmentResponseSchema.safeParse(answer.body);
    if (parsed.success) return { ok: true, result: parsed.data.register_enrolment, item };
    return { ok: false, error: new ApiError({ status: answer.status, code: 'INVALID_RESPONSE', message: 'Unexpected answer' }), item };
  }
  const parsed = apiErrorCheck.safeParse(answer.body);
  return {
    ok: false,
    error: new ApiError({
      status: answer.status,
      code: parsed.success ? parsed.data.code : undefined,
      message: parsed.success ? parsed.data.message : `HTTP ${answer.status}`,
      fields: parsed.success ? parsed.data.fields : undefined,
    }),
    item,
  };
}
