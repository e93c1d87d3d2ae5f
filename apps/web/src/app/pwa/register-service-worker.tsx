import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { listenForInstallOffer } from '@/lib/install-prompt';
import { leaveNoBrokenWorker, watchForFailedUpdate } from './broken-update';
import { UpdatePrompt } from './update-prompt';

/**
 * Registers the service worker (src/sw/sw.ts) after the first paint: the logged-in routes import
 * this module, and the import registers (the call at the end), so the login form's download does
 * not grow (bench/web-bundle.ts).
 * When a new release is installed and waiting, 'Ny versjon – last inn på nytt' appears; a press
 * lets the new worker take over and reloads once it does. A broken release is undone at the next
 * start (broken-update.ts).
 */
export function registerServiceWorker(): void {
  listenForInstallOffer();
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const scriptUrl = `${base}sw.js`;
  const workbox = new Workbox(scriptUrl, { scope: base });
  workbox.addEventListener('waiting', () => {
    showUpdatePrompt(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // A failed registration (private mode, blocked storage) leaves the portal as it was: online
  // only. A release whose worker cannot be had or installed does not keep the old shell beyond
  // this start (broken-update.ts).
  workbox
    .register()
    .then((registration) => registration && watchForFailedUpdate(registration))
    .catch(() =>
      leaveNoBrokenWorker(scriptUrl, { getRegistration: () => navigator.serviceWorker.getRegistration(base), fetch: (url, init) => fetch(url, init) }),
    )
    .catch(() => undefined);
}

let shown = false;

function showUpdatePrompt(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt onReload={onReload} />);
}

registerServiceWorker();
