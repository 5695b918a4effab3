/**
 * A new random key for the `Idempotency-Key` header. `crypto.randomUUID` exists only in secure contexts
 * (HTTPS or localhost); a console served over plain HTTP on an address makes one from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
