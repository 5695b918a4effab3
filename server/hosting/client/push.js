// Web push on the hosted pages: subscribing (only ever from a user's tap, or silently when permission
// was granted before) and reporting the subscription with the device id. Plain JavaScript served as is.

export const KEY_PATH = '/api/v1/hosted/push_key';
export const SUBSCRIPTION_PATH = '/api/v1/hosted/push_subscription';

/** Whether this browser can take push messages at all. */
export const pushSupported = (win) => 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The report of a device's push permission: subscribed with its subscription, unsubscribed or denied. */
export function subscriptionBody({ appId, deviceId, state, subscription }) {
  const body = { app_id: appId, device_id: deviceId, state };
  if (state === 'subscribed' && subscription) {
    const json = typeof subscription.toJSON === 'function' ? subscription.toJSON() : subscription;
    body.subscription = { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  }
  return body;
}

const post = (fetchFn, body) =>
  fetchFn(SUBSCRIPTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).then(
    (response) => response.ok,
    () => false,
  );

/** The registration's subscription, made with the server's key when there is none yet. */
async function subscriptionOf(registration, fetchFn) {
  const kept = await registration.pushManager.getSubscription();
  if (kept) return kept;
  const answer = await (await fetchFn(KEY_PATH, { credentials: 'omit' })).json();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(answer.data.public_key) });
}

/**
 * Brings the server up to this device's permission without asking anything: granted → its
 * subscription (made if missing) is reported; denied → reported once. `default` reports nothing.
 */
export async function syncPush({ win, fetchFn, appId, deviceId, storage }) {
  if (!pushSupported(win)) return 'unsupported';
  const permission = win.Notification.permission;
  if (permission === 'granted') {
    const registration = await win.navigator.serviceWorker.ready;
    const subscription = await subscriptionOf(registration, fetchFn);
    await post(fetchFn, subscriptionBody({ appId, deviceId, state: 'subscribed', subscription }));
  } else if (permission === 'denied' && storage.get(`pwa.push.${appId}`) !== 'denied') {
    storage.set(`pwa.push.${appId}`, 'denied');
    await post(fetchFn, subscriptionBody({ appId, deviceId, state: 'denied' }));
  }
  return permission;
}

/** After the user's tap: asks for permission, then reports what it gave (the subscription, or denied). */
export async function askPush(options) {
  if (!pushSupported(options.win)) return 'unsupported';
  await options.win.Notification.requestPermission();
  return syncPush(options);
}
