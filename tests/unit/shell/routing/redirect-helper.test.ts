import { describe, expect, it } from 'vitest';
import { buildRedirectPath, resolveRedirectTarget } from '@/router/redirect/redirect-path';

const byName = (name: string) => ({ NoticeDetails: '/notice/details/:id' })[name];

describe('the internal redirect helper', () => {
  it('encodes the target path, keeping query and hash', () => {
    expect(buildRedirectPath({ pathname: '/channel/index', search: '?page=2', hash: '#top' })).toBe(
      '/redirect/%2Fchannel%2Findex/path?page=2#top',
    );
  });

  it('returns by name with the original params when the route has params', () => {
    const path = buildRedirectPath({ pathname: '/notice/details/7', name: 'NoticeDetails', params: { id: '7' } });
    expect(path).toBe(`/redirect/NoticeDetails/name/${encodeURIComponent('{"id":"7"}')}`);
  });

  it('goes back to the path, or to the named route with its params', () => {
    expect(resolveRedirectTarget({ path: '/channel/index', _redirect_type: 'path' }, { search: '?page=2', hash: '#top' }, byName)).toBe(
      '/channel/index?page=2#top',
    );
    expect(resolveRedirectTarget({ path: 'channel/index' }, {}, byName)).toBe('/channel/index');
    expect(resolveRedirectTarget({ path: 'NoticeDetails', _redirect_type: 'name', _origin_params: '{"id":"7"}' }, {}, byName)).toBe(
      '/notice/details/7',
    );
  });

  it('refuses targets that are not pages of this site, unknown names and broken params', () => {
    expect(resolveRedirectTarget({ path: '//evil.example/x', _redirect_type: 'path' }, {}, byName)).toBeUndefined();
    expect(resolveRedirectTarget({ path: 'Nope', _redirect_type: 'name' }, {}, byName)).toBeUndefined();
    expect(resolveRedirectTarget({ path: 'NoticeDetails', _redirect_type: 'name', _origin_params: '{bad' }, {}, byName)).toBeUndefined();
    expect(resolveRedirectTarget({ path: '/x', _redirect_type: 'other' }, {}, byName)).toBeUndefined();
    expect(resolveRedirectTarget({}, {}, byName)).toBeUndefined();
  });

  it('round-trips what it builds', () => {
    const built = buildRedirectPath({ pathname: '/app/index', search: '?q=a%20b' });
    const [, , encoded, type] = new URL(built, 'http://x').pathname.split('/');
    expect(resolveRedirectTarget({ path: decodeURIComponent(encoded!), _redirect_type: type }, { search: '?q=a%20b' }, byName)).toBe(
      '/app/index?q=a%20b',
    );
  });
});
