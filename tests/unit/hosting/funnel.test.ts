import { describe, expect, it, vi } from 'vitest';
import {
  attributedChannel,
  channelKeyOf,
  DEVICE_KEY,
  deviceIdOf,
  eventBody,
  EVENT_PATH,
  installKindOf,
  isDeviceId,
  newDeviceId,
  safeStorage,
  sendStep,
  takeOnce,
  type SafeStorage,
} from '../../../server/hosting/client/funnel.js';

function memoryStorage(): SafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
}

const bytes = (fill: number) => (count: number) => new Uint8Array(count).fill(fill);

describe('hosted page funnel logic', () => {
  it('makes a 32-character device id the ingestion accepts, once per device', () => {
    const id = newDeviceId((count) => crypto.getRandomValues(new Uint8Array(count)));
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(isDeviceId(id)).toBe(true);
    // Every byte value maps into the alphabet (6 bits), the last ones included.
    expect(newDeviceId(bytes(255))).toBe('-'.repeat(32));

    const storage = memoryStorage();
    const first = deviceIdOf(storage, bytes(1));
    expect(storage.data.get(DEVICE_KEY)).toBe(first);
    expect(deviceIdOf(storage, bytes(2))).toBe(first);
  });

  it('replaces a stored device id that the contract would refuse', () => {
    const storage = memoryStorage();
    storage.set(DEVICE_KEY, 'short');
    expect(deviceIdOf(storage, bytes(3))).toBe('D'.repeat(32));
    expect(isDeviceId('x'.repeat(65))).toBe(false);
    expect(isDeviceId('has space in it 123')).toBe(false);
  });

  it('takes the device id the page was served with (its install token names it) and keeps it, over a stored one', () => {
    const storage = memoryStorage();
    deviceIdOf(storage, bytes(1));
    const served = 'S'.repeat(32);
    expect(deviceIdOf(storage, bytes(2), served)).toBe(served);
    expect(deviceIdOf(storage, bytes(3))).toBe(served);
    // A malformed one from the page is ignored.
    expect(deviceIdOf(storage, bytes(4), 'bad id')).toBe(served);
  });

  it("sends the page's install token with each step when it has one", () => {
    expect(eventBody({ appId: 'a1', deviceId: 'd'.repeat(20), step: 'installed', token: 'abc.def' })).toEqual({
      app_id: 'a1',
      device_id: 'd'.repeat(20),
      step: 'installed',
      token: 'abc.def',
    });
  });

  it('attributes the visitor to ?c= and remembers it per app until another link says otherwise', () => {
    const storage = memoryStorage();
    expect(attributedChannel(storage, 'app1', '?c=FB2024&x=1')).toBe('FB2024');
    expect(storage.data.get(channelKeyOf('app1'))).toBe('FB2024');
    expect(attributedChannel(storage, 'app1', '')).toBe('FB2024');
    expect(attributedChannel(storage, 'app2', '')).toBeUndefined();
    expect(attributedChannel(storage, 'app1', '?c=TikTok_1')).toBe('TikTok_1');
    // A malformed code is not an attribution, and does not erase the remembered one.
    expect(attributedChannel(storage, 'app1', '?c=%3Cscript%3E')).toBe('TikTok_1');
    expect(attributedChannel(storage, 'app1', '?c=ab')).toBe('TikTok_1');
  });

  it('builds the contract body of each step, with the channel only when there is one', () => {
    expect(eventBody({ appId: 'a1', deviceId: 'd'.repeat(20), step: 'visit' })).toEqual({
      app_id: 'a1',
      device_id: 'd'.repeat(20),
      step: 'visit',
    });
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } };
    expect(eventBody({ appId: 'a1', deviceId: 'd'.repeat(20), step: 'installed', channel: 'C1x', subscription })).toEqual({
      app_id: 'a1',
      device_id: 'd'.repeat(20),
      step: 'installed',
      channel: 'C1x',
      push_subscription: subscription,
    });
    expect(() => eventBody({ appId: 'a1', deviceId: 'd'.repeat(20), step: 'bought' as 'visit' })).toThrow(/unknown funnel step/);
  });

  it('posts a step to the origin it was served from and never throws', async () => {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 200 }));
    const body = eventBody({ appId: 'a1', deviceId: 'd'.repeat(20), step: 'click', channel: 'C1x' });
    expect(await sendStep(fetchFn, body)).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith(EVENT_PATH, expect.objectContaining({ method: 'POST', keepalive: true }));
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(EVENT_PATH).toBe('/api/v1/hosted/event');

    expect(await sendStep(async () => Promise.reject(new TypeError('offline')), body)).toBe(false);
    expect(await sendStep(async () => new Response('', { status: 429 }), body)).toBe(false);
  });

  it('takes a flag once per device', () => {
    const storage = memoryStorage();
    expect(takeOnce(storage, 'pwa.standalone.a1')).toBe(true);
    expect(takeOnce(storage, 'pwa.standalone.a1')).toBe(false);
    expect(takeOnce(storage, 'pwa.standalone.a2')).toBe(true);
  });

  it('picks the install flow per platform', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    expect(installKindOf({ userAgent: android, maxTouchPoints: 5, hasPrompt: true })).toBe('prompt');
    expect(installKindOf({ userAgent: iphone, maxTouchPoints: 5, hasPrompt: false })).toBe('ios');
    expect(installKindOf({ userAgent: ipad, maxTouchPoints: 5, hasPrompt: false })).toBe('ios');
    expect(installKindOf({ userAgent: ipad, maxTouchPoints: 0, hasPrompt: false })).toBe('manual');
    expect(installKindOf({ userAgent: android, maxTouchPoints: 5, hasPrompt: false })).toBe('manual');
  });

  it('keeps working when storage is blocked', () => {
    const blocked = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(blocked.get('x')).toBeUndefined();
    expect(() => blocked.set('x', '1')).not.toThrow();
    const throwing = safeStorage(() => ({
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    }));
    expect(throwing.get('x')).toBeUndefined();
    expect(() => throwing.set('x', '1')).not.toThrow();
    expect(deviceIdOf(blocked, bytes(4))).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
