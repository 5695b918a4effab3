import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from '../../server/schema-check/check-schemas';

const repo = path.resolve(__dirname, '../..');
let root: string;
let localesDir: string;

/** A scratch copy of schemas/ and locales/ that a test may break. */
beforeEach(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
  root = path.join(dir, 'schemas');
  localesDir = path.join(dir, 'locales');
  fs.cpSync(path.join(repo, 'schemas'), root, { recursive: true });
  fs.cpSync(path.join(repo, 'locales'), localesDir, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

type Json = Record<string, unknown>;
/** The parts of schemas/api/*.json and schemas/pages/*.json the tests below break. */
interface ApiFileJson {
  operations: Json[];
}
interface PageFileJson {
  children: {
    name: string;
    body: { operation: string; columns: Json[]; rowActions: Json[]; toolbar: Json[]; modals: Record<string, { fields: Json[] }> };
  }[];
}

const editJson = <T>(file: string, edit: (json: T) => void) => {
  const full = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
};
const problems = () => checkSchemas({ root, localesDir }).map(formatProblem);
const channelIndex = (page: PageFileJson) => page.children.find((c) => c.name === 'ChannelIndex')!;

describe('schema checker', () => {
  it('accepts the committed schemas', () => {
    expect(checkSchemas()).toEqual([]);
  });

  it('reports a meta-schema violation with file and JSON pointer', () => {
    editJson<ApiFileJson>('api/user.json', (j) => {
      j.operations[0].method = 'FETCH';
    });
    expect(problems()).toContainEqual(
      expect.stringMatching(/^schemas\/api\/user\.json#\/operations\/0\/method: must be equal to one of the allowed values/),
    );
  });

  it('reports duplicate operation ids and routes', () => {
    editJson<ApiFileJson>('api/user.json', (j) => {
      j.operations.push({ ...j.operations[0] });
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/operationId 'logout' is also used in schemas\/api\/user\.json/));
    expect(found).toContainEqual(expect.stringMatching(/route 'GET \/api\/v1\/user\/logout' is also declared/));
  });

  it('reports unknown operations, entity fields, modal keys and locale ids in a page body', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      body.operation = 'channelListing';
      body.columns[0].field = 'nickname';
      body.rowActions[0].target = 'missing';
      body.toolbar[0].label = 'channel.action.nope';
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/body/operation: operation 'channelListing' is not declared in schemas/api",
    );
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/body/columns/0/field: field 'nickname' is not a property of entity 'channel'",
    );
    expect(found).toContain("schemas/pages/channel.json#/children/0/body/rowActions/0/target: modal 'missing' is not declared in modals");
    expect(found).toContainEqual(
      expect.stringMatching(/body\/toolbar\/0\/label: locale key 'channel.action.nope' is missing in locales\/zh_CN/),
    );
  });

  it('reports form fields the operation does not accept, a column naming a component and unknown permission codes', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      body.modals.edit.fields.push({ field: 'code', title: 'channel.field.code', widget: 'Input' });
      body.columns[1].component = 'SparkleCell';
      body.toolbar[0].permission = { codes: ['channel:explode'] };
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/modals\/edit\/fields\/3\/field: operation 'channelEdit' does not accept field 'code'/),
    );
    expect(found).toContainEqual(expect.stringMatching(/columns\/1: must NOT have additional properties 'component'/));
    expect(found).toContainEqual(
      expect.stringMatching(/toolbar\/0\/permission\/codes\/0: permission code 'channel:explode' is not defined/),
    );
  });

  it('reports a page title missing from one locale and keys present in only one locale', () => {
    const file = path.join(localesDir, 'en', 'menu.json');
    const menu = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete menu['channel'];
    fs.writeFileSync(file, JSON.stringify(menu));
    const found = problems();
    expect(found).toContain("schemas/pages/channel.json#/meta/title: locale key 'menu.channel' is missing in locales/en");
    expect(found).toContain('locales/en#/menu.channel: missing (present in locales/zh_CN)');
  });

  it('reports a message that is not valid ICU', () => {
    const file = path.join(localesDir, 'en', 'dashboard.json');
    const dashboard = JSON.parse(fs.readFileSync(file, 'utf8'));
    dashboard.welcome = 'Welcome, {name';
    fs.writeFileSync(file, JSON.stringify(dashboard));
    expect(problems()).toContainEqual(expect.stringMatching(/^locales\/en\/dashboard\.json#\/welcome: not a valid ICU message/));
  });

  it('reports invalid JSON instead of crashing', () => {
    fs.writeFileSync(path.join(root, 'pages', 'broken.json'), '{ "path": ');
    expect(problems()).toContainEqual(expect.stringMatching(/^schemas\/pages\/broken\.json#: not valid JSON/));
  });
});
