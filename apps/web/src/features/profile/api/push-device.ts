import { noContentSchema, okResponseSchema, pushPublicKeySchema } from '@slakteweb/core';
import { api } from '@/lib/api-client';

/**
 * Push on this device: the browser's push subscription (through the portal's service worker),
 * stored on the server for the logged-in user. Each failure is a PushDeviceError whose message
 * says in words what the farmer can do; the switch shows it.
 */
export class PushDeviceError extends Error {}

export const PUSH_TEXT = {
  unsupported: 'Denne nettleseren kan ikke vise varsler fra portalen. Bruk e-post, eller en annen nettleser.',
  noServiceWorker: 'Varsler på denne enheten er ikke klare ennå. Last inn siden på nytt og prøv igjen.',
  denied: 'Nettleseren har blokkert varsler fra portalen. Tillat varsler i nettleserens innstillinger for denne siden, og prøv igjen.',
  notAllowed: 'Du må tillate varsler når nettleseren spør, for å få varsler på denne enheten.',
  failed: 'Kunne ikke slå på varsler på denne enheten. Prøv igjen senere.',
} as const;

/** The VAPID key as the Push API takes it (base64url → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator) || typeof window.PushManager === 'undefined' || typeof window.Notification === 'undefined') {
    throw new PushDeviceError(PUSH_TEXT.unsupported);
  }
  // `ready` never settles where no service worker is registered: ask first.
  const registered = await navigator.serviceWorker.getRegistration();
  if (!registered) throw new PushDeviceError(PUSH_TEXT.noServiceWorker);
  return navigator.serviceWorker.ready;
}

/** Asks for permission where needed, subscribes this browser and stores the subscription on the server. */
export async function subscribeThisDevice(): Promise<void> {
  const ready = await registration();
  if (Notification.permission === 'denied') throw new PushDeviceError(PUSH_TEXT.denied);
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') throw new PushDeviceError(PUSH_TEXT.notAllowed);
  try {
    const { key } = await api.get('/api/push/public_key', pushPublicKeySchema);
    const subscription =
      (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    const json = subscription.toJSON();
    await api.post('/api/push/subscriptions', okResponseSchema, { json: { endpoint: json.endpoint, keys: json.keys } });
  } catch (error) {
    if (error instanceof PushDeviceError) throw error;
    throw new PushDeviceError(PUSH_TEXT.failed);
  }
}

/** Removes this browser's subscription, here and on the server (other devices keep theirs). */
export async function unsubscribeThisDevice(): Promise<void> {
  const registered = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registered?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/api/push/subscriptions', noContentSchema, { json: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
