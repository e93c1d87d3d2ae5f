/**
 * A broken release must not keep a farmer on the old app for more than one start (DESIGN.md §10).
 * A new release normally installs its service worker in the background and takes over at the next
 * start ('Ny versjon – last inn på nytt' meanwhile). But a release whose worker cannot install (a
 * file of its precache list missing, a script that throws) or whose worker script is missing
 * would leave the old worker serving the old shell from its cache at every start. Then the worker
 * is unregistered: the next start comes from the network, as the release is, and registers again.
 */

/** Unregisters the worker when a new one starts installing and fails before it is installed. */
export function watchForFailedUpdate(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    let installed = false;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant') {
        if (!installed) void registration.unregister();
      } else if (worker.state !== 'installing' && worker.state !== 'parsed') {
        installed = true;
      }
    });
  };
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

interface WorkerCheck {
  getRegistration: () => Promise<Pick<ServiceWorkerRegistration, 'unregister'> | undefined>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * The registration (or the browser's check for a new worker) failed: if the server answers, its
 * worker script is missing or broken, and the old worker goes. Without a network it stays: that is
 * what lets the portal start offline.
 */
export async function leaveNoBrokenWorker(scriptUrl: string, check: WorkerCheck): Promise<void> {
  const serverAnswered = await check.fetch(scriptUrl, { cache: 'no-store' }).then(
    () => true,
    () => false,
  );
  if (!serverAnswered) return;
  const registration = await check.getRegistration();
  await registration?.unregister();
}
