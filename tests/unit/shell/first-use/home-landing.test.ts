import { describe, expect, it } from 'vitest';
import { firstMenuPage, landingHomePath, routesInclude } from '@/router/routes/home-landing';
import type { AppRouteRecord } from '@/router/routes/route-types';

const page = (path: string, extra: Partial<AppRouteRecord> = {}): AppRouteRecord => ({
  path,
  name: path,
  meta: { title: path },
  view: { kind: 'coming' },
  ...extra,
});

const SYSTEMS: AppRouteRecord[] = [
  page('/systems', {
    redirect: '/systems/admin/subaccount',
    view: { kind: 'parent' },
    children: [page('/systems/admin/subaccount'), page('/systems/log/admin')],
  }),
];
const OWNER: AppRouteRecord[] = [
  page('/dashboard', { view: { kind: 'parent' }, meta: { title: 'd', hideMenu: false }, children: [page('/dashboard/analysis')] }),
  page('/channel', { view: { kind: 'parent' }, children: [page('/channel/index')] }),
];

describe("the user's home", () => {
  it('is the homePath when the user may open it', () => {
    expect(landingHomePath('/dashboard/analysis', OWNER)).toBe('/dashboard/analysis');
    expect(landingHomePath('/Channel/index', OWNER)).toBe('/Channel/index');
  });

  it("is the first page of the user's own menu when the homePath is outside their routes (the admin)", () => {
    expect(landingHomePath('/dashboard/analysis', SYSTEMS)).toBe('/systems/admin/subaccount');
  });

  it('skips hidden entries for the first page and keeps the homePath with an empty menu', () => {
    const hiddenFirst = [page('/hidden', { meta: { title: 'h', hideMenu: true } }), ...SYSTEMS];
    expect(firstMenuPage(hiddenFirst)).toBe('/systems/admin/subaccount');
    expect(landingHomePath('/dashboard/analysis', [])).toBe('/dashboard/analysis');
  });

  it('says whether the routes hold a path (header buttons ask it)', () => {
    expect(routesInclude(OWNER, '/channel/index?x=1')).toBe(true);
    expect(routesInclude(SYSTEMS, '/notice/index')).toBe(false);
  });
});
