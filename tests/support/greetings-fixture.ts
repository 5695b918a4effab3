import type { HandlerMap } from '../../server/api/handler-types';
import { handlers } from '../../server/handlers';
import type { SchemasCopy } from './schemas-copy';

/** An operation no console build has seen: it exists only in a test's copy of schemas/api. */
export const GREETING_LIST = 'fixtureGreetingList';
export const GREETING_LIST_PATH = '/api/v1/fixture/greeting/list';
export const GREETINGS_PAGE_PATH = '/greetings/index';
export const GREETINGS = ['Hello from an operation the console was built without', 'A second greeting'];

const greetingListOperation = {
  operationId: GREETING_LIST,
  method: 'GET',
  path: GREETING_LIST_PATH,
  summary: 'Greetings of the test fixture.',
  access: 'user',
  roles: ['master'],
  'x-scope': 'platform',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { $ref: '../entities/count.json', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
      sortField: { type: 'string', maxLength: 64 },
      sortOrder: { type: 'string', enum: ['ascend', 'descend'] },
    },
  },
  response: {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'total'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'text'],
          properties: { id: { $ref: '../entities/id.json' }, text: { type: 'string' } },
        },
      },
      total: { $ref: '../entities/count.json' },
    },
  },
};

/** A menu entry whose list body calls the fixture operation (titles reuse existing locale keys). */
const greetingsPage = {
  $schema: '../meta/page.schema.json',
  path: '/greetings',
  name: 'Greetings',
  redirect: GREETINGS_PAGE_PATH,
  meta: { title: 'menu.notice', icon: 'BellOutlined', order: 99, roles: ['master'], hideChildrenInMenu: true },
  children: [
    {
      path: GREETINGS_PAGE_PATH,
      name: 'GreetingsIndex',
      meta: { title: 'menu.notice.index' },
      body: {
        type: 'list',
        operation: GREETING_LIST,
        rowKey: 'id',
        columns: [{ field: 'text', title: 'notice.field.title' }],
      },
    },
  ],
};

/** Adds the fixture operation (its own file of schemas/api) and its page to a copy of the schemas. */
export function addGreetingsFixture(schemas: SchemasCopy): void {
  schemas.writeJson('api/fixture-greetings.json', {
    $schema: '../meta/api.schema.json',
    tag: 'fixture',
    operations: [greetingListOperation],
  });
  schemas.writeJson('pages/greetings.json', greetingsPage);
}

/** The server's handlers plus the fixture operation's, for buildApp's `handlers`. */
export const handlersWithGreetings = (): HandlerMap =>
  ({
    ...handlers,
    [GREETING_LIST]: async () => ({ items: GREETINGS.map((text, i) => ({ id: i + 1, text })), total: GREETINGS.length }),
  }) as HandlerMap;
