/**
 * Whether the farmer closed the prognosis popup in this browser tab's session: then it does not
 * open by itself again until the tab is closed (spec §4: closing it does not nag). sessionStorage
 * never throws here: where storage is refused the popup simply may open again.
 */
const CLOSED_KEY = 'slakteweb_prognosis_popup_closed';

export function popupClosedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberPopupClosed(): void {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Not remembered: the popup may open again on the next page load.
  }
}
