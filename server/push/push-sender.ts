import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** Where one push goes: a subscription's endpoint and the browser's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one encrypted message; answers the push service's HTTP status, 0 when it could not be reached. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<number>;
}

/**
 * Whether a subscription's endpoint names an allowed push service (PUSH_SERVICE_HOSTS): an https
 * endpoint on a listed host or under a `*.` suffix, or any endpoint of a listed exact origin.
 */
export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => {
    if (allowed.includes('://')) return url.origin === allowed.replace(/\/+$/, '');
    if (url.protocol !== 'https:') return false;
    if (allowed.startsWith('*.')) return host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1;
    return host === allowed;
  });
}

const SEND_TIMEOUT_MS = 20_000;
/** A push service keeps an undelivered message this long (seconds) for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
/** The VAPID signature of one push service is reused this long (it is valid for 12 hours). */
const VAPID_REUSE_MS = 60 * 60 * 1000;

/**
 * The sender over `web-push` (RFC 8291 encryption, RFC 8292 VAPID signature) and fetch: the library
 * makes the request, fetch sends it. A push service's VAPID header is signed once an hour, not per
 * message. Endpoints outside `hosts` are never contacted (answered 0).
 */
export function createWebPushSender(keys: () => Promise<VapidKeys>, subject: string, hosts: readonly string[]): PushSender {
  const signed = new Map<string, { header: string; until: number }>();
  async function authorization(endpoint: string): Promise<string> {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = signed.get(audience);
    if (kept && kept.until > now) return kept.header;
    const { publicKey, privateKey } = await keys();
    const headers = webPush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm');
    signed.set(audience, { header: headers.Authorization, until: now + VAPID_REUSE_MS });
    return headers.Authorization;
  }
  return {
    async send(target, payload) {
      if (!isAllowedEndpoint(target.endpoint, hosts)) return 0;
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          headers: { Authorization: await authorization(target.endpoint) },
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) if (name !== 'Content-Length') headers[name] = String(value);
      try {
        const response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: new Uint8Array(details.body),
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        return response.status;
      } catch {
        return 0;
      }
    },
  };
}
