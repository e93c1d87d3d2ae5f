import { deleteCopy, readRecord, writeRecord } from './offline-store';

export { SNAPSHOT_ELEMENT_ID } from './snapshot-takeover';

/**
 * What the device keeps of the dashboard as it was last drawn from the server's answers: its
 * markup, served by the service worker inside dashboard.html at the next start (sw/dashboard-shell.ts),
 * so the farmer sees the dashboard before the app's script has run. Shown only under the tag of the
 * logged-in marker it was drawn under (lib/logged-in-cookie.ts): a new login, staff starting or
 * ending to see the portal as a farmer, and a person choosing another farm each draw a new tag,
 * so it is never shown for anyone else. Kept beside the offline copies, and cleared with them.
 */
export interface DashboardSnapshot {
  /** The logged-in marker's tag when it was drawn. */
  tag: string;
  /** The acting user and farm (owner.ts). */
  owner: string;
  savedAt: number;
  /** The build that drew it: another build's markup may not fit its style sheets. */
  version: string;
  /** `#root`'s markup, dialogs left out and controls inert (snapshotMarkup). */
  html: string;
}

const SNAPSHOT_KEY = 'dashboard-snapshot';
/** Larger is left unkept: the start it speeds up would wait for its download from the device. */
export const SNAPSHOT_MAX_CHARS = 200_000;

export function readSnapshot(): Promise<DashboardSnapshot | undefined> {
  return readRecord<DashboardSnapshot>(SNAPSHOT_KEY);
}

export function writeSnapshot(snapshot: DashboardSnapshot): Promise<void> {
  return writeRecord(SNAPSHOT_KEY, snapshot);
}

export function deleteSnapshot(): Promise<void> {
  return deleteCopy(SNAPSHOT_KEY);
}

const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog';
/** What a press would act on: out of reach until the app runs. Plain links work as links. */
const CONTROLS = 'button, input, select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="tab"], [role="menuitem"]';

/**
 * The markup to keep of `root`, or null when it is too large. Dialogs are left out (the prognosis
 * dialog that opens by itself, a confirmation): the page they belong to is what is kept. Every
 * control is made inert, since nothing could answer a press before the app's script runs; links
 * stay links.
 */
export function snapshotMarkup(root: HTMLElement): string | null {
  const clone = root.cloneNode(true) as HTMLElement;
  clone.querySelectorAll(DIALOGS).forEach((dialog) => dialog.remove());
  clone.querySelectorAll(CONTROLS).forEach((control) => control.setAttribute('inert', ''));
  const html = clone.innerHTML;
  return html.length > SNAPSHOT_MAX_CHARS ? null : html;
}
