import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccess, adminMenus, roleMenus, roles, seedSteps } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { startTestServer, type TestServer } from '../support/test-db';
import { masterWithBalance } from './domain-money-helpers';
import { inject, signIn, type Answer } from './helpers';

/**
 * The admin's catalogue (root domains, recharge plans, packages and overlay packages): a change shows
 * to masters on their very next call; a disabled entry is neither offered nor bought; one in use is only
 * disabled. That masters and officials are refused every admin call is the generated access tests' part.
 */
let server: TestServer;
let admin: string;
let demo: string;
let buyer: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin', 'admin123');
  demo = await signIn(server, 'demo', 'demo123');
  await masterWithBalance(server.database, 'cataloguebuyer', 10_000_0000);
  buyer = await signIn(server, 'cataloguebuyer', 'master-pass-1');
});
afterAll(() => server?.close());

const call = (token: string, method: string, url: string, body?: object): Promise<Answer> =>
  inject(server, method, url, { token, lang: 'en', ...(body ? { body } : {}) });
const ok = async (answer: Promise<Answer>) => {
  const done = await answer;
  expect(done.code, done.msg).toBe(0);
  return done.data;
};

interface Root {
  id: number;
  domain: string;
  price: number;
  yearly_price: number;
  special_offer: boolean;
  special_price: number;
  state: string;
}
const adminRoots = async () => (await ok(call(admin, 'GET', '/admin/v1/root-domain/list?pageSize=100'))).items as Root[];
const offeredRoots = async () => (await ok(call(demo, 'GET', '/api/v1/domains/root_domain_select'))).items as Root[];
const rootNamed = async (domain: string) => (await adminRoots()).find((root) => root.domain === domain)!;

describe('root domains', () => {
  it('a new yearly price and a special offer show to the master on the next call', async () => {
    const root = await rootNamed('app.localhost');
    await ok(call(admin, 'PUT', '/admin/v1/root-domain/edit', { id: root.id, yearly_price: 25_0000 }));
    expect((await offeredRoots()).find((r) => r.domain === 'app.localhost')).toMatchObject({ yearly_price: 25_0000, price: 25_0000 });

    await ok(call(admin, 'PUT', '/admin/v1/root-domain/edit', { id: root.id, special_offer: true, special_price: 15_0000 }));
    expect((await offeredRoots()).find((r) => r.domain === 'app.localhost')).toMatchObject({ special_offer: true, price: 15_0000 });
    const quote = await ok(call(buyer, 'GET', '/api/v1/domains/domain_check?name=quoted&root=app.localhost&years=2'));
    expect(quote).toMatchObject({ yearly_price: 15_0000 });

    await ok(call(admin, 'PUT', '/admin/v1/root-domain/edit', { id: root.id, special_offer: false }));
    expect((await offeredRoots()).find((r) => r.domain === 'app.localhost')).toMatchObject({ special_offer: false, price: 25_0000 });
  });

  it('refuses a special price that is not below the yearly price, and changes nothing', async () => {
    const root = await rootNamed('site.localhost');
    const answer = await call(admin, 'PUT', '/admin/v1/root-domain/edit', {
      id: root.id,
      special_offer: true,
      special_price: root.yearly_price,
    });
    expect(answer.code).toBe(101363);
    expect(answer.data).toEqual({ field: 'special_price' });
    expect(await rootNamed('site.localhost')).toEqual(root);
  });

  it('a disabled root is not offered and nothing is bought under it; enabled again, it is', async () => {
    const root = await rootNamed('site.localhost');
    await ok(call(admin, 'PUT', '/admin/v1/root-domain/edit', { id: root.id, state: 'disabled' }));
    expect((await offeredRoots()).map((r) => r.domain)).not.toContain('site.localhost');
    expect((await call(buyer, 'POST', '/api/v1/domains/buy_domain', { name: 'shutshop', root: 'site.localhost', years: 1 })).code).toBe(
      100515,
    );

    await ok(call(admin, 'PUT', '/admin/v1/root-domain/edit', { id: root.id, state: 'enabled' }));
    expect((await offeredRoots()).map((r) => r.domain)).toContain('site.localhost');
  });

  it('adds a root domain with a valid host name once; masters are offered it', async () => {
    expect((await call(admin, 'POST', '/admin/v1/root-domain/add', { domain: 'not a host', yearly_price: 10_0000 })).code).toBe(101361);
    expect((await call(admin, 'POST', '/admin/v1/root-domain/add', { domain: 'localhost', yearly_price: 10_0000 })).code).toBe(101361);
    const added = await ok(call(admin, 'POST', '/admin/v1/root-domain/add', { domain: ' Shop.Example ', yearly_price: 10_0000, order: 9 }));
    expect(added).toMatchObject({ domain: 'shop.example', price: 10_0000, state: 'enabled', special_offer: false });
    expect((await call(admin, 'POST', '/admin/v1/root-domain/add', { domain: 'shop.example', yearly_price: 10_0000 })).code).toBe(101362);
    expect((await offeredRoots()).map((r) => r.domain)).toContain('shop.example');
  });

  it('deletes a root nobody bought under; one with domains is refused (disable it instead)', async () => {
    const bought = await ok(call(buyer, 'POST', '/api/v1/domains/buy_domain', { name: 'keeper', root: 'shop.example', years: 1 }));
    const used = await rootNamed('shop.example');
    expect((await call(admin, 'DELETE', '/admin/v1/root-domain/del', { id: used.id })).code).toBe(101360);
    expect(await rootNamed('shop.example')).toEqual(used);

    // Disabled instead: offered for no new purchase, while the domain bought under it is still renewed.
    await ok(call(admin, 'PUT', '/admin/v1/root-domain/edit', { id: used.id, state: 'disabled' }));
    expect((await call(buyer, 'POST', '/api/v1/domains/buy_domain', { name: 'latecomer', root: 'shop.example', years: 1 })).code).toBe(
      100515,
    );
    await ok(call(buyer, 'POST', '/api/v1/domains/renew_domain', { id: bought.id, years: 1 }));

    const spare = await ok(call(admin, 'POST', '/admin/v1/root-domain/add', { domain: 'spare.example', yearly_price: 10_0000 }));
    expect(await ok(call(admin, 'DELETE', '/admin/v1/root-domain/del', { id: spare.id }))).toEqual({ deleted: 1 });
    expect((await adminRoots()).map((r) => r.domain)).not.toContain('spare.example');
    expect((await call(admin, 'DELETE', '/admin/v1/root-domain/del', { id: spare.id })).status).toBe(404);
  });
});

interface RechargePlan {
  id: number;
  amount: number;
  bonus: number;
}
const offeredRecharges = async () => (await ok(call(demo, 'GET', '/api/v1/order/get_recharge_plan_list'))).items as RechargePlan[];

describe('recharge plans', () => {
  it('an edited bonus shows at once; a disabled plan is neither offered nor paid for', async () => {
    const [plan] = await offeredRecharges();
    await ok(call(admin, 'PUT', '/admin/v1/recharge-plan/edit', { id: plan!.id, bonus: 7_0000 }));
    expect((await offeredRecharges()).find((p) => p.id === plan!.id)).toMatchObject({ bonus: 7_0000, credit: plan!.amount + 7_0000 });

    await ok(call(admin, 'PUT', '/admin/v1/recharge-plan/edit', { id: plan!.id, state: 'disabled' }));
    expect((await offeredRecharges()).map((p) => p.id)).not.toContain(plan!.id);
    expect((await call(buyer, 'POST', '/api/v1/order/recharge', { plan_id: plan!.id })).code).toBe(100601);
    await ok(call(admin, 'PUT', '/admin/v1/recharge-plan/edit', { id: plan!.id, state: 'enabled' }));
  });

  it('a plan orders name is not deleted; an unused one is', async () => {
    const added = await ok(call(admin, 'POST', '/admin/v1/recharge-plan/add', { amount: 123_0000, bonus: 0, order: 50 }));
    expect((await offeredRecharges()).map((p) => p.id)).toContain(added.id);
    await ok(call(buyer, 'POST', '/api/v1/order/recharge', { plan_id: added.id }));
    const refused = await call(admin, 'DELETE', '/admin/v1/recharge-plan/del', { ids: [added.id] });
    expect(refused.code).toBe(101367);
    expect((await offeredRecharges()).map((p) => p.id)).toContain(added.id);

    const spare = await ok(call(admin, 'POST', '/admin/v1/recharge-plan/add', { amount: 321_0000 }));
    await ok(call(admin, 'DELETE', '/admin/v1/recharge-plan/del', { ids: [spare.id] }));
    expect((await offeredRecharges()).map((p) => p.id)).not.toContain(spare.id);
  });
});

interface Plan {
  id: number;
  code: string;
  kind: string;
  name: string;
  price: number;
  state: string;
}
const offeredPlans = async (lang: 'en' | 'zh-CN' = 'en') =>
  (await ok(inject(server, 'GET', '/api/v1/packages/package_list', { token: demo, lang }))).items as Plan[];
const adminPlans = async (kind: string) =>
  (await ok(call(admin, 'GET', `/admin/v1/package-plan/list?kind=${kind}&pageSize=100`))).items as Plan[];

describe('packages and overlay packages', () => {
  it('an edited price and name show to the master on the next call', async () => {
    const [plan] = await adminPlans('base');
    await ok(call(admin, 'PUT', '/admin/v1/package-plan/edit', { id: plan!.id, price: 77_0000, name_en: 'Edited', name_zh_cn: '已改' }));
    expect((await offeredPlans()).find((p) => p.id === plan!.id)).toMatchObject({ price: 77_0000, name: 'Edited' });
    expect((await offeredPlans('zh-CN')).find((p) => p.id === plan!.id)).toMatchObject({ name: '已改' });
  });

  it('a disabled package is not offered and cannot be bought', async () => {
    const [overlay] = await adminPlans('overlay');
    await ok(call(admin, 'PUT', '/admin/v1/package-plan/edit', { id: overlay!.id, state: 'disabled' }));
    expect((await offeredPlans()).map((p) => p.id)).not.toContain(overlay!.id);
    expect((await call(demo, 'POST', '/api/v1/packages/buy_overlay_package', { plan: overlay!.code })).code).toBe(100701);
    await ok(call(admin, 'PUT', '/admin/v1/package-plan/edit', { id: overlay!.id, state: 'enabled' }));
    expect((await offeredPlans()).map((p) => p.id)).toContain(overlay!.id);
  });

  it('adds packages with their rules: a base needs a period, a code is used once, an overlay has none', async () => {
    const base = {
      code: 'trial-base',
      kind: 'base',
      name_zh_cn: '试用',
      name_en: 'Trial',
      price: 5_0000,
      install_quota: 100,
      app_limit: 1,
      domain_limit: 1,
    };
    expect((await call(admin, 'POST', '/admin/v1/package-plan/add', base)).code).toBe(101365);
    const added = await ok(call(admin, 'POST', '/admin/v1/package-plan/add', { ...base, duration_days: 30 }));
    expect(added).toMatchObject({ code: 'trial-base', duration_days: 30, state: 'enabled', name: 'Trial' });
    expect((await call(admin, 'POST', '/admin/v1/package-plan/add', { ...base, duration_days: 30 })).code).toBe(101364);
    const overlay = await ok(
      call(admin, 'POST', '/admin/v1/package-plan/add', {
        code: 'spare-addon',
        kind: 'overlay',
        name_zh_cn: '备用',
        name_en: 'Spare',
        price: 1_0000,
        duration_days: 9,
      }),
    );
    expect(overlay).toMatchObject({ kind: 'overlay', duration_days: 0 });
    expect((await offeredPlans()).map((p) => p.code)).toEqual(expect.arrayContaining(['trial-base', 'spare-addon']));
  });

  it('a package somebody bought is not deleted; an unused one is', async () => {
    await ok(call(buyer, 'POST', '/api/v1/packages/buy_package', { plan: 'trial-base' }));
    const trial = (await adminPlans('base')).find((p) => p.code === 'trial-base')!;
    expect((await call(admin, 'DELETE', '/admin/v1/package-plan/del', { id: trial.id })).code).toBe(101366);
    expect((await adminPlans('base')).map((p) => p.code)).toContain('trial-base');

    const spare = (await adminPlans('overlay')).find((p) => p.code === 'spare-addon')!;
    expect(await ok(call(admin, 'DELETE', '/admin/v1/package-plan/del', { id: spare.id }))).toEqual({ deleted: 1 });
    expect((await offeredPlans()).map((p) => p.code)).not.toContain('spare-addon');
  });
});

describe('who may edit the catalogue', () => {
  it('a master is refused every admin call and changes nothing', async () => {
    const before = await adminRoots();
    expect((await call(demo, 'GET', '/admin/v1/root-domain/list')).status).toBe(403);
    expect((await call(demo, 'PUT', '/admin/v1/root-domain/edit', { id: before[0]!.id, yearly_price: 1_0000 })).status).toBe(403);
    expect(
      (await call(demo, 'POST', '/admin/v1/package-plan/add', { code: 'x', kind: 'overlay', name_zh_cn: 'x', name_en: 'x', price: 100 }))
        .status,
    ).toBe(403);
    expect((await call(demo, 'DELETE', '/admin/v1/recharge-plan/del', { ids: [1] })).status).toBe(403);
    expect(await adminRoots()).toEqual(before);
  });
});

describe('the catalogue seed step', () => {
  it('gives a database seeded before the catalogue its menu rows and access entries, once', async () => {
    const { db } = server.database;
    const rowsOf = () => db.select().from(adminMenus).where(like(adminMenus.url, '/catalogue%')).orderBy(adminMenus.id);
    // The roles granted each row, by url (the grants are the one source of who sees a menu).
    const grantsOf = async () =>
      (
        await db
          .select({ url: adminMenus.url, role: roles.code })
          .from(roleMenus)
          .innerJoin(adminMenus, eq(adminMenus.id, roleMenus.menuId))
          .innerJoin(roles, eq(roles.id, roleMenus.roleId))
          .where(like(adminMenus.url, '/catalogue%'))
      )
        .map((row) => `${row.url} ${row.role}`)
        .sort();
    const before = await rowsOf();
    const grantsBefore = await grantsOf();
    expect(grantsBefore).toContain('/catalogue admin');
    expect(before.map((row) => row.url)).toEqual([
      '/catalogue',
      '/catalogue/root-domains',
      '/catalogue/recharge-plans',
      '/catalogue/packages',
      '/catalogue/overlays',
    ]);
    await db.delete(adminAccess).where(eq(adminAccess.menuId, before[0]!.id));
    await db.delete(adminMenus).where(
      inArray(
        adminMenus.id,
        before.map((row) => row.id),
      ),
    );
    await db.delete(seedSteps).where(eq(seedSteps.name, 'catalogue'));

    expect(await seedDemoData(db, { locale: 'en' })).toBe(true);
    const after = await rowsOf();
    expect(after.map((row) => row.url)).toEqual(before.map((row) => row.url));
    expect(await grantsOf()).toEqual(grantsBefore);
    const codes = await db.select().from(adminAccess).where(eq(adminAccess.menuId, after[0]!.id));
    expect(codes.map((row) => row.authCode).sort()).toEqual(['catalogue:edit', 'catalogue:view']);
    expect(await seedDemoData(db, { locale: 'en' })).toBe(false);
    expect(await rowsOf()).toHaveLength(5);
  });
});
