/**
 * The schema checker on resource files: a scratch copy of schemas/ and locales/ with the fixture
 * resource, its page and its texts (tests/fixtures/extra-schemas) added, then broken one way at a time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from '../../server/schema-check/check-schemas';

const repo = path.resolve(__dirname, '../..');
const fixture = path.join(repo, 'tests/fixtures/extra-schemas');
let root: string;
let localesDir: string;

beforeEach(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resource-check-'));
  root = path.join(dir, 'schemas');
  localesDir = path.join(dir, 'locales');
  fs.cpSync(path.join(repo, 'schemas'), root, { recursive: true });
  fs.cpSync(path.join(repo, 'locales'), localesDir, { recursive: true });
  fs.cpSync(path.join(fixture, 'resources'), path.join(root, 'resources'), { recursive: true });
  fs.cpSync(path.join(fixture, 'pages'), path.join(root, 'pages'), { recursive: true });
  fs.cpSync(path.join(fixture, 'locales'), localesDir, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- files broken by path below; their shape is what the checker verifies
type LooseJson = any;
const RESOURCE = 'resources/promotion-material.json';
const PAGE = 'pages/promotion-material.json';

const editJson = (file: string, edit: (json: LooseJson) => void) => {
  const full = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8')) as LooseJson;
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
};
const problems = () => checkSchemas({ root, localesDir }).map(formatProblem);

describe('schema checker on resources', () => {
  it('accepts the fixture resource and a page over its operations and entity', () => {
    expect(problems()).toEqual([]);
  });

  it('reports a field against the meta-schema, with file and pointer', () => {
    editJson(RESOURCE, (j) => {
      delete j.fields.name.maxLength;
      j.fields.url.type = 'text';
    });
    const found = problems();
    expect(found).toContain('schemas/resources/promotion-material.json#/fields/name: must match "then" schema');
    expect(found).toContain('schemas/resources/promotion-material.json#/fields/url/type: must be equal to one of the allowed values');
  });

  it('reports rules the meta-schema cannot state', () => {
    editJson(RESOURCE, (j) => {
      j.fields.name.default = 'x';
      j.defaultSort = { field: 'url', order: 'ascend' };
      j.roles.write = ['admin'];
    });
    // (The page over the resource then names operations that do not exist: reported too, not listed here.)
    expect(problems().filter((p) => p.startsWith('schemas/resources/'))).toEqual([
      'schemas/resources/promotion-material.json#/fields/name: a required field has no default (add always gives it)',
      "schemas/resources/promotion-material.json#/defaultSort/field: 'url' is not sortable; allowed: created_at, name, app",
      "schemas/resources/promotion-material.json#/roles: account data belongs to a master's account: admin has none (roles are master and official)",
    ]);
  });

  it('reports references to nothing known, of the wrong type, across scopes, or to a resource without a labelField', () => {
    editJson(RESOURCE, (j) => {
      j.fields.app.references = 'gadget';
      j.fields.channel = { type: 'string', maxLength: 10, references: 'channel' };
      j.fields.plan = { type: 'integer', references: 'rechargePlan' };
    });
    editJson('resources/recharge-plan.json', (j) => {
      j.fields.app = { type: 'string', references: 'app' };
    });
    expect(problems().filter((p) => p.includes('references') || p.includes('/type:'))).toEqual([
      "schemas/resources/promotion-material.json#/fields/app/references: 'gadget' is neither an entity (app, channel, domain, rootDomain) nor a resource (adminAccess, featuredDomain, promotionMaterial, rechargePlan)",
      'schemas/resources/promotion-material.json#/fields/channel/type: a reference to channel holds its id, an integer: type must be integer',
      "schemas/resources/promotion-material.json#/fields/plan/references: resource 'rechargePlan' declares no labelField, so its records have no name to show",
      'schemas/resources/recharge-plan.json#/fields/app/references: platform records cannot refer to app, which belongs to one account',
    ]);
  });

  it('reports a field title missing from a locale (messages name the field by it)', () => {
    editJson(RESOURCE, (j) => {
      j.fields.url.title = 'promotion.field.nope';
    });
    expect(problems()).toEqual([
      "schemas/resources/promotion-material.json#/fields/url/title: locale key 'promotion.field.nope' is missing in locales/zh_CN",
      "schemas/resources/promotion-material.json#/fields/url/title: locale key 'promotion.field.nope' is missing in locales/en",
    ]);
  });

  it('reports an input for hooks without bounds', () => {
    editJson(RESOURCE, (j) => {
      j.inputs = { list: { depth: { type: 'integer', minimum: 0 } } };
    });
    expect(problems()).toEqual([
      'schemas/resources/promotion-material.json#/inputs/list/depth: an integer needs a maximum (ids and counts: $ref entities/id.json or count.json; the database column bounds the rest)',
    ]);
  });

  it('reports a resource whose operations collide with schemas/api', () => {
    editJson(RESOURCE, (j) => {
      j.name = 'channel';
      j.path = '/api/v1/channel';
    });
    const found = problems();
    expect(found).toContain(
      "schemas/resources/promotion-material.json#/name: operation id 'channelList' is also used in schemas/api/channel.json",
    );
    expect(found).toContain(
      "schemas/resources/promotion-material.json#/path: route 'GET /api/v1/channel/list' is also declared in schemas/api/channel.json",
    );
  });

  it("checks a page against the resource's record: a column of no field is reported", () => {
    editJson(PAGE, (j) => {
      j.children[0].body.columns[0].field = 'title';
    });
    expect(problems().join('\n')).toContain("schemas/pages/promotion-material.json#/children/0/body/columns/0/field: field 'title'");
  });
});
