import { isEndImpersonation } from '@slakteweb/core';
import { clearImpersonation, setImpersonation } from '@/lib/impersonation';
import { renewLoggedInCookie } from '@/lib/logged-in-tag';
import { toast } from '@/lib/toast';

/** The page reloads this long after impersonation starts or ends, so the toast can be read. */
export const IMPERSONATION_RELOAD_DELAY_MS = 2000;

export type ImpersonationOutcome = { kind: 'ignored' } | { kind: 'ended' } | { kind: 'started'; username: string };

/**
 * The impersonation prompt's rules (spec §4, §5): empty input is ignored; 'avslutt' in any case
 * ends impersonation; anything else is the username to see the portal as.
 */
export function applyImpersonationInput(input: string): ImpersonationOutcome {
  const value = input.trim();
  if (value === '') return { kind: 'ignored' };
  if (isEndImpersonation(value)) return endImpersonation();
  setImpersonation(value);
  // Another farm is seen: nothing the device kept of the dashboard before is shown for it.
  renewLoggedInCookie();
  return { kind: 'started', username: value };
}

/** The end button's way: the same as typing 'avslutt'. */
export function endImpersonation(): ImpersonationOutcome {
  clearImpersonation();
  renewLoggedInCookie();
  return { kind: 'ended' };
}

/**
 * Tell the user and reload: every screen then loads again as the chosen user (or as
 * themselves). `reload` is replaceable for tests.
 */
export function announceAndReload(outcome: ImpersonationOutcome, reload: () => void = () => window.location.reload()): void {
  if (outcome.kind === 'ignored') return;
  toast.info(
    outcome.kind === 'started'
      ? `Du ser nå portalen som ${outcome.username}. Siden lastes inn på nytt ...`
      : 'Du ser portalen som deg selv igjen. Siden lastes inn på nytt ...',
    { durationMs: IMPERSONATION_RELOAD_DELAY_MS + 1000 },
  );
  setTimeout(reload, IMPERSONATION_RELOAD_DELAY_MS);
}
