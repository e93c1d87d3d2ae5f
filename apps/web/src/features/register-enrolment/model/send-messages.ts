import type { AnimalGroup, AnimalKeepingStatus, RegisterEnrolmentResult } from '@slakteweb/core';
import type { ApiError } from '@/lib/api-error';

/** Texts of sending and drafts, word for word from spec/enrolment.md §4 and §8. */
export const SEND_TEXT = {
  sendingSlaughter: 'Kontrollerer for sykdommer og sender inn...',
  sendingTrade: 'Sender inn...',
  registered: 'Innmeldingen ble registrert',
  noLongerValid: 'Innmeldingen er ikke lenger gyldig.',
  tryAgainInAMinute: 'Kunne ikke registrere innmeldingen akkuratt nå. Vennligst prøv igjen om en liten stund.',
  invalidInput: 'Et eller flere av feltene inneholder ugyldig data. Kontroller feltene og forsøk på nytt.',
  servicesDown: 'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.',
  failed: 'Kunne ikke registrere innmeldingen',
  draftSaved: 'Utkast lagret',
  draftFailed: 'Kunne ikke lagre utkast',
} as const;

/** How long the 503 message shows (spec §8: 5 s). */
export const TRY_AGAIN_DURATION_MS = 5000;

/** A failed send's message by status and code (spec §7 "Handling of answers", §8). */
export function sendErrorMessage(error: ApiError): { text: string; durationMs?: number } {
  if (error.code === 'SERVICES_DOWN') return { text: SEND_TEXT.servicesDown };
  if (error.status === 503) return { text: SEND_TEXT.tryAgainInAMinute, durationMs: TRY_AGAIN_DURATION_MS };
  if (error.status === 422) return { text: SEND_TEXT.invalidInput };
  return { text: SEND_TEXT.failed };
}

/**
 * The blocking notices (spec §2, §6). Headings are the spec's; the explanations are ours.
 * `kind` picks the notice; the same notices show when the submit answer refuses.
 */
export type BlockingNotice = 'ksl' | 'animalKeeping' | 'restrictions' | 'healthPig';

export const NOTICE_TEXT: Record<BlockingNotice, { title: string; body: string }> = {
  ksl: {
    title: 'Ikke godkjent KSL-status',
    body: 'Gården har ikke godkjent KSL-status, og dyr kan ikke meldes inn før den er godkjent. Ta kontakt med oss hvis du mener dette er feil.',
  },
  animalKeeping: {
    title: 'Manglende dyrehold',
    body: 'Gården har ikke registrert dyrehold for denne dyregruppen i produsentregisteret. Ta kontakt med oss for å få det registrert.',
  },
  restrictions: {
    title: 'Restriksjoner',
    body: 'Det er restriksjoner på denne dyregruppen for gården, og dyrene kan ikke meldes inn nå. Ta kontakt med oss for mer informasjon.',
  },
  healthPig: {
    title: 'Ikke godkjent helsegrisstatus',
    body: 'Gården har ikke godkjent helsegrisstatus, og gris kan ikke meldes inn før den er godkjent. Ta kontakt med oss hvis du mener dette er feil.',
  },
};

/** The notices of a refused submit answer (registered false). */
export function refusalNotices(result: RegisterEnrolmentResult): BlockingNotice[] {
  const notices: BlockingNotice[] = [];
  if (!result.ksl_ok) notices.push('ksl');
  if (!result.has_animal_group) notices.push('animalKeeping');
  if (result.has_restrictions_for_group) notices.push('restrictions');
  if (!result.helsegris_ok) notices.push('healthPig');
  return notices;
}

/** Why a group may not be enrolled now (spec §4, §6), or null. */
export function groupRefusal(keeping: AnimalKeepingStatus, group: AnimalGroup): BlockingNotice | null {
  if (keeping.restrictions[group]) return 'restrictions';
  if (group === 'pigs' && keeping.helsegris_check && !keeping.helsegris_ok) return 'healthPig';
  return null;
}
