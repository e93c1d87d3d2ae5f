import { z } from 'zod';

/** GET /api/push/public_key → the VAPID public key (base64url) the browser subscribes with. */
export const pushPublicKeySchema = z.object({ key: z.string() });

/** A push service's address: https only (the Push API gives nothing else). */
const endpointSchema = z.url({ protocol: /^https$/, error: 'Ugyldig adresse' }).max(1000);

/** POST /api/push/subscriptions: the browser's PushSubscription as toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of the user's subscriptions to remove. */
export const pushEndpointSchema = z.object({ endpoint: endpointSchema });

/** An answer without a body (204). */
export const noContentSchema = z.unknown();
