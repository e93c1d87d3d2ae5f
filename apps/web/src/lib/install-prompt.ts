import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the portal on the home screen ('beforeinstallprompt', Chrome and
 * other Chromium browsers on Android). The event is kept so the dashboard can make the offer at a
 * calm moment ('Legg til på startskjermen') instead of the browser's own bar. Browsers without
 * the event (iPhone Safari, Firefox) simply never show the hint.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

let listening = false;

/** Starts listening for the offer (once; src/app/pwa registers it after the first paint). */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** Shows the browser's install question; the offer can be used once, whatever the answer. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hasOffer = () => offer !== null;

export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, hasOffer, () => false);
}
