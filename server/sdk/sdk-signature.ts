import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a server-to-server request (access `sdk` in schemas/api): HMAC-SHA256 with the key's
 * secret, hex, over the method, the path with its query string as requested, the timestamp, the nonce
 * and the SHA-256 (hex) of the body's bytes, joined by newlines. The headers that carry them:
 */
export const SDK_HEADERS = {
  key: 'x-pwa-key',
  timestamp: 'x-pwa-timestamp',
  nonce: 'x-pwa-nonce',
  signature: 'x-pwa-signature',
} as const;

/** How far a request's timestamp (unix seconds) may be from the server's clock, either way. */
export const SDK_WINDOW_SECONDS = 300;

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const TIMESTAMP_PATTERN = /^\d{1,12}$/;
export const APP_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

export interface SignedParts {
  method: string;
  /** The path with its query string, exactly as requested (`request.url`). */
  path: string;
  timestamp: string;
  nonce: string;
  body: Buffer | string;
}

export const bodyHashOf = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

export const stringToSign = ({ method, path, timestamp, nonce, body }: SignedParts) =>
  [method.toUpperCase(), path, timestamp, nonce, bodyHashOf(body)].join('\n');

export const signatureOf = (secret: string, parts: SignedParts) => createHmac('sha256', secret).update(stringToSign(parts)).digest('hex');

/** Compares in constant time; a malformed signature is simply wrong. */
export function signatureHolds(secret: string, parts: SignedParts, signature: string): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signatureOf(secret, parts), 'hex'), Buffer.from(signature, 'hex'));
}

/** Whether a timestamp (unix seconds, as text) lies within the window around `now` (ms). */
export const timestampFresh = (timestamp: string, now: number) =>
  TIMESTAMP_PATTERN.test(timestamp) && Math.abs(Number(timestamp) - Math.floor(now / 1000)) <= SDK_WINDOW_SECONDS;

/** Why a signed request is refused (the envelope's `data.reason`, and the message `sdk.<reason>`). */
export type SdkRefusal = 'headersMissing' | 'unknownKey' | 'disabledKey' | 'staleTimestamp' | 'badSignature' | 'replayed';
