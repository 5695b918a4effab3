import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrLogins, users } from '../../server/db/schema';
import { sha256 } from '../../server/shared/random';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, insertUser, rowCounts, signIn } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const CREATE = '/api/v1/auth/qr_login/create';
const STATUS = '/api/v1/auth/qr_login/status';
const SCAN = '/api/v1/auth/qr_login/scan';
const CONFIRM = '/api/v1/auth/qr_login/confirm';

/** The waiting login page: anonymous, over real HTTP like a browser. */
const waitingPage = {
  create: () => http(server, 'POST', CREATE, { lang: 'en' }),
  poll: (qrId: string) => http(server, 'GET', `${STATUS}?qr_id=${encodeURIComponent(qrId)}&_t=${Date.now()}`, { lang: 'en' }),
};

/** A signed-in console that opened the QR code's link. */
const confirmer = (token: string) => ({
  scan: (qrId: string) => http(server, 'PUT', SCAN, { token, body: { qr_id: qrId }, lang: 'en' }),
  confirm: (qrId: string, confirm: boolean) => http(server, 'PUT', CONFIRM, { token, body: { qr_id: qrId, confirm }, lang: 'en' }),
});

async function newQr(): Promise<string> {
  const answer = await waitingPage.create();
  expect(answer.code).toBe(0);
  return answer.data.qr_id;
}

const rowOf = async (qrId: string) =>
  (
    await server.database.db
      .select()
      .from(qrLogins)
      .where(eq(qrLogins.idHash, sha256(qrId)))
  )[0]!;

describe('POST /api/v1/auth/qr_login/create', () => {
  it('answers a random id, the confirm link, a PNG of it and an expiry two minutes ahead; stores only a hash', async () => {
    const before = Date.now();
    const answer = await waitingPage.create();
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const { qr_id: qrId, url, qrcode, expires_at: expiresAt } = answer.data;
    expect(qrId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${server.baseUrl}/login/qr-confirm?id=${qrId}`);
    expect(qrcode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThan(115_000);
    expect(lifetime).toBeLessThanOrEqual(121_000);

    const row = await rowOf(qrId);
    expect(row).toMatchObject({ status: 'pending', scannedBy: null, idHash: sha256(qrId) });
    const stored = JSON.stringify(await server.database.db.select().from(qrLogins));
    expect(stored).not.toContain(qrId);
  });

  it('answers a new id each time', async () => {
    expect(await newQr()).not.toBe(await newQr());
  });

  it('uses the configured public address in the link', async () => {
    const proxied = await startTestServer({ config: { publicBaseUrl: 'https://console.example.com' } });
    try {
      const answer = await http(proxied, 'POST', CREATE);
      expect(answer.data.url).toBe(`https://console.example.com/login/qr-confirm?id=${answer.data.qr_id}`);
    } finally {
      await proxied.close();
    }
  });
});

describe('QR sign-in end to end (anonymous waiting page + signed-in confirmer)', () => {
  it('pending → scanned → confirmed: the next poll receives a session of the confirmer, once', async () => {
    const operatorToken = await signIn(server, 'operator', 'operator123');
    const phone = confirmer(operatorToken);
    const qrId = await newQr();

    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'pending' });
    expect(await phone.scan(qrId)).toMatchObject({ status: 200, code: 0, data: { status: 'scanned' } });
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'scanned' });

    const sessionsBefore = (await rowCounts(server.database)).sessions;
    expect(await phone.confirm(qrId, true)).toMatchObject({ code: 0, data: { status: 'confirmed' } });
    // Confirming issues nothing by itself: the session is made for the poll that collects it.
    expect((await rowCounts(server.database)).sessions).toBe(sessionsBefore);

    const collected = await waitingPage.poll(qrId);
    expect(collected.code).toBe(0);
    expect(Object.keys(collected.data).sort()).toEqual(['expires_at', 'status', 'token', 'userInfo']);
    expect(collected.data.status).toBe('confirmed');
    expect(collected.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(collected.data.token).not.toBe(operatorToken);
    expect(collected.data.userInfo).toMatchObject({ username: 'operator', roles: ['official'] });
    expect(Date.parse(collected.data.expires_at)).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect((await rowCounts(server.database)).sessions).toBe(sessionsBefore + 1);

    const details = await http(server, 'GET', '/api/v1/user/get_user_details', { token: collected.data.token });
    expect(details.data.username).toBe('operator');

    // Handed out once: later polls see an expired code and no token.
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'expired' });
    expect((await rowOf(qrId)).status).toBe('consumed');
    expect((await rowCounts(server.database)).sessions).toBe(sessionsBefore + 1);
    // The confirmer stays signed in.
    expect((await http(server, 'GET', '/api/v1/user/get_user_details', { token: operatorToken })).code).toBe(0);
  });

  it('parallel polls after a confirmation: exactly one receives the token', async () => {
    const phone = confirmer(await signIn(server, 'demo', 'demo123'));
    const qrId = await newQr();
    await phone.scan(qrId);
    await phone.confirm(qrId, true);
    const polls = await Promise.all(Array.from({ length: 6 }, () => waitingPage.poll(qrId)));
    const withToken = polls.filter((p) => typeof p.data.token === 'string');
    expect(withToken).toHaveLength(1);
    expect(withToken[0]!.data.userInfo.username).toBe('demo');
    for (const poll of polls.filter((p) => !p.data.token)) expect(poll.data).toEqual({ status: 'expired' });
  });

  it('cancelled: the waiting page reads cancelled and never receives a token', async () => {
    const phone = confirmer(await signIn(server, 'demo', 'demo123'));
    const qrId = await newQr();
    await phone.scan(qrId);
    expect((await phone.confirm(qrId, false)).data).toEqual({ status: 'cancelled' });
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'cancelled' });
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'cancelled' });
    // Decided: neither a confirmation nor a new scan changes it.
    expect((await phone.confirm(qrId, true)).code).toBe(100021);
    expect((await phone.scan(qrId)).code).toBe(100021);
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'cancelled' });
  });

  it('scanning again by the same user is harmless', async () => {
    const phone = confirmer(await signIn(server, 'demo', 'demo123'));
    const qrId = await newQr();
    expect((await phone.scan(qrId)).data).toEqual({ status: 'scanned' });
    expect((await phone.scan(qrId)).data).toEqual({ status: 'scanned' });
  });
});

describe('QR sign-in refusals', () => {
  let demo: ReturnType<typeof confirmer>;
  let operator: ReturnType<typeof confirmer>;
  beforeAll(async () => {
    demo = confirmer(await signIn(server, 'demo', 'demo123'));
    operator = confirmer(await signIn(server, 'operator', 'operator123'));
  });

  it('confirming before scanning is refused (100022) and changes nothing', async () => {
    const qrId = await newQr();
    const answer = await demo.confirm(qrId, true);
    expect(answer).toMatchObject({ status: 200, code: 100022, msg: 'Scan the QR code first.', data: null });
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'pending' });
  });

  it('another account can neither scan nor confirm a QR code someone scanned (100023)', async () => {
    const qrId = await newQr();
    await demo.scan(qrId);
    const scan = await operator.scan(qrId);
    expect(scan).toMatchObject({ code: 100023, msg: 'This QR code was scanned by another account.' });
    expect((await operator.confirm(qrId, true)).code).toBe(100023);
    expect((await operator.confirm(qrId, false)).code).toBe(100023);
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'scanned' });
    expect((await rowOf(qrId)).scannedBy).not.toBeNull();
  });

  it('an expired QR code reads expired and cannot be scanned or confirmed (100021)', async () => {
    const qrId = await newQr();
    await server.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.idHash, sha256(qrId)));
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'expired' });
    const scan = await demo.scan(qrId);
    expect(scan).toMatchObject({ code: 100021, msg: 'This QR code has expired or was already used. Refresh it on the sign-in page.' });
    expect((await demo.confirm(qrId, true)).code).toBe(100021);
  });

  it('a scan that expires before the confirmation cannot be confirmed', async () => {
    const qrId = await newQr();
    await demo.scan(qrId);
    await server.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.idHash, sha256(qrId)));
    expect((await demo.confirm(qrId, true)).code).toBe(100021);
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'expired' });
  });

  it('a confirmation just before expiry leaves the waiting page at least a minute to collect', async () => {
    const qrId = await newQr();
    await demo.scan(qrId);
    await server.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() + 2000) })
      .where(eq(qrLogins.idHash, sha256(qrId)));
    expect((await demo.confirm(qrId, true)).code).toBe(0);
    expect((await rowOf(qrId)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it('a confirmed QR code whose collection window passed gives no token', async () => {
    const qrId = await newQr();
    await demo.scan(qrId);
    await demo.confirm(qrId, true);
    await server.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.idHash, sha256(qrId)));
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'expired' });
  });

  it('an account disabled between confirmation and collection gets no session', async () => {
    await insertUser(server.database, { username: 'qr_soon_disabled', password: 'qr-secret-1', role: 'master' });
    const phone = confirmer(await signIn(server, 'qr_soon_disabled', 'qr-secret-1'));
    const qrId = await newQr();
    await phone.scan(qrId);
    await phone.confirm(qrId, true);
    await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'qr_soon_disabled'));
    const poll = await waitingPage.poll(qrId);
    expect(poll.data).toEqual({ status: 'expired' });
  });

  it('an unknown id reads expired, and scanning it is refused (100021)', async () => {
    const unknown = 'A'.repeat(43);
    expect((await waitingPage.poll(unknown)).data).toEqual({ status: 'expired' });
    expect((await demo.scan(unknown)).code).toBe(100021);
    expect((await demo.confirm(unknown, true)).code).toBe(100021);
  });

  it('scan and confirm need a signed-in user (401); status and create do not', async () => {
    const qrId = await newQr();
    expect((await http(server, 'PUT', SCAN, { body: { qr_id: qrId } })).status).toBe(401);
    expect((await http(server, 'PUT', CONFIRM, { body: { qr_id: qrId, confirm: true } })).status).toBe(401);
    expect((await waitingPage.poll(qrId)).data).toEqual({ status: 'pending' });
  });

  it.each([
    ['GET', `${STATUS}`, undefined, 'qr_id: this field is required'],
    ['GET', `${STATUS}?qr_id=bad%20id!`, undefined, 'qr_id: use 16–128 letters, digits, “_”, or “-”'],
    ['PUT', SCAN, { qr_id: 'short' }, 'qr_id: use 16–128 letters, digits, “_”, or “-”'],
    ['PUT', CONFIRM, { qr_id: 'A'.repeat(43) }, 'confirm: this field is required'],
    ['PUT', CONFIRM, { qr_id: 'A'.repeat(43), confirm: 'yes' }, 'confirm: must be true or false'],
  ])('%s %s %j answers 400 naming the field', async (method, url, body, message) => {
    const token = await signIn(server, 'demo', 'demo123');
    const answer = await inject(server, method, url, { token, body, lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: message });
  });
});
