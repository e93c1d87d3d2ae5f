/**
 * A new Idempotency-Key: 128 random bits as hex. crypto.getRandomValues, not randomUUID, since
 * randomUUID exists only in secure contexts and the portal may be opened over plain http on a
 * farm's local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
