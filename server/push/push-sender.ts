import http from 'node:http';
import https from 'node:https';
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
/** Connections kept open per push service (a batch is sent concurrently). */
const SOCKETS_PER_SERVICE = 64;

/** One POST on a kept-alive connection; answers the status code, 0 when the service could not be reached. */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  agents: { http: http.Agent; https: https.Agent },
): Promise<number> {
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      url,
      { method: 'POST', headers, agent: secure ? agents.https : agents.http, timeout: SEND_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * The sender over `web-push`: the library encrypts each message for its subscription (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292) of each push service, once an hour rather than per
 * message; the request goes out on a kept-alive connection. Endpoints outside `hosts` are never
 * contacted (answered 0).
 */
export function createWebPushSender(keys: () => Promise<VapidKeys>, subject: string, hosts: readonly string[]): PushSender {
  const signed = new Map<string, { header: string; until: number }>();
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SERVICE }),
    https: new https.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SERVICE }),
  };
  async function authorization(audience: string): Promise<string> {
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
      const url = new URL(target.endpoint);
      const { cipherText } = webPush.encrypt(target.p256dh, target.auth, payload, 'aes128gcm');
      return post(
        url,
        {
          TTL: TTL_SECONDS,
          Urgency: 'normal',
          'Content-Type': 'application/octet-stream',
          'Content-Encoding': 'aes128gcm',
          'Content-Length': cipherText.length,
          Authorization: await authorization(url.origin),
        },
        cipherText,
        agents,
      );
    },
  };
}
