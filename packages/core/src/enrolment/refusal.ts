import type { AnimalKeepingStatus, RegisterEnrolmentResult } from '../contracts/enrolment.js';
import { KSL_STATUS } from '../contracts/profile.js';
import type { AnimalGroup } from './calendar.js';

/**
 * Who may enrol a group (spec/enrolment.md §6): the farm needs approved (green) KSL status,
 * animal keeping registered for the group, no restrictions on the group, and for pigs an
 * approved health-pig status where the company checks it. The screen shows a notice for each
 * reason before anything is sent; the server checks again at receipt and answers with the flags.
 */

/** The reasons, in the order their notices show. */
export const REFUSAL_REASONS = ['ksl', 'animalKeeping', 'restrictions', 'healthPig'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * The notice of each reason. Headings are the spec's (enrolment.md §2); the explanations are ours.
 * The enrolment screen shows them, and the dashboard shows the KSL one so a farm learns it first.
 */
export const REFUSAL_NOTICE_TEXT: Record<RefusalReason, { title: string; body: string }> = {
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

/** The flags of the submit answer (registered false when any of them fails). */
export type RefusalFlags = Pick<RegisterEnrolmentResult, 'ksl_ok' | 'has_animal_group' | 'has_restrictions_for_group' | 'helsegris_ok'>;

/** What the rule reads of the farm: GET /api/animal_keeping's answer, or the server's own row. */
export type FarmStatus = Pick<AnimalKeepingStatus, 'pigs' | 'sheep' | 'cattle' | 'restrictions' | 'ksl_status' | 'helsegris_ok' | 'helsegris_check'>;

/** KSL status 1 (green) is approved; unknown (0) and not approved (2) are not. */
export function isKslApproved(kslStatus: number): boolean {
  return kslStatus === KSL_STATUS.approved;
}

/** The reasons the flags give, in notice order; empty when nothing is refused. */
export function refusalReasons(flags: RefusalFlags): RefusalReason[] {
  const reasons: RefusalReason[] = [];
  if (!flags.ksl_ok) reasons.push('ksl');
  if (!flags.has_animal_group) reasons.push('animalKeeping');
  if (flags.has_restrictions_for_group) reasons.push('restrictions');
  if (!flags.helsegris_ok) reasons.push('healthPig');
  return reasons;
}

/** Whether the farm may enrol the group now: the answer's flags and the reasons (none: allowed). */
export function enrolmentRefusal(farm: FarmStatus, group: AnimalGroup): { flags: RefusalFlags; reasons: RefusalReason[] } {
  const flags: RefusalFlags = {
    ksl_ok: isKslApproved(farm.ksl_status),
    has_animal_group: farm[group],
    has_restrictions_for_group: farm.restrictions[group],
    helsegris_ok: group !== 'pigs' || !farm.helsegris_check || farm.helsegris_ok,
  };
  return { flags, reasons: refusalReasons(flags) };
}
