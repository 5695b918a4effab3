import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '@/router/routes/build-route-table';
import { matchRoute, routeTableView } from '@/router/routes/route-lookup';
import { PermissionMode } from '@/settings/project-setting';
import { pageSchemas } from '../../ui/support/fixtures';

function tableFor(roles: string[], routesAdded = true) {
  const built = buildRouteTable({
    mode: PermissionMode.ROUTE_MAPPING,
    pages: pageSchemas(),
    roles,
    homePath: '/dashboard/analysis',
  });
  return routeTableView({ routes: built.routes, knownPaths: built.knownPaths, routesAdded, homePath: '/dashboard/analysis' });
}

describe('which route a path opens', () => {
  const master = tableFor(['master']);

  it('finds dynamic and fixed routes, ignoring case like the router', () => {
    expect(matchRoute('/channel/index', master)).toMatchObject({ kind: 'route', record: { name: 'ChannelIndex' } });
    expect(matchRoute('/Channel/Index', master)).toMatchObject({ kind: 'route', record: { name: 'ChannelIndex' } });
    expect(matchRoute('/apiDoc', master)).toMatchObject({ kind: 'route', record: { name: 'ApiDoc', meta: { title: 'apidoc.title' } } });
    expect(matchRoute('/error-log/list', master)).toMatchObject({ kind: 'route', record: { name: 'ErrorLogList' } });
    expect(matchRoute('/setting', master)).toMatchObject({ kind: 'route', record: { redirect: '/setting/index' } });
  });

  it('is strict: a trailing slash is another path, which no route has', () => {
    expect(matchRoute('/channel/index/', master)).toMatchObject({ kind: 'not-found', record: { name: 'PageNotFound' } });
    expect(matchRoute('/', master)).toEqual({ kind: 'root' });
  });

  it("answers 403 for another role's page and 404 for a path nobody has", () => {
    expect(matchRoute('/push/index', master)).toMatchObject({ kind: 'forbidden', record: { meta: { title: 'exception.forbiddenTitle' } } });
    expect(matchRoute('/no/such/page', master)).toMatchObject({
      kind: 'not-found',
      record: { meta: { title: 'exception.notFoundTitle' } },
    });
  });

  it('says "pending" for an unknown path while the dynamic routes are not built (a refresh is not a 404)', () => {
    expect(matchRoute('/channel/index', tableFor([], false))).toEqual({ kind: 'pending' });
  });

  it('merges the dashboard page schema over the fixed home route and affixes the home', () => {
    expect(matchRoute('/dashboard/analysis', master)).toMatchObject({
      kind: 'route',
      record: { name: 'DashboardAnalysis', meta: { title: 'menu.dashboard.analysis', affix: true } },
    });
    // An admin has no dashboard schema: the fixed route still opens, and is still the affixed home.
    expect(matchRoute('/dashboard/analysis', tableFor(['admin']))).toMatchObject({ record: { meta: { affix: true } } });
  });

  it('matches a route with parameters and hands them out', () => {
    const view = routeTableView({
      routes: [{ path: '/notice/details/:id', name: 'NoticeById', meta: { title: 'menu.notice.details' }, view: { kind: 'coming' } }],
      knownPaths: [],
      routesAdded: true,
      homePath: '/dashboard/analysis',
    });
    expect(matchRoute('/notice/details/42', view)).toMatchObject({ kind: 'route', record: { name: 'NoticeById' }, params: { id: '42' } });
  });

  it('matches the redirect helper with its params decoded', () => {
    expect(matchRoute('/redirect/%2Fchannel%2Findex/path', master)).toMatchObject({
      kind: 'redirect',
      record: { name: 'Redirect' },
      params: { path: '/channel/index', _redirect_type: 'path' },
    });
  });
});
