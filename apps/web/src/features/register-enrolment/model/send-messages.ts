import { type AnimalGroup, enrolmentRefusal, type FarmStatus, type RefusalFlags, type RefusalReason, refusalReasons } from '@slakteweb/core';
import type { ApiError } from '@/lib/api-error';

/** Texts of sending and drafts, word for word from spec/enrolment.md §4 and §8 ('akkurat' spelt right). */
export const SEND_TEXT = {
  sendingSlaughter: 'Kontrollerer for sykdommer og sender inn...',
  sendingTrade: 'Sender inn...',
  registered: 'Innmeldingen ble registrert',
  noLongerValid: 'Innmeldingen er ikke lenger gyldig.',
  tryAgainInAMinute: 'Kunne ikke registrere innmeldingen akkurat nå. Vennligst prøv igjen om en liten stund.',
  invalidInput: 'Et eller flere av feltene inneholder ugyldig data. Kontroller feltene og forsøk på nytt.',
  servicesDown: 'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.',
  failed: 'Kunne ikke registrere innmeldingen',
  draftSaved: 'Utkast lagret',
  draftFailed: 'Kunne ikke lagre utkast',
  /** 409: this enrolment is being stored by an earlier press (ours). */
  inProgress: 'Innmeldingen blir allerede sendt inn. Vent litt, og se etter den under Innsendte.',
  /** The medication check found treatments to confirm (ours). */
  confirmMedication: 'Innmeldingen er ikke sendt: bekreft opplysningene om legemiddelbehandling først.',
} as const;

/** Sending without a network (the outbox, DESIGN.md §10). */
export const OFFLINE_TEXT = {
  waiting: 'Venter på nett – innmeldingen sendes automatisk',
  notSent: 'Innmeldingen ble ikke sendt.',
  notRegistered: 'Innmeldingen som ventet på nett, ble ikke registrert.',
  draftKept: 'Utkastet er tatt vare på under Innmeldinger.',
  /** The waiting enrolment was sent while the farmer was elsewhere in the portal, or the app was closed. */
  sentRegistered: 'Innmeldingen som ventet på nett, er sendt. Innmeldingen ble registrert – se den under Innmeldinger, Innsendte.',
  cannotQueue: 'Du er uten nett, og innmeldingen kan ikke lagres på denne enheten. Send den igjen når du har nett.',
} as const;

/** How long the 503 message shows (spec §8: 5 s). */
export const TRY_AGAIN_DURATION_MS = 5000;

/** A failed send's message by status and code (spec §7 "Handling of answers", §8). */
export function sendErrorMessage(error: ApiError): { text: string; durationMs?: number } {
  if (error.code === 'SERVICES_DOWN') return { text: SEND_TEXT.servicesDown };
  if (error.code === 'IDEMPOTENCY_IN_PROGRESS') return { text: SEND_TEXT.inProgress };
  if (error.status === 503) return { text: SEND_TEXT.tryAgainInAMinute, durationMs: TRY_AGAIN_DURATION_MS };
  if (error.status === 422) return { text: SEND_TEXT.invalidInput };
  return { text: SEND_TEXT.failed };
}

/**
 * The blocking notices (spec §2, §6): one per reason of core's refusal rule. Headings are the
 * spec's; the explanations are ours. `kind` picks the notice; the same notices show when the
 * submit answer refuses.
 */
export type BlockingNotice = RefusalReason;

/** The notices' texts live in core beside the rule: the dashboard shows the KSL one too. */
export { REFUSAL_NOTICE_TEXT as NOTICE_TEXT } from '@slakteweb/core';

/** The notices of a refused submit answer (registered false), in a fixed order. */
export function refusalNotices(result: RefusalFlags): BlockingNotice[] {
  return refusalReasons(result);
}

/**
 * Why a group may not be enrolled now (spec §4, §6), or null: the first reason of the rule the
 * server checks again at receipt. The page has already stopped a farm without KSL approval or any
 * animal keeping, and a group the farm does not keep cannot be chosen; so this is the group's
 * restrictions or health-pig status, or a restored draft's group the farm no longer keeps.
 */
export function groupRefusal(keeping: FarmStatus, group: AnimalGroup): BlockingNotice | null {
  return enrolmentRefusal(keeping, group).reasons[0] ?? null;
}
