import { loggedInTag, renewLoggedInCookie } from './logged-in-tag';
import { safeLocalStorage } from './storage';

/**
 * The farm a person with access to several farms chose to act for, as far as the device needs
 * it: what it keeps offline (the screens' copies, a waiting enrolment) is kept per farm
 * (offline/owner.ts). Bound to the login's tag (logged-in-cookie.ts): a new login draws a new
 * tag, so it starts from the farm the server chooses, whatever an earlier login chose here.
 */
const ACTING_FARM_KEY = 'slakteweb_acting_farm';

/** After the server has taken the choice: a new tag, under which nothing of the farm before is shown. */
export function chooseActingFarm(supplierNo: string): void {
  renewLoggedInCookie();
  safeLocalStorage.set(ACTING_FARM_KEY, JSON.stringify({ tag: loggedInTag(), farm: supplierNo }));
}

/** The farm chosen in this login, or null when none was (the server's choice at login). */
export function actingFarm(): string | null {
  let kept: unknown;
  try {
    kept = JSON.parse(safeLocalStorage.get(ACTING_FARM_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof kept !== 'object' || kept === null || !('tag' in kept) || !('farm' in kept)) return null;
  const tag = loggedInTag();
  return tag !== null && kept.tag === tag && typeof kept.farm === 'string' ? kept.farm : null;
}
