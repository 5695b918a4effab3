import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, commentSummaries, comments, workOrders } from '../../server/db/schema';
import { BizCode } from '../../server/http/api-error';
import { startTestServer, type TestServer } from '../support/test-db';
import { multipartOf } from '../support/zip-file';
import { insertApp } from './content-helpers';
import { inject, insertUser, signIn, userByName, type Answer, type UntypedData } from './helpers';

let server: TestServer;
const tokens: Record<string, string> = {};
let demoId: number;
let appId: string;
let otherAppId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, password] of [
    ['demo', 'demo123'],
    ['operator', 'operator123'],
    ['admin', 'admin123'],
  ] as const) {
    tokens[name] = await signIn(server, name, password);
  }
  demoId = (await userByName(server.database, 'demo')).id;
  const app = await insertApp(server.database, demoId, 'Review target');
  await server.database.db.update(apps).set({ state: 'online', targetUrl: 'https://example.com/' }).where(eq(apps.id, app.id));
  appId = app.appId;
  const rival = await insertUser(server.database, { username: 'rivalmaster', password: 'rival-pass-1', role: 'master' });
  otherAppId = (await insertApp(server.database, rival.id, 'Rival app')).appId;
});
afterAll(() => server?.close());

const call = (who: string, method: string, url: string, body?: unknown) =>
  inject(server, method, url, { token: tokens[who], lang: 'en', ...(body === undefined ? {} : { body }) });

async function upload(who: string, fileType: string, content: Buffer, name = 'picture.png'): Promise<Answer> {
  const { payload, contentType } = multipartOf({ file_type: fileType }, { name, content });
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': contentType, 'accept-language': 'en' },
    payload,
  });
  const json = JSON.parse(res.body) as { code: number; msg: string; data: UntypedData };
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, headers: res.headers as Answer['headers'] };
}

const storedReviews = async () => server.database.db.select().from(comments).where(eq(comments.appId, appId));

describe('reviews', () => {
  it('refuses a CSV file with bad rows as a whole, naming each row, field and reason', async () => {
    const answer = await call('operator', 'POST', '/api/v1/comment/import', {
      rows: [
        { app_id: appId, author: 'Good row', rating: '5', content: 'Fine', language: 'en', reply: null, created_at: null },
        { app_id: otherAppId, author: 'Rival', rating: '4', content: 'Not mine', language: 'en', reply: null, created_at: null },
        { app_id: appId, author: '', rating: '9', content: 'Bad', language: 'fr', reply: null, created_at: 'yesterday' },
        { app_id: null, author: null, rating: null, content: null, language: null, reply: null, created_at: null },
        { app_id: appId, author: 'Empty', rating: 3, content: '', language: 'zh_CN', reply: null, created_at: '2099-01-01' },
      ],
    });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.created).toBe(0);
    expect(answer.data.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '2:app_id',
      '3:author',
      '3:rating',
      '3:language',
      '3:created_at',
      '5:content',
      '5:created_at',
    ]);
    expect(answer.data.errors[0].message).toBe('This app does not exist in your account.');
    expect(answer.data.errors[2].message).toBe('must be a whole number of stars from 1 to 5');
    expect(await storedReviews()).toEqual([]);
  });

  it('imports a good file, publishing the figures at once, and refresh_comments recomputes them', async () => {
    const answer = await call('operator', 'POST', '/api/v1/comment/import', {
      rows: [
        {
          app_id: appId,
          author: 'Alice',
          rating: '5',
          content: 'Great app',
          language: 'en',
          reply: 'Thanks Alice!',
          created_at: '2026-01-02',
        },
        { app_id: appId, author: 'Bob', rating: '4', content: 'Good', language: 'en', reply: null, created_at: '2026-01-03 10:00:00' },
        { app_id: appId, author: '小明', rating: '2', content: '一般', language: 'zh_CN', reply: null, created_at: null },
      ],
    });
    expect(answer.data).toEqual({ created: 3, errors: [] });
    const summary = await call('operator', 'GET', `/api/v1/comment/summary?app_id=${appId}`);
    expect(summary.data).toMatchObject({ app_id: appId, rating: 3.7, count: 3, histogram: [0, 1, 0, 1, 1] });

    // Figures changed behind the service's back are put right by the call.
    await server.database.db.update(commentSummaries).set({ count: 99, rating: 1 }).where(eq(commentSummaries.appId, appId));
    const refreshed = await call('operator', 'POST', '/api/v1/refresh_comments', { app_id: appId });
    expect(refreshed.data).toMatchObject({ rating: 3.7, count: 3, histogram: [0, 1, 0, 1, 1] });

    // Hiding a review leaves the figures at once.
    const [bob] = (await storedReviews()).filter((r) => r.author === 'Bob');
    const hidden = await call('operator', 'PUT', '/api/v1/comment/visible', { id: bob!.id, visible: false });
    expect(hidden.data).toMatchObject({ visible: false, author: 'Bob' });
    expect((await call('operator', 'GET', `/api/v1/comment/summary?app_id=${appId}`)).data).toMatchObject({
      rating: 3.5,
      count: 2,
      histogram: [0, 1, 0, 0, 1],
    });
    // Another account's app is not found and nothing of it is published.
    expect((await call('operator', 'POST', '/api/v1/refresh_comments', { app_id: otherAppId })).status).toBe(404);
  });

  it('adds, edits, replies, filters and deletes', async () => {
    const added = await call('operator', 'POST', '/api/v1/comment/add', {
      app_id: appId,
      author: 'Carol',
      rating: 1,
      content: 'Crashes on start',
      language: 'en',
    });
    expect(added.data).toMatchObject({ author: 'Carol', rating: 1, visible: true, reply: '', replied_at: null, app_name: 'Review target' });
    // A blank text is refused at its field, not stored as empty.
    const blank = await call('operator', 'PUT', '/api/v1/comment/edit', { id: added.data.id, author: '   ' });
    expect([blank.status, blank.data]).toEqual([400, expect.objectContaining({ field: 'author' })]);
    const edited = await call('operator', 'PUT', '/api/v1/comment/edit', { id: added.data.id, rating: 3, content: 'Works after update' });
    expect(edited.data).toMatchObject({ rating: 3, content: 'Works after update' });
    const replied = await call('operator', 'PUT', '/api/v1/comment/reply', { id: added.data.id, reply: 'Glad it works now' });
    expect(replied.data.reply).toBe('Glad it works now');
    expect(replied.data.replied_at).toEqual(expect.any(String));

    const list = async (query: string) =>
      (await call('operator', 'GET', `/api/v1/app/comment_info?app_id=${appId}&${query}`)).data as {
        items: { author: string }[];
        total: number;
      };
    expect((await list('rating=3')).items.map((c) => c.author)).toEqual(['Carol']);
    expect((await list('visible=false')).items.map((c) => c.author)).toEqual(['Bob']);
    expect((await list('language=zh_CN')).items.map((c) => c.author)).toEqual(['小明']);
    expect((await list('created_at_start=2026-01-01&created_at_end=2026-01-02 23:59:59')).items.map((c) => c.author)).toEqual(['Alice']);
    expect((await list('sortField=rating&sortOrder=descend')).total).toBe(4);

    expect((await call('operator', 'DELETE', '/api/v1/comment/del', { ids: [added.data.id] })).data).toEqual({ deleted: 1 });
    expect((await call('operator', 'GET', `/api/v1/comment/summary?app_id=${appId}`)).data.count).toBe(2);
  });

  it('shows the visible reviews on the install page like a store listing', async () => {
    const page = await server.app.inject({ method: 'GET', url: `/i/${appId}/`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<span class="score">3.5</span>');
    expect(html).toContain('2 reviews');
    expect(html.match(/<progress /g)).toHaveLength(5);
    expect(html).toContain('aria-label="5 stars: 1"');
    expect(html).toContain('Alice');
    expect(html).toContain('Thanks Alice!');
    expect(html).toContain('小明');
    // Hidden reviews stay off the page.
    expect(html).not.toContain('Bob');
    expect(html).not.toContain('No reviews yet');
    // Still no inline style or script: the page's policy forbids both.
    expect(html).not.toMatch(/style=|<script>/);
  });
});

const png = (size: number, color = '#d4380d') =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('work orders', () => {
  let picture: string;
  let orderId: number;

  it('takes pictures judged by their content, size-capped, from masters and officials', async () => {
    const uploaded = await upload('operator', 'picture', await png(64));
    expect(uploaded.code, uploaded.msg).toBe(0);
    expect(uploaded.data).toEqual({ url: expect.stringMatching(/^\/files\/pictures\/[0-9a-f]{64}\.png$/), file_type: 'picture' });
    picture = uploaded.data.url;
    const served = await server.app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const notAnImage = await upload('demo', 'picture', Buffer.from('<html><script>alert(1)</script></html>'), 'fake.png');
    expect([notAnImage.code, notAnImage.msg]).toEqual([
      BizCode.uploadRefused,
      'The file is not a PNG, JPEG or WebP image (its content is: unknown).',
    ]);
    // Random pixels do not compress: well over the 2 MB a picture may have.
    const big = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const tooLarge = await upload('demo', 'picture', big);
    expect([tooLarge.code, tooLarge.msg]).toEqual([BizCode.uploadRefused, 'The image is larger than 2 MB.']);
    // An official uploads pictures only; the app's files are its master's.
    expect((await upload('operator', 'screenshot', await png(64))).status).toBe(403);
    expect((await upload('admin', 'picture', await png(64))).status).toBe(403);
  });

  it('runs open → replied → open → processing → closed → open, with the unread answer for its submitter', async () => {
    const committed = await call('demo', 'POST', '/api/v1/workorder/commit', {
      category: 'billing',
      title: 'Invoice for March',
      content: 'Where can I find it?',
      attachments: [picture],
    });
    expect(committed.code, committed.msg).toBe(0);
    expect(committed.data).toMatchObject({ state: 'open', unread: false, submitter: 'demo', message_count: 1 });
    expect(committed.data.messages).toEqual([expect.objectContaining({ side: 'user', author: 'demo', attachments: [picture] })]);
    orderId = committed.data.id;
    const blank = await call('demo', 'POST', '/api/v1/workorder/commit', { category: 'other', title: ' ', content: 'y' });
    expect([blank.status, blank.data]).toEqual([400, expect.objectContaining({ field: 'title' })]);
    // Only pictures uploaded here may be attached.
    const foreign = await call('demo', 'POST', '/api/v1/workorder/commit', {
      category: 'other',
      title: 'x',
      content: 'y',
      attachments: ['https://example.com/a.png'],
    });
    expect(foreign.status).toBe(400);

    // The operator shares the account's work orders.
    const listed = await call('operator', 'GET', '/api/v1/workorder/list?state=open&category=billing');
    expect(listed.data.items.map((o: { id: number }) => o.id)).toEqual([orderId]);

    const unread = async (who: string) => (await call(who, 'GET', '/api/v1/workorder/unread_count')).data.count as number;
    const before = await unread('demo');
    const answered = await call('admin', 'POST', '/admin/v1/workorder/reply', { id: orderId, content: 'In Account › Invoices.' });
    expect(answered.data).toMatchObject({ state: 'replied', unread: true, account: 'demo', message_count: 2 });
    expect(await unread('demo')).toBe(before + 1);
    // The badge is the submitter's: the operator opening it does not read it for the master.
    expect(await unread('operator')).toBe(0);
    await call('operator', 'GET', `/api/v1/workorder/detail?id=${orderId}`);
    expect(await unread('demo')).toBe(before + 1);
    const opened = await call('demo', 'GET', `/api/v1/workorder/detail?id=${orderId}`);
    expect(opened.data.messages.map((m: { side: string }) => m.side)).toEqual(['user', 'admin']);
    expect(await unread('demo')).toBe(before);

    const followUp = await call('demo', 'POST', '/api/v1/workorder/reply', { id: orderId, content: 'Thanks, and April?' });
    expect(followUp.data.state).toBe('open');
    expect((await call('admin', 'PUT', '/admin/v1/workorder/state', { id: orderId, state: 'processing' })).data.state).toBe('processing');
    expect((await call('operator', 'PUT', '/api/v1/workorder/close', { id: orderId })).data.state).toBe('closed');

    const onClosed = await call('demo', 'POST', '/api/v1/workorder/reply', { id: orderId, content: 'One more thing' });
    expect([onClosed.code, onClosed.msg]).toEqual([BizCode.workOrderWrongState, 'The work order is closed: this cannot be done now.']);
    expect((await call('admin', 'POST', '/admin/v1/workorder/reply', { id: orderId, content: 'late' })).code).toBe(
      BizCode.workOrderWrongState,
    );
    expect((await call('demo', 'PUT', '/api/v1/workorder/reopen', { id: orderId })).data.state).toBe('open');
    expect((await call('demo', 'PUT', '/api/v1/workorder/reopen', { id: orderId })).code).toBe(BizCode.workOrderWrongState);
    const [row] = await server.database.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.id, orderId), eq(workOrders.accountId, demoId)));
    expect(row).toMatchObject({ state: 'open', unread: false });
  });

  it("lists every account's orders to the admin, and the admin's calls to nobody else", async () => {
    const all = await call('admin', 'GET', '/admin/v1/workorder/list?username=dem');
    expect(all.data.items.map((o: { id: number }) => o.id)).toContain(orderId);
    expect(all.data.items.every((o: { account: string }) => o.account === 'demo')).toBe(true);
    expect((await call('admin', 'GET', `/admin/v1/workorder/detail?id=${orderId}`)).data.messages).toHaveLength(3);
    expect((await call('admin', 'GET', '/admin/v1/workorder/detail?id=999999')).status).toBe(404);
    for (const who of ['demo', 'operator']) {
      expect((await call(who, 'GET', '/admin/v1/workorder/list')).status).toBe(403);
      expect((await call(who, 'POST', '/admin/v1/workorder/reply', { id: orderId, content: 'me' })).status).toBe(403);
      expect((await call(who, 'PUT', '/admin/v1/workorder/state', { id: orderId, state: 'closed' })).status).toBe(403);
    }
  });

  it('seeds a demo work order the platform answered, unread', async () => {
    const seeded = await server.database.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.accountId, demoId), eq(workOrders.state, 'replied')));
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    expect(seeded[0]!.unread).toBe(true);
  });
});
