/**
 * Generated from schemas/api: roles and account boundaries of every operation, as declared.
 * - Every role-restricted operation called with each other role answers 403 and changes nothing.
 * - Every account-scoped operation (`x-scope: account`) is called by the demo account's master and its
 *   official with a second account's ids (fields with `x-entity`): not found, nothing of the second
 *   account in the answer, nothing stored changed. Its lists (`x-lists`) never show the second
 *   account's rows, which that account's own master does see.
 * A new operation joins by its declarations; an entity nobody seeds for the second account fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, resourcesOf, schemasRoot, type OperationSpec } from '../../server/api/schema-loader';
import { resourceTableOf } from '../../server/resources/resource-table';
import { apps } from '../../server/apps/tables';
import { channels } from '../../server/channels/tables';
import { domainOrders, domains } from '../../server/domains/tables';
import { demoInstalls, installEvents, pwaUsers } from '../../server/installs/tables';
import { notices } from '../../server/notices/tables';
import { comments } from '../../server/comments/tables';
import { workOrderMessages, workOrders } from '../../server/workorders/tables';
import { pushDeliveries, pushMessages, pushSubscriptions } from '../../server/push/tables';
import { users } from '../../server/auth/tables';
import { eq } from 'drizzle-orm';
import { packageOrders, packageSubscriptions, packageUsageRecords } from '../../server/packages/tables';
import { ledger } from '../../server/money/tables';
import { rechargeOrders, rechargePlans } from '../../server/orders/tables';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';
import { sdkCalls, sdkKeys } from '../../server/sdk/tables';
import { callWith, inputPart, signed, storedData, validInput, withoutSignedCallTables, type SigningKey } from './operation-requests';

type Role = 'admin' | 'master' | 'official';

// The project's operations plus the fixture resource's (an account resource with a reference to an app):
// what a resource declares, reference fields included, joins the tests below by being declared.
const FIXTURE = new URL('../fixtures/extra-schemas', import.meta.url).pathname;
const ROLES: Role[] = ['admin', 'master', 'official'];

let server: TestServer;
const tokens = {} as Record<Role | 'otherMaster', string>;
/** The demo account's original access key, which signs the calls of operations whose access is `sdk`. */
let demoKey: SigningKey;

/** What the second account holds: per entity, the value its id fields take, and text only it has. */
interface SecondAccount {
  ids: Record<string, string | number>;
  secrets: string[];
}
let other: SecondAccount;

async function seedSecondAccount(): Promise<SecondAccount> {
  const { db } = server.database;
  const master = await insertUser(server.database, { username: 'othermaster', password: 'other-pass-1', role: 'master' });
  const official = await insertUser(server.database, {
    username: 'otherofficial',
    password: 'other-pass-1',
    role: 'official',
    parentId: master.id,
  });
  // Registered with the second master's invite code (invite registration lists it).
  const invitee = await insertUser(server.database, { username: 'otherinvitee', password: 'other-pass-1', role: 'master' });
  await db.update(users).set({ invitedBy: master.id }).where(eq(users.id, invitee.id));
  const [app] = await db.insert(apps).values({ appId: 'otherapp01', accountId: master.id, appName: 'Other secret app' }).returning();
  const [channel] = await db
    .insert(channels)
    .values({ accountId: master.id, appId: app!.appId, name: 'Other secret channel', code: 'OTHERSECRET' })
    .returning();
  const [notice] = await db
    .insert(notices)
    .values({ accountId: master.id, title: 'Other secret notice', content: 'for the other account' })
    .returning();
  // A record of every account-scoped resource (schemas/resources), made from a valid add request.
  const resourceIds: Record<string, number> = {};
  for (const spec of resourcesOf(schemasRoot, [FIXTURE]).filter((r) => r.scope === 'account')) {
    const add = operations.find((op) => op.operationId === `${spec.name}Add`)!;
    const [row] = await db
      .insert(resourceTableOf(spec))
      .values({ ...validInput(add), accountId: master.id } as never)
      .returning();
    resourceIds[spec.name] = (row as { id: number }).id;
  }
  const [domain] = await db
    .insert(domains)
    .values({
      accountId: master.id,
      fullName: 'other-secret.site.localhost',
      kind: 'subdomain',
      appId: app!.appId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [domainOrder] = await db
    .insert(domainOrders)
    .values({
      accountId: master.id,
      orderNo: 'DOOTHERSECRET',
      domainId: domain!.id,
      domainName: domain!.fullName,
      kind: 'buy',
      years: 1,
      yearlyPrice: 1,
      amount: 1,
      ledgerId: 1,
      expiresAt: domain!.expiresAt!,
    })
    .returning();
  const [pwaUser] = await db
    .insert(pwaUsers)
    .values({ accountId: master.id, appId: app!.appId, deviceId: 'other-secret-device', channelId: channel!.id })
    .returning();
  const [installEvent] = await db
    .insert(installEvents)
    .values({ accountId: master.id, appId: app!.appId, pwaUserId: pwaUser!.id, channelId: channel!.id, step: 'visit' })
    .returning();
  const [subscription] = await db
    .insert(packageSubscriptions)
    .values({
      accountId: master.id,
      planId: 1,
      kind: 'base',
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      installQuota: 10,
      installsUsed: 1,
      appLimit: 1,
      domainLimit: 1,
      periodPrice: 1,
      periodDays: 30,
    })
    .returning();
  const [packageOrder] = await db
    .insert(packageOrders)
    .values({
      accountId: master.id,
      orderNo: 'POOTHERSECRET',
      planId: 1,
      subscriptionId: subscription!.id,
      kind: 'buy',
      price: 1,
      amount: 1,
      balanceAfter: 0,
      startsAt: subscription!.startsAt,
      endsAt: subscription!.endsAt,
    })
    .returning();
  const [usageRecord] = await db
    .insert(packageUsageRecords)
    .values({ accountId: master.id, subscriptionId: subscription!.id, reference: 'Other secret install' })
    .returning();
  // A demo install of the other account's app: its app's name would show in a demo record that leaked.
  const [demoInstall] = await db
    .insert(demoInstalls)
    .values({ accountId: master.id, appId: app!.appId, deviceId: 'other-secret-demo-device', os: 'OtherSecretOS' })
    .returning();
  const [entry] = await db
    .insert(ledger)
    .values({ accountId: master.id, amount: 1, balanceAfter: 1, kind: 'adjust', reference: 'OTHERSECRETLEDGER' })
    .returning();
  const [rechargeOrder] = await db
    .insert(rechargeOrders)
    .values({ accountId: master.id, orderNo: 'ROOTHERSECRET', amount: 1, method: 'sandbox', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const [comment] = await db
    .insert(comments)
    .values({ accountId: master.id, appId: app!.appId, author: 'Other secret reviewer', rating: 5, content: 'x', language: 'en' })
    .returning();
  const [workOrder] = await db
    .insert(workOrders)
    .values({
      accountId: master.id,
      submitterId: master.id,
      category: 'other',
      title: 'Other secret work order',
      state: 'replied',
      unread: true,
    })
    .returning();
  await db
    .insert(workOrderMessages)
    .values({ accountId: master.id, orderId: workOrder!.id, authorId: master.id, side: 'user', content: 'Other secret question' });
  const [sdkKey] = await db
    .insert(sdkKeys)
    .values({ accountId: master.id, name: 'Other secret key', appKey: 'ak_othersecretkey', secret: 'other-secret' })
    .returning();
  const [sdkCall] = await db
    .insert(sdkCalls)
    .values({ accountId: master.id, keyId: sdkKey!.id, call: 'OtherSecretCall', status: 200, address: '203.0.113.9' })
    .returning();
  const [pushSubscription] = await db
    .insert(pushSubscriptions)
    .values({
      accountId: master.id,
      appId: app!.appId,
      pwaUserId: pwaUser!.id,
      state: 'subscribed',
      endpoint: 'https://push.example.invalid/other',
    })
    .returning();
  const [push] = await db
    .insert(pushMessages)
    .values({ accountId: master.id, appId: app!.appId, title: 'Other secret push', audience: { kind: 'all' }, state: 'sent' })
    .returning();
  const [pushDelivery] = await db
    .insert(pushDeliveries)
    .values({ accountId: master.id, pushId: push!.id, subscriptionId: pushSubscription!.id, state: 'accepted' })
    .returning();
  // Plans are the platform's: the one no master may choose is a disabled plan.
  const [plan] = await db.insert(rechargePlans).values({ amount: 1_0000, state: 'disabled' }).returning();
  return {
    ids: {
      teamMember: official.id,
      invitee: invitee.id,
      app: app!.appId,
      channel: channel!.id,
      notice: notice!.id,
      domain: domain!.id,
      domainOrder: domainOrder!.id,
      pwaUser: pwaUser!.id,
      installEvent: installEvent!.id,
      // Install statistics rows are days of daily aggregates (no id of their own): named by the app they sum.
      installDay: app!.appId,
      packageSubscription: subscription!.id,
      packageOrder: packageOrder!.id,
      packageUsageRecord: usageRecord!.id,
      demoInstall: demoInstall!.id,
      ledger: entry!.id,
      rechargeOrder: rechargeOrder!.id,
      rechargePlan: plan!.id,
      comment: comment!.id,
      workOrder: workOrder!.id,
      sdkKey: sdkKey!.id,
      sdkCall: sdkCall!.id,
      push: push!.id,
      pushDelivery: pushDelivery!.id,
      // The countries of the second account's subscribers: its one is a text only it has.
      pushCountry: 'OTHERSECRET',
      ...resourceIds,
    },
    secrets: [
      'Other secret app',
      'Other secret channel',
      'OTHERSECRET',
      'Other secret notice',
      'otherapp01',
      'other-secret.site.localhost',
      'DOOTHERSECRET',
      'otherofficial',
      'otherinvitee',
      'other-secret-device',
      'POOTHERSECRET',
      'Other secret install',
      'OTHERSECRETLEDGER',
      'ROOTHERSECRET',
      'OtherSecretOS',
      'Other secret reviewer',
      'Other secret work order',
      'Other secret question',
      'Other secret key',
      'ak_othersecretkey',
      'OtherSecretCall',
      'Other secret push',
    ],
  };
}

beforeAll(async () => {
  server = await startTestServer({ config: { extraSchemasDirs: [FIXTURE] } });
  other = await seedSecondAccount();
  tokens.admin = await signIn(server, 'admin', 'admin123');
  tokens.master = await signIn(server, 'demo', 'demo123');
  tokens.official = await signIn(server, 'operator', 'operator123');
  tokens.otherMaster = await signIn(server, 'othermaster', 'other-pass-1');
  const [demo] = await server.database.db.select().from(users).where(eq(users.username, 'demo'));
  demoKey = { appKey: demo!.appKey, secret: demo!.appSecret };
});
afterAll(() => server?.close());

const operations = loadOperations(schemasRoot, [FIXTURE]).filter((op) => op.operationId !== 'logout');
// The declared roles: a freshly seeded database grants each built-in role every page its kind has, so the
// grants take none of them away (tests/server/roles.test.ts covers a role that lacks a page).
const allowedRoles = (op: OperationSpec): Role[] => (op.roles?.length ? (op.roles as Role[]) : ROLES);
const entityFields = (op: OperationSpec) =>
  Object.entries(((op.body ?? op.query)?.properties ?? {}) as Record<string, { 'x-entity'?: string; type?: unknown }>).filter(
    ([, schema]) => typeof schema['x-entity'] === 'string',
  );

function otherIdOf(entity: string): string | number {
  const id = other.ids[entity];
  if (id === undefined) throw new Error(`no row of entity '${entity}' is seeded for the second account: add one in seedSecondAccount`);
  return id;
}

/** A valid request of the operation whose id fields name the second account's rows. */
function inputNamingOtherAccount(op: OperationSpec) {
  const input = validInput(op);
  for (const [field, schema] of entityFields(op)) {
    const id = otherIdOf(schema['x-entity']!);
    input[field] = schema.type === 'array' ? [id] : id;
  }
  return input;
}

const leaks = (data: unknown) => other.secrets.filter((secret) => JSON.stringify(data ?? null).includes(secret));

describe('roles (generated)', () => {
  const restricted = operations.filter((op) => op.access === 'user' && op.roles?.length);

  it.each(restricted.map((op) => [op.operationId, op] as const))('%s refuses the other roles', async (_id, op) => {
    const before = await storedData(server.database);
    for (const role of ROLES.filter((r) => !op.roles!.includes(r))) {
      const { url, options } = callWith(op, validInput(op), tokens[role]);
      const answer = await inject(server, op.method, url, { ...options, lang: 'en' });
      expect(answer, `${op.operationId} as ${role}`).toMatchObject({ status: 403, code: 403, data: null });
    }
    expect(await storedData(server.database)).toEqual(before);
  });
});

describe('account boundaries (generated)', () => {
  const scoped = operations.filter((op) => op['x-scope'] === 'account');

  it('declares account-scoped operations', () => {
    expect(scoped.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['channelEdit', 'noticeDetail', 'appList', 'promotionMaterialAdd', 'promotionMaterialOptions']),
    );
  });

  const withIds = scoped.filter((op) => entityFields(op).length);
  it.each(withIds.map((op) => [op.operationId, op] as const))('%s with the other account’s ids answers as not found', async (_id, op) => {
    // A signed call (access `sdk`) acts for its key's account, whoever holds the key: one call, signed
    // with the demo account's key; what it writes whatever the answer (its log row, nonce) is left out.
    const sdk = op.access === 'sdk';
    const stored = async () => (sdk ? withoutSignedCallTables(await storedData(server.database)) : storedData(server.database));
    for (const role of sdk ? (['master'] as const) : allowedRoles(op).filter((r) => r !== 'admin')) {
      const before = await stored();
      const { url, options } = callWith(op, inputNamingOtherAccount(op), tokens[role]);
      const answer = await inject(server, op.method, url, sdk ? signed(demoKey, op.method, url, options) : options);
      const what = `${op.operationId} as the demo account's ${role}: HTTP ${answer.status} ${answer.code} ${answer.msg}`;
      // Not found: a 404, a business "not found" of the entity, or nothing done or listed (bulk calls, filters).
      const notFound = answer.status === 404 || (answer.status === 200 && answer.code !== 0);
      const empty = (v: unknown) => v === 0 || v === null || (Array.isArray(v) && v.length === 0);
      const nothingDone = answer.code === 0 && Object.values((answer.data ?? {}) as Record<string, unknown>).every(empty);
      expect(notFound || nothingDone, what).toBe(true);
      expect(leaks(answer.data), what).toEqual([]);
      expect(await stored(), what).toEqual(before);
    }
  });

  const lists = scoped.filter((op) => op['x-lists']);
  it.each(lists.map((op) => [op.operationId, op] as const))('%s never lists the other account’s rows', async (_id, op) => {
    const listed = async (token: string) => {
      const { url, options } = callWith(op, { ...validInput(op), ...(inputPart(op) === 'query' ? { pageSize: 1000 } : {}) }, token);
      const answer = await inject(server, op.method, url, options);
      expect(answer.code, `${op.operationId}: ${answer.msg}`).toBe(0);
      return answer.data as { items: { id: unknown; app_id?: unknown }[] };
    };
    const otherId = otherIdOf(op['x-lists']!);
    const holds = (data: { items: { id: unknown; app_id?: unknown }[] }) =>
      data.items.some((item) => item.id === otherId || item.app_id === otherId) || leaks(data).length > 0;
    // The second account's own master sees its row: the check below can fail.
    if (allowedRoles(op).includes('master')) expect(holds(await listed(tokens.otherMaster))).toBe(true);
    for (const role of allowedRoles(op).filter((r) => r !== 'admin')) {
      expect(holds(await listed(tokens[role])), `${op.operationId} as the demo account's ${role}`).toBe(false);
    }
  });
});
