import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../server/api/schema-loader';
import { addGreetingsFixture, GREETING_LIST, GREETING_LIST_PATH, GREETINGS, handlersWithGreetings } from '../support/greetings-fixture';
import { copySchemas, type SchemasCopy } from '../support/schemas-copy';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn, type UntypedData } from './helpers';

interface Page {
  name: string;
  meta: { title: string; order?: number; icon?: string };
}

// Issue 11: what the console loads about itself comes from the schemas folder the server runs on, and a
// page file edited while the server runs is checked before anyone gets it.
describe('the console schemas at run time', () => {
  let schemas: SchemasCopy;
  let server: TestServer;
  let token: string;
  const logged: string[] = [];

  const pages = async (): Promise<Page[]> => (await inject(server, 'GET', '/api/v1/console/pages', { token })).data as Page[];
  const noticePage = async () => (await pages()).find((p) => p.name === 'Notice');
  const warnings = () => logged.filter((line) => JSON.parse(line).level === 40).map((line) => JSON.parse(line).msg as string);

  beforeAll(async () => {
    schemas = copySchemas();
    addGreetingsFixture(schemas);
    server = await startTestServer({
      config: { schemasDir: schemas.root },
      handlers: handlersWithGreetings(),
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    });
    token = await signIn(server, 'demo', 'demo123');
  });
  afterAll(async () => {
    await server?.close();
    schemas?.remove();
  });

  describe('the operation table', () => {
    it('lists every operation the server registered, an operation of its own schemas folder included', async () => {
      const answer = await inject(server, 'GET', '/api/v1/console/operations', { token });
      expect(answer.status).toBe(200);
      const table = answer.data as UntypedData;
      expect(Object.keys(table).sort()).toEqual(
        loadOperations(schemas.root)
          .map((op) => op.operationId)
          .sort(),
      );
      expect(table[GREETING_LIST]).toEqual({
        method: 'GET',
        path: GREETING_LIST_PATH,
        access: 'user',
        roles: ['master'],
        query: true,
        input: expect.any(Object),
      });
      expect(table.channelList).toEqual({
        method: 'GET',
        path: '/api/v1/channel/list',
        access: 'user',
        roles: ['master'],
        query: true,
        reads: ['channel'],
        // What a form over it would check before sending: the query's rules.
        input: expect.objectContaining({ properties: expect.objectContaining({ sortField: expect.objectContaining({ type: 'string' }) }) }),
      });
      expect(table.channelDel).toMatchObject({ method: 'DELETE', body: true, changes: ['channel'] });
    });

    it('and the operation it names answers at the path it gives', async () => {
      const table = (await inject(server, 'GET', '/api/v1/console/operations', { token })).data as UntypedData;
      const answer = await inject(server, table[GREETING_LIST].method, table[GREETING_LIST].path, { token });
      expect(answer.data.items.map((row: { text: string }) => row.text)).toEqual(GREETINGS);
    });

    it('is for signed-in callers only', async () => {
      expect((await inject(server, 'GET', '/api/v1/console/operations')).status).toBe(401);
    });
  });

  describe('page files', () => {
    it('serves the pages of its schemas folder', async () => {
      expect((await pages()).map((p) => p.name)).toContain('Greetings');
    });

    it('serves a page file changed while it runs once the checker passes it', async () => {
      const page = schemas.readJson<Page>('pages/notice.json');
      schemas.writeJson('pages/notice.json', { ...page, meta: { ...page.meta, icon: 'NotificationOutlined' } });
      expect((await noticePage())?.meta.icon).toBe('NotificationOutlined');
    });

    it('keeps serving the last good version of a page file broken while it runs, and logs the problem with its file#/pointer', async () => {
      const good = await noticePage();
      const page = schemas.readJson<Page>('pages/notice.json');
      schemas.writeJson('pages/notice.json', { ...page, meta: { ...page.meta, title: 'menu.noSuchTitle', icon: 'FireOutlined' } });
      expect(await noticePage()).toEqual(good);
      expect(warnings()).toContainEqual(
        expect.stringContaining("schemas/pages/notice.json#/meta/title: locale key 'menu.noSuchTitle' is missing"),
      );

      schemas.writeText('pages/notice.json', '{ "path": "/notice", ');
      expect(await noticePage()).toEqual(good);
      expect(warnings()).toContainEqual(expect.stringContaining('schemas/pages/notice.json#: not valid JSON'));
    });

    it('logs a broken file once, not on every request', async () => {
      const before = warnings().length;
      await pages();
      await pages();
      expect(warnings()).toHaveLength(before);
    });

    it('serves the file again once it is fixed', async () => {
      const lastGood = (await noticePage())!;
      schemas.writeJson('pages/notice.json', { ...lastGood, meta: { ...lastGood.meta, order: 3 } });
      expect((await noticePage())?.meta.order).toBe(3);
    });

    it('does not serve a new page file that is broken', async () => {
      schemas.writeJson('pages/broken.json', { path: '/broken', name: 'Broken', meta: { title: 'menu.noSuchTitle' } });
      expect((await pages()).map((p) => p.name)).not.toContain('Broken');
      expect(warnings()).toContainEqual(expect.stringContaining('schemas/pages/broken.json#/meta/title'));
    });
  });
});
