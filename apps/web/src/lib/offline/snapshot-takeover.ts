/**
 * The element the service worker puts the dashboard the device kept in, before `#root` (which it
 * hides meanwhile): lib/offline/dashboard-snapshot.ts, sw/dashboard-shell.ts. A module of its own,
 * without the device's store: the logged-in frame takes over with it, and writes nothing.
 */
export const SNAPSHOT_ELEMENT_ID = 'dashboard-snapshot';

/**
 * The app has drawn the screen itself: the snapshot goes, and `#root` shows. Until then the app
 * draws into the hidden `#root` (its frame, 'Laster inn' while a screen's files arrive), and the
 * farmer sees the snapshot.
 */
export function takeOverFromSnapshot(): void {
  const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!snapshot) return;
  snapshot.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}
