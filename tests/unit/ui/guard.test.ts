import { describe, expect, it } from 'vitest';
import { resolveAuthRedirect } from '@/router/guard/auth-guard';
import { safeRedirectTarget } from '@/router/guard/safe-redirect';

describe('auth guard (spec §2 rules 1 and 2)', () => {
  it('sends a signed-out visit of a protected path to login with the original path as redirect', () => {
    expect(resolveAuthRedirect({ pathname: '/channel/index', search: '?page=2', hasToken: false })).toBe(
      '/login?redirect=%2Fchannel%2Findex%3Fpage%3D2',
    );
  });

  it('lets a signed-out visitor open the login page', () => {
    expect(resolveAuthRedirect({ pathname: '/login', search: '', hasToken: false })).toBeNull();
  });

  it('opens login without a redirect for the root path and after a deliberate logout', () => {
    expect(resolveAuthRedirect({ pathname: '/', search: '', hasToken: false })).toBe('/login');
    expect(resolveAuthRedirect({ pathname: '/dashboard/analysis', search: '', hasToken: false, signedOutByUser: true })).toBe('/login');
  });

  it('sends a signed-in user away from login to the redirect target', () => {
    expect(resolveAuthRedirect({ pathname: '/login', search: '?redirect=%2Faccount%2Findex', hasToken: true })).toBe('/account/index');
  });

  it('sends a signed-in user away from login to their homePath, or the default home', () => {
    expect(resolveAuthRedirect({ pathname: '/login', search: '', hasToken: true, homePath: '/notice/index' })).toBe('/notice/index');
    expect(resolveAuthRedirect({ pathname: '/login', search: '', hasToken: true })).toBe('/dashboard/analysis');
  });

  it('lets a signed-in user through to any other path', () => {
    expect(resolveAuthRedirect({ pathname: '/channel/index', search: '', hasToken: true })).toBeNull();
  });

  it('ignores redirect targets that leave the site', () => {
    expect(safeRedirectTarget('//evil.example/x')).toBeUndefined();
    expect(safeRedirectTarget('https://evil.example/x')).toBeUndefined();
    expect(safeRedirectTarget('/\\evil.example')).toBeUndefined();
    expect(safeRedirectTarget('/login?redirect=/x')).toBeUndefined();
    expect(safeRedirectTarget('/app/index?id=3#top')).toBe('/app/index?id=3#top');
    expect(resolveAuthRedirect({ pathname: '/login', search: '?redirect=%2F%2Fevil.example', hasToken: true })).toBe('/dashboard/analysis');
  });
});
