// The hosted page's pure logic (no DOM): device id, channel attribution, funnel requests.
// Plain JavaScript served as is (no build step); tests/unit/hosting/funnel.test.ts covers it.

/** The funnel steps of the ingestion contract (`POST /api/v1/hosted/event`). */
export const STEPS = ['visit', 'prompt', 'click', 'accepted', 'dismissed', 'installed', 'standalone'];
export const EVENT_PATH = '/api/v1/hosted/event';
export const DEVICE_KEY = 'pwa.device';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const CHANNEL_CODE = /^[A-Za-z0-9_-]{3,32}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Storage that never throws (Safari's private mode and blocked storage do): reads undefined, drops writes. */
export function safeStorage(getStorage) {
  let storage;
  try {
    storage = getStorage();
  } catch {
    storage = undefined;
  }
  return {
    get(key) {
      try {
        return storage?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // storage full or blocked: the value lives for this page only
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // as above
      }
    },
  };
}

export const isDeviceId = (value) => typeof value === 'string' && DEVICE_ID.test(value);

/** 32 characters of the URL-safe alphabet from 32 random bytes (6 bits each, no bias). */
export function newDeviceId(randomBytes) {
  return Array.from(randomBytes(32), (byte) => ALPHABET[byte & 63]).join('');
}

/**
 * The device id the page was served with (its install token names it, ARCHITECTURE.md "Install
 * verification"), else the one kept in storage, made on the first visit (and again if unusable).
 */
export function deviceIdOf(storage, randomBytes, served) {
  if (isDeviceId(served)) {
    storage.set(DEVICE_KEY, served);
    return served;
  }
  const kept = storage.get(DEVICE_KEY);
  if (isDeviceId(kept)) return kept;
  const made = newDeviceId(randomBytes);
  storage.set(DEVICE_KEY, made);
  return made;
}

/** `?c=<channel code>` of a query string, when it is a well-formed code. */
export function channelOfQuery(search) {
  const code = new URLSearchParams(search).get('c');
  return code && CHANNEL_CODE.test(code) ? code : undefined;
}

export const channelKeyOf = (appId) => `pwa.channel.${appId}`;

/**
 * The channel the visitor is attributed to: the link's `?c=` (remembered, replacing an older one), or
 * the one remembered from an earlier visit, so it survives to the install and the first standalone open.
 */
export function attributedChannel(storage, appId, search) {
  const fresh = channelOfQuery(search);
  if (fresh) {
    storage.set(channelKeyOf(appId), fresh);
    return fresh;
  }
  const kept = storage.get(channelKeyOf(appId));
  return kept && CHANNEL_CODE.test(kept) ? kept : undefined;
}

/** The request body of one funnel step. */
export function eventBody({ appId, deviceId, step, channel, subscription, token }) {
  if (!STEPS.includes(step)) throw new Error(`unknown funnel step ${step}`);
  const body = { app_id: appId, device_id: deviceId, step };
  if (channel) body.channel = channel;
  if (token) body.token = token;
  if (subscription) body.push_subscription = subscription;
  return body;
}

/** Sends one step on the page's own origin; survives leaving the page (keepalive) and never throws. */
export function sendStep(fetchFn, body) {
  return fetchFn(EVENT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).then(
    (response) => response.ok,
    () => false,
  );
}

/** True the first time a flag is taken on this device (the first standalone open, …). */
export function takeOnce(storage, key) {
  if (storage.get(key) === '1') return false;
  storage.set(key, '1');
  return true;
}

/**
 * How the install button works here: `prompt` where Chromium offers beforeinstallprompt, `ios` on
 * iPhone and iPad (Add to Home Screen by hand, iPadOS reports itself as a Mac with touch), else
 * `manual` (the browser's own menu).
 */
export function installKindOf({ userAgent, maxTouchPoints, hasPrompt }) {
  if (hasPrompt) return 'prompt';
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios ? 'ios' : 'manual';
}
