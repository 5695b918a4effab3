import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../../../server/hosting/client/funnel.js';
import { askPush, keyBytes, subscriptionBody, syncPush, SUBSCRIPTION_PATH, type PushOptions } from '../../../server/hosting/client/push.js';

const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256)).toString('base64url');
const SUBSCRIPTION = { endpoint: 'https://push.example.test/abc', keys: { p256dh: 'p256', auth: 'auth' } };

/** A browser with push whose permission is `permission`; `requestPermission` answers `answer`. */
function browser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const state = { permission, subscription: undefined as unknown };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(state.subscription ?? null)),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      state.subscription = { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, options };
      return Promise.resolve(state.subscription);
    }),
  };
  const Notification = {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(() => {
      state.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  const posted: unknown[] = [];
  const fetchFn = vi.fn((url: string, init?: RequestInit) => {
    if (url === SUBSCRIPTION_PATH) posted.push(JSON.parse(String(init?.body)));
    return Promise.resolve(new Response(JSON.stringify({ code: 0, data: { public_key: KEY } })));
  });
  const kept = new Map<string, string>();
  const options = {
    win: { navigator: { serviceWorker: { ready: Promise.resolve({ pushManager }) } }, PushManager: {}, Notification },
    fetchFn,
    appId: 'shop01',
    deviceId: 'device-0000000001',
    storage: safeStorage(() => ({
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    })),
  } as unknown as PushOptions;
  return { options, posted, pushManager, Notification };
}

describe('hosted push client', () => {
  it('turns the base64url key into the bytes applicationServerKey takes', () => {
    expect(Buffer.from(keyBytes(KEY)).toString('base64url')).toBe(KEY);
  });

  it('reports a subscription with the device, and other states without one', () => {
    expect(subscriptionBody({ appId: 'a1', deviceId: 'd1', state: 'subscribed', subscription: { toJSON: () => SUBSCRIPTION } })).toEqual({
      app_id: 'a1',
      device_id: 'd1',
      state: 'subscribed',
      subscription: SUBSCRIPTION,
    });
    expect(subscriptionBody({ appId: 'a1', deviceId: 'd1', state: 'denied' })).toEqual({ app_id: 'a1', device_id: 'd1', state: 'denied' });
  });

  it('asks nothing and reports nothing while the permission is undecided', async () => {
    const { options, posted, Notification } = browser('default');
    expect(await syncPush(options)).toBe('default');
    expect(posted).toEqual([]);
    expect(Notification.requestPermission).not.toHaveBeenCalled();
  });

  it('after the tap: subscribes with the server key and reports the subscription', async () => {
    const { options, posted, pushManager } = browser('default');
    expect(await askPush(options)).toBe('granted');
    expect(Buffer.from(pushManager.subscribe.mock.calls[0]![0].applicationServerKey).toString('base64url')).toBe(KEY);
    expect(posted).toEqual([{ app_id: 'shop01', device_id: 'device-0000000001', state: 'subscribed', subscription: SUBSCRIPTION }]);
    // Later syncs (the launcher) reuse the subscription.
    await syncPush(options);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(posted).toHaveLength(2);
  });

  it('reports a denied permission once', async () => {
    const { options, posted } = browser('default', 'denied');
    await askPush(options);
    await syncPush(options);
    expect(posted).toEqual([{ app_id: 'shop01', device_id: 'device-0000000001', state: 'denied' }]);
  });
});
