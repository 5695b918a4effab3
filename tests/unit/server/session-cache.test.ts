import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../../server/auth/session-cache';

const FAR = new Date(Date.UTC(2100, 0, 1));

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('session cache', () => {
  it('answers a stored lookup until its time is up, then asks again', () => {
    const time = clock();
    const cache = createSessionCache<string>({ ttlMs: 2000, now: time.now });
    cache.begin()('hash', 'alice', FAR);
    expect(cache.get('hash')).toBe('alice');
    time.advance(1999);
    expect(cache.get('hash')).toBe('alice');
    time.advance(1);
    expect(cache.get('hash')).toBeUndefined();
  });

  it('never answers a session past its own expiry', () => {
    const time = clock();
    const cache = createSessionCache<string>({ ttlMs: 60_000, now: time.now });
    cache.begin()('hash', 'alice', new Date(time.now() + 500));
    expect(cache.get('hash')).toBe('alice');
    time.advance(500);
    expect(cache.get('hash')).toBeUndefined();
  });

  it('forgets everything at once, and keeps no answer of a lookup that began before', () => {
    const cache = createSessionCache<string>({ ttlMs: 60_000 });
    cache.begin()('a', 'alice', FAR);
    const lateStore = cache.begin();
    const mark = cache.mark();
    cache.forgetAll();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.forgottenSince(mark)).toBe(true);
    lateStore('b', 'bob (read before the change)', FAR);
    expect(cache.get('b')).toBeUndefined();
    cache.begin()('b', 'bob', FAR);
    expect(cache.get('b')).toBe('bob');
    expect(cache.forgottenSince(cache.mark())).toBe(false);
  });

  it('stores nothing when turned off (time 0)', () => {
    const cache = createSessionCache<string>({ ttlMs: 0 });
    cache.begin()('a', 'alice', FAR);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const name of ['a', 'b', 'c']) cache.begin()(name, name, FAR);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['b', 'c']);
  });
});
