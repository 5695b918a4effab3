import { describe, expect, it } from 'vitest';
import { parse, stringify } from '@/utils/http/shims/qs-lite';

const umiStringify = (value: unknown) => stringify(value, { arrayFormat: 'repeat', strictNullHandling: true } as object);

describe('qs-lite, the stand-in for qs inside umi-request', () => {
  it('writes query strings the way umi-request asks qs to', () => {
    expect(umiStringify({ page: 2, name: 'a b&c', ok: true })).toBe('page=2&name=a%20b%26c&ok=true');
    expect(umiStringify({ ids: [1, 2, 3] })).toBe('ids=1&ids=2&ids=3');
    expect(umiStringify({ empty: null, gone: undefined, blank: '' })).toBe('empty&blank=');
    expect(umiStringify({ filter: { status: 1, app: 'x' } })).toBe('filter%5Bstatus%5D=1&filter%5Bapp%5D=x');
    expect(umiStringify({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('at=2024-01-02T03%3A04%3A05.000Z');
    expect(umiStringify({ q: "it's (ok)*!" })).toBe('q=it%27s%20%28ok%29%2A%21');
    expect(umiStringify({ 名: '值' })).toBe('%E5%90%8D=%E5%80%BC');
  });

  it('reads query strings back', () => {
    expect(parse('a=1&b=x%20y&a=2&flag', { strictNullHandling: true })).toEqual({ a: ['1', '2'], b: 'x y', flag: null });
    expect(parse('?flag')).toEqual({ flag: '' });
  });
});
