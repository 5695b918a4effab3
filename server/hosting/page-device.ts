import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that keeps a visitor's device id on a hosted site, so the page's install token can name it. */
export const DEVICE_COOKIE = 'pwa_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

/** 32 characters of the hosted page's device-id alphabet, as funnel.js makes them. */
const newDeviceId = () => randomBytes(24).toString('base64url');

export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const mark = part.indexOf('=');
    if (mark > 0 && part.slice(0, mark).trim() === name) return part.slice(mark + 1).trim();
  }
  return undefined;
}

/**
 * The device id of this visitor on the site below `base`: the cookie's, else a new one set in the cookie.
 * The server picks it (not the page) because the page's install token is signed for it when the page is served.
 */
export function pageDeviceOf(request: FastifyRequest, reply: FastifyReply, base: string): string {
  const kept = cookieOf(request.headers.cookie, DEVICE_COOKIE);
  if (kept && DEVICE_ID.test(kept)) return kept;
  const made = newDeviceId();
  reply.header(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${made}; Path=${base || ''}/; Max-Age=${TWO_YEARS_SECONDS}; SameSite=Lax; HttpOnly${request.protocol === 'https' ? '; Secure' : ''}`,
  );
  return made;
}
