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
    body: {
      operation: string;
      rowKey: string;
      columns: Json[];
      rowActions: Json[];
      toolbar: Json[];
      modals: Record<string, { fields: Json[] }>;
      import: { fields: string[] };
      paging?: 'offset' | 'cursor';
    };
  }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema files broken by path in the tests below; their shape is what the checker itself verifies
type LooseJson = any;

const editJson = <T = LooseJson>(file: string, edit: (json: T) => void) => {
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

  it('refuses an integer without a maximum, in operations and entities', () => {
    editJson('api/notice.json', (j) => {
      j.operations[1].query.properties.id = { type: 'integer', minimum: 1 };
    });
    editJson('entities/channel.json', (j) => {
      j.properties.install_count = { type: 'integer', minimum: 0 };
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/api\/notice\.json#\/operations\/1\/query\/properties\/id: an integer needs a maximum/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/entities\/channel\.json#\/properties\/install_count: an integer needs a maximum/),
    );
  });

  it('refuses a free-form request field without depth and size bounds', () => {
    editJson('api/admin-menu.json', (j) => {
      delete j.operations[1].body.properties.meta.maxDepth;
    });
    expect(problems()).toContainEqual(
      expect.stringMatching(
        /^schemas\/api\/admin-menu\.json#\/operations\/1\/body\/properties\/meta: a free-form field .* needs maxDepth and maxJsonBytes/,
      ),
    );
  });

  it('requires the account boundary declarations: x-scope on every operation, x-entity on ids and x-lists on lists of account-scoped ones', () => {
    editJson('api/notice.json', (j) => {
      delete j.operations[0]['x-lists'];
      delete j.operations[1].query.properties.id['x-entity'];
      delete j.operations[3]['x-scope'];
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/api\/notice\.json#\/operations\/0: an account-scoped list declares the entity of its items/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/api\/notice\.json#\/operations\/1\/query\/properties\/id: an id field .* \(x-entity\)/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/api\/notice\.json#\/operations\/3: must have required property 'x-scope'/),
    );
  });

  it('requires x-idempotent of an account operation that changes the balance, and refuses it on a GET', () => {
    editJson('api/package.json', (j) => {
      delete j.operations[3]['x-idempotent'];
      j.operations[0]['x-idempotent'] = true;
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(
        /^schemas\/api\/package\.json#\/operations\/3: an account-scoped operation that changes the balance is x-idempotent/,
      ),
    );
    expect(found).toContainEqual(expect.stringMatching(/^schemas\/api\/package\.json#\/operations\/0\/x-idempotent: x-idempotent is for/));
  });

  it('reports duplicate operation ids and routes', () => {
    editJson<ApiFileJson>('api/user.json', (j) => {
      j.operations.push({ ...j.operations[0] });
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/operationId 'logout' is also used in schemas\/api\/user\.json/));
    expect(found).toContainEqual(expect.stringMatching(/route 'GET \/api\/v1\/user\/logout' is also declared/));
  });

  it('checks a details page’s modals: an action names a declared one, and each form is checked like a list’s', () => {
    editJson('pages/packages.json', (j) => {
      const benefits = j.children[0].body.tabs[0].body;
      benefits.details.actions[0].target = 'missing';
      benefits.modals.upgrade.fields[0].field = 'planCode';
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/packages.json#/children/0/body/tabs/0/body/details/actions/0/target: modal 'missing' is not declared in modals",
    );
    expect(found).toContain(
      "schemas/pages/packages.json#/children/0/body/tabs/0/body/modals/upgrade/fields/0/field: operation 'updatePackage' does not accept field 'planCode'",
    );
  });

  it('reports a details thread over a field that is not an array of records, or naming fields its items lack', () => {
    editJson('pages/workorder.json', (j) => {
      const thread = j.children.find((c: { name: string }) => c.name === 'WorkOrderDetail').body.details.thread;
      thread.author = 'writer';
      thread.attachments = 'content';
      thread.otherWhen = { field: 'party', op: 'eq', value: 'admin' };
      thread.otherLabel = 'workorder.nope';
    });
    const found = problems();
    const at = 'schemas/pages/workorder.json#/children/2/body/details/thread';
    expect(found).toContain(`${at}/author: author 'writer' is not a field of the items of 'messages'`);
    expect(found).toContain(`${at}/attachments: attachments 'content' is not an array of picture addresses`);
    expect(found).toContain(`${at}/otherWhen/field: otherWhen names 'party', which is not a field of the items of 'messages'`);
    expect(found).toContain(`${at}/otherLabel: locale key 'workorder.nope' is missing in locales/en`);
    editJson('pages/workorder.json', (j) => {
      j.children.find((c: { name: string }) => c.name === 'WorkOrderDetail').body.details.thread.field = 'title';
    });
    expect(problems()).toContain(`${at}/field: 'title' is not an array of records in the answer of 'workOrderDetail'`);
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
      "schemas/pages/channel.json#/children/0/body/columns/0/field: field 'nickname' is not a property of entity 'channel'; its fields: id, app_id, app_name, name, code, remark, state, install_count, short_url, created_at",
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

  it('reports Upload fields without their declaration, a package without its app, and a form page field the operation does not take', () => {
    editJson('pages/app.json', (j) => {
      const fields = j.children.find((c: { name: string }) => c.name === 'AppEdit').body.form.fields as Json[];
      const icon = fields.find((f) => f.field === 'win_icon')!;
      delete icon.upload;
      const pkg = fields.find((f) => f.field === 'package_version')!;
      delete (pkg.upload as Json).appId;
      fields.push({ field: 'developer', title: 'app.field.developer', widget: 'Input', upload: { fileType: 'icon' } });
      fields.push({ field: 'install_url', title: 'app.field.installUrl', widget: 'Input' });
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/form\/fields\/2\/upload: the Upload widget needs its upload declaration/));
    expect(found).toContainEqual(expect.stringMatching(/form\/fields\/5\/upload\/appId: a package belongs to an app/));
    expect(found).toContainEqual(expect.stringMatching(/form\/fields\/13\/widget: an upload declaration needs the widget 'Upload'/));
    expect(found).toContainEqual(expect.stringMatching(/form\/fields\/14\/field: operation 'newApp' does not accept field 'install_url'/));
  });

  it("reports a form page's afterCreate without a load, placeholders its answer lacks and routes no page has", () => {
    editJson('pages/app.json', (j) => {
      const body = j.children.find((c: { name: string }) => c.name === 'AppEdit').body;
      body.afterCreate = '/app/edit?app_id={app_key}';
      body.after = '/app/nowhere';
      delete body.form.load;
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/body\/afterCreate: placeholder '\{app_key\}' is not a field of the answer of 'newApp'/),
    );
    expect(found).toContainEqual(expect.stringMatching(/body\/afterCreate: afterCreate needs form.load/));
    expect(found).toContainEqual(expect.stringMatching(/body\/after: route '\/app\/nowhere' is not the path of any page/));
  });

  it('reports a details-only value type in a list column', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      channelIndex(j).body.columns[0]!.valueType = 'qrcode';
    });
    expect(problems()).toContainEqual(expect.stringMatching(/columns\/0\/valueType: value type 'qrcode' is for details and drawers/));
  });

  it('reports a download of an operation that answers no file, and a file operation called as anything but a download', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const list = channelIndex(j).body;
      list.toolbar = [
        ...(list.toolbar ?? []),
        { kind: 'download', label: 'channel.action.export', operation: 'channelList' },
        { kind: 'download', label: 'channel.action.export' },
        { kind: 'operation', label: 'channel.action.export', operation: 'accountExport' },
      ];
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/toolbar\/\d+\/operation: operation 'channelList' answers no file \(x-download\)/));
    expect(found).toContainEqual(expect.stringMatching(/toolbar\/\d+: a download action names the operation that answers the file/));
    expect(found).toContainEqual(expect.stringMatching(/toolbar\/\d+\/kind: operation 'accountExport' answers a file \(x-download\)/));
  });

  it('reports an Upload widget when no multipart upload operation exists', () => {
    editJson<ApiFileJson>('api/app.json', (j) => {
      delete j.operations.find((op) => op.operationId === 'upload')!['x-multipart'];
    });
    expect(problems()).toContainEqual(expect.stringMatching(/widget: the Upload widget needs the multipart operation 'upload'/));
  });

  it('reports data topics changed but never read, read but never changed, and a tab count that would never refresh', () => {
    editJson('api/notice.json', (j) => {
      const byId = (id: string) => j.operations.find((op: LooseJson) => op.operationId === id);
      byId('noticeRead').changes = ['notice', 'notices'];
      byId('noticeList').reads = ['notice', 'notice_stats'];
      delete byId('noticeUnreadCount').reads;
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/notice\.json#\/operations\/\d+\/changes\/1: no operation reads the data topic 'notices'/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/notice\.json#\/operations\/\d+\/reads\/1: no operation changes the data topic 'notice_stats'/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /pages\/notice\.json#\/children\/0\/body\/tabs\/1\/count\/operation: operation 'noticeUnreadCount' declares no 'reads'/,
      ),
    );
  });

  it('reports a notification preview naming a field the form lacks', () => {
    editJson('pages/push.json', (j) => {
      j.children[0].body.tabs[0].body.modals.compose.notificationPreview.bodyField = 'message';
    });
    const at = 'schemas/pages/push.json#/children/0/body/tabs/0/body/modals/compose/notificationPreview';
    expect(problems()).toContain(`${at}/bodyField: field 'message' is not a field of the form`);
  });

  it('reports a form preview that writes, takes params its operation refuses, shows fields it does not answer or waits for a field the form lacks', () => {
    editJson('pages/domainmanage.json', (j) => {
      const preview = j.children[0].body.tabs[0].body.modals.buy.preview;
      preview.params.colour = 'red';
      preview.fields[0].field = 'owner';
      preview.waitFor = ['name', 'coupon'];
    });
    const at = 'schemas/pages/domainmanage.json#/children/0/body/tabs/0/body/modals/buy/preview';
    let found = problems();
    expect(found).toContain(`${at}/params/colour: operation 'domainCheck' does not accept 'colour'`);
    expect(found).toContain(`${at}/fields/0/field: field 'owner' is not in the answer of 'domainCheck'`);
    expect(found).toContain(`${at}/waitFor/1: field 'coupon' is not a field of the form`);

    editJson('pages/domainmanage.json', (j) => {
      j.children[0].body.tabs[0].body.modals.buy.preview = {
        operation: 'buyDomain',
        fields: [{ field: 'full_name', title: 'domain.field.fullName' }],
      };
    });
    found = problems();
    expect(found).toContain(`${at}/operation: a preview's operation 'buyDomain' must only read, but it declares changes`);
  });

  it('reports a form follow-up that writes, or names fields and topics its answer and the operations lack', () => {
    editJson('pages/account.json', (j) => {
      const follow = j.children[1].body.modals.recharge.follow;
      follow.fields[0].field = 'owner';
      follow.link.field = 'pay_link';
      follow.until = { field: 'status', op: 'ne', value: 'pending' };
      follow.announce = ['balance', 'wallet'];
    });
    const at = 'schemas/pages/account.json#/children/1/body/modals/recharge/follow';
    let found = problems();
    expect(found).toContain(`${at}/fields/0/field: field 'owner' is not in the answer of 'getRecharge'`);
    expect(found).toContain(`${at}/link/field: field 'pay_link' is not in the answer of 'getRecharge'`);
    expect(found).toContain(`${at}/until: field 'status' is not in the answer of 'getRecharge'`);
    expect(found).toContain(`${at}/announce/1: no operation reads the data topic 'wallet'`);

    editJson('pages/account.json', (j) => {
      j.children[1].body.modals.recharge.follow.operation = 'cancePay';
    });
    found = problems();
    expect(found).toContain(`${at}/operation: a follow-up's operation 'cancePay' must only read, but it declares changes`);
  });

  it('refuses showWhen conditions and link addresses (href) naming fields the record lacks, and a link with both or neither of target and href', () => {
    editJson('pages/account.json', (j) => {
      const body = j.children[1].body;
      const expiry = body.columns.find((c: Json) => c.field === 'expires_at');
      expiry.showWhen = { field: 'status', op: 'eq', value: 'pending' };
      body.modals.recharge.follow.fields.find((f: Json) => f.field === 'expires_at').showWhen = { field: 'phase', op: 'truthy' };
      const pay = body.rowActions.find((a: Json) => a.href);
      pay.href = '$row.pay_link';
      body.rowActions.push({ kind: 'link', label: 'recharge.action.payOrder', href: '$row.pay_url', target: '/account/index' });
      body.rowActions.push({ kind: 'link', label: 'recharge.action.payOrder' });
      body.rowActions.push({
        kind: 'operation',
        label: 'recharge.action.payOrder',
        operation: 'cancePay',
        params: { id: '$row.id' },
        href: '$query.x',
      });
    });
    const at = 'schemas/pages/account.json#/children/1/body';
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${at}/columns/\\d+/showWhen/field: showWhen names 'status', which is not `)),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${at}/modals/recharge/follow/fields/\\d+/showWhen: field 'phase' is not in the answer of 'getRecharge'`),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${at}/rowActions/0/href: 'pay_link' is not a property of entity 'recharge-order'`)),
    );
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${at}/rowActions/2: a link action has either a console route`)));
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${at}/rowActions/3: a link action has either a console route`)));
    expect(found).toContainEqual(`${at}/rowActions/4/href: only a link action opens an address (href)`);
    expect(found).toContainEqual(`${at}/rowActions/4/href: href '$query.x' must name a field of the row ($row.<field>)`);
  });

  it("reports an import field that the list's export could not write back", () => {
    editJson('pages/channel.json', (j) => {
      channelIndex(j).body.import.fields.push('colour');
    });
    expect(problems()).toContainEqual(
      expect.stringMatching(
        /channel\.json#\/children\/0\/body\/import\/fields\/4: import field 'colour' is not a field of the rows of 'channelList'/,
      ),
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

  it('refuses a value type the field cannot feed, naming the field types it accepts', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      body.columns[0].valueType = 'money'; // name: a string
      body.columns[6].valueType = 'date'; // remark: a string without a date format
      body.columns[4].valueType = 'switch'; // install_count: a count
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/body/columns/0/valueType: value type 'money' cannot show field 'name' of type string; it accepts integer",
    );
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/body/columns/6/valueType: value type 'date' cannot show field 'remark' of type string; it accepts string (format date or date-time), integer, number",
    );
    expect(found).toContainEqual(
      expect.stringMatching(/columns\/4\/switch: switch checkedValue true is not a value of field 'install_count'$/),
    );
  });

  it('refuses option values and switch values that are not values of the field, naming the allowed ones', () => {
    editJson('pages/notice.json', (j) => {
      j.children[0].body.tabs[0].body.columns[1].options[2].value = 'urgent';
    });
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const state = channelIndex(j).body.columns[5] as LooseJson;
      state.switch.checkedValue = 'on';
    });
    const found = problems();
    expect(found).toContain(
      'schemas/pages/notice.json#/children/0/body/tabs/0/body/columns/1/options/2/value: option value "urgent" is not a value of field \'level\' (allowed: "info", "warning", "important")',
    );
    expect(found).toContain(
      'schemas/pages/channel.json#/children/0/body/columns/5/switch/checkedValue: switch checkedValue "on" is not a value of field \'state\' (allowed: "enabled", "disabled")',
    );
  });

  it("refuses a column filter's options and default that are not values of the filter the list query takes", () => {
    editJson('pages/user.json', (j) => {
      const filter = j.children[0].body.columns[6].filter;
      filter.options[1].value = 'maybe';
      filter.default = 'perhaps';
    });
    const found = problems();
    const at = 'schemas/pages/user.json#/children/0/body/columns/6/filter';
    expect(found).toContain(`${at}/options/1/value: option value "maybe" is not a value of field 'subscribed' (allowed: "yes", "no")`);
    expect(found).toContain(`${at}/default: default "perhaps" is not a value of field 'subscribed' (allowed: "yes", "no")`);
    expect(found).toHaveLength(2);
  });

  it('refuses linkage naming fields the form does not have', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      channelIndex(j).body.modals.create.fields[2].reactions = [
        {
          dependencies: ['kind'],
          when: {
            all: [
              { field: 'name', op: 'notEmpty' },
              { field: 'kind', op: 'eq', value: 'custom' },
            ],
          },
          fulfill: { visible: true, value: '$values.nickname' },
          otherwise: { visible: false },
        },
      ];
    });
    const found = problems();
    const at = 'schemas/pages/channel.json#/children/0/body/modals/create/fields/2/reactions/0';
    expect(found).toContain(
      `${at}/dependencies/0: linkage source 'kind' is not a field of this form; its fields: app_id, name, code, remark`,
    );
    expect(found).toContain(
      `${at}/when/all/1/field: linkage condition field 'kind' is not a field of this form; its fields: app_id, name, code, remark`,
    );
    expect(found).toContain(`${at}/fulfill/value: '$values.nickname' is not a field of this form; its fields: app_id, name, code, remark`);
    expect(found.filter((p) => p.includes('/when/all/0/'))).toEqual([]);
  });

  it('refuses sorting and filtering by fields the list operation does not declare', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      body.columns[6].sorter = true; // remark
      body.columns[6].filter = true;
      body.columns[7].filter = true; // created_at: a date range sends created_at_start and created_at_end
    });
    const found = problems();
    const at = 'schemas/pages/channel.json#/children/0/body/columns';
    expect(found).toContain(
      `${at}/6/sorter: operation 'channelList' does not sort by 'remark'; sortable fields (its query's sortField enum): id, name, code, state, install_count, created_at, app_name`,
    );
    expect(found).toContain(
      `${at}/6/filter: operation 'channelList' takes no filter 'remark' in its query; its filters: app_id, name, code, state`,
    );
    expect(found).toContain(
      `${at}/7/filter: operation 'channelList' takes no filter 'created_at_start' in its query; its filters: app_id, name, code, state`,
    );
  });

  it('refuses a sorter on a list whose operation declares no sortable fields', () => {
    editJson('api/channel.json', (j) => {
      delete j.operations[0].query.properties.sortField.enum;
    });
    expect(problems()).toContain(
      "schemas/pages/channel.json#/children/0/body/columns/0/sorter: operation 'channelList' declares no sortable fields (an enum on its query's sortField), so 'name' cannot sort",
    );
  });

  it('accepts cursor paging on a list whose operation takes a cursor and answers next_cursor', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      channelIndex(j).body.paging = 'cursor';
    });
    expect(problems()).toEqual([]);
  });

  it('refuses cursor paging on a list whose operation has no keyset paging, and offset paging without a total', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      channelIndex(j).body.paging = 'cursor';
    });
    editJson('api/channel.json', (j) => {
      delete j.operations[0].query.properties.cursor;
      delete j.operations[0].response.properties.next_cursor;
    });
    expect(problems()).toContain(
      "schemas/pages/channel.json#/children/0/body/paging: a list with paging 'cursor' needs an operation with keyset paging, but operation 'channelList': its query declares no 'cursor', its answer declares no 'next_cursor'",
    );

    editJson('api/channel.json', (j) => {
      j.operations[0].query.properties.cursor = { type: 'string' };
      delete j.operations[0].response.properties.total;
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/body/paging: a list with paging 'cursor' needs an operation with keyset paging, but operation 'channelList': its answer declares no 'next_cursor'",
    );
    // A cursor list needs no total (the first page gives one when it can); an offset list does.
    expect(found.filter((p) => p.includes('must answer'))).toEqual([]);
    editJson<PageFileJson>('pages/channel.json', (j) => {
      delete channelIndex(j).body.paging;
    });
    expect(problems()).toContain(
      "schemas/pages/channel.json#/children/0/body/operation: list operation 'channelList' must answer {items, total}",
    );
  });

  it('refuses offset paging on a list whose operation pages only by cursor (it would refuse the page number)', () => {
    editJson('pages/user.json', (j) => {
      delete j.children[0].body.paging;
    });
    expect(problems()).toContain(
      `schemas/pages/user.json#/children/0/body/operation: operation 'pwaUserList' takes no 'page' (it pages by cursor): declare "paging": "cursor"`,
    );
  });

  it('refuses drawer and details fields that the record they show does not have', () => {
    editJson('pages/notice.json', (j) => {
      j.children[0].body.tabs[0].body.drawers.details.fields[0].field = 'headline';
      j.children[1].body.details.fields.push({ field: 'author', title: 'notice.field.title' });
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(
        /^schemas\/pages\/notice\.json#\/children\/0\/body\/tabs\/0\/body\/drawers\/details\/fields\/0\/field: field 'headline' is not a field of the answer of 'noticeDetail'; its fields: id, title, /,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^schemas\/pages\/notice\.json#\/children\/1\/body\/details\/fields\/\d+\/field: field 'author' is not a field of the answer of 'noticeDetail'/,
      ),
    );
  });

  it("refuses a column of the entity that the list operation's rows do not carry", () => {
    editJson('api/channel.json', (j) => {
      j.operations[0].response.properties.items.items = {
        type: 'object',
        additionalProperties: false,
        properties: { id: { $ref: '../entities/id.json' }, name: { type: 'string' } },
      };
    });
    expect(problems()).toContain(
      "schemas/pages/channel.json#/children/0/body/columns/6/field: field 'remark' is not in the rows of 'channelList', so the column would stay empty",
    );
  });

  it('refuses icon names that are not bundled, listing the known ones', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      (j as LooseJson).meta.icon = 'RocketOutlined';
      channelIndex(j).body.toolbar[0].icon = 'PlusCircleOutlined';
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/channel.json#/meta/icon: icon 'RocketOutlined' is not bundled for a menu entry; known icons: " +
        'AppstoreAddOutlined, AppstoreOutlined, BellOutlined, CodeOutlined, CommentOutlined, DashboardOutlined, DownloadOutlined, ' +
        'FileTextOutlined, GiftOutlined, GlobalOutlined, NotificationOutlined, ShareAltOutlined, TeamOutlined, UserAddOutlined, UserOutlined ' +
        '(contract/icon-names.ts)',
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^schemas\/pages\/channel\.json#\/children\/0\/body\/toolbar\/0\/icon: icon 'PlusCircleOutlined' is not bundled for an action; known icons: .*CheckOutlined, .*PlusOutlined, .*UserOutlined/,
      ),
    );
  });

  it('refuses a frameSrc a frame must not load, and a body beside a frameSrc', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      (channelIndex(j) as LooseJson).meta.frameSrc = 'javascript:alert(1)';
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/meta/frameSrc: frameSrc 'javascript:alert(1)' is neither a path of this site nor an https address (contract/frame-address.ts)",
    );
    expect(found).toContain('schemas/pages/channel.json#/children/0/body: a route with frameSrc draws the frame, so it has no body');
  });

  it('refuses option sources whose operation, items, value or label field do not exist', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      const column = body.columns[2] as LooseJson;
      column.optionsFrom.valueField = 'appid';
      column.optionsFrom.labelField = 'title';
      const create = body.modals.create.fields[0] as LooseJson;
      create.optionsFrom.itemsField = 'rows';
      const edit = body.modals.edit.fields[0] as LooseJson;
      edit.optionsFrom.operation = 'appListing';
    });
    const found = problems();
    const at = 'schemas/pages/channel.json#/children/0/body';
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${at}/columns/2/optionsFrom/valueField: 'appid' is not a field of the items of 'appList'; their fields: .*app_id, .*app_name`,
        ),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${at}/columns/2/optionsFrom/labelField: 'title' is not a field of the items of 'appList'`)),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${at}/modals/create/fields/0/optionsFrom/itemsField: the answer of 'appList' holds no array at 'rows' \\(itemsField\\); its fields: items, total`,
        ),
      ),
    );
    expect(found).toContain(`${at}/modals/edit/fields/0/optionsFrom/operation: operation 'appListing' is not declared in schemas/api`);
  });

  it('refuses calls the operation would refuse: unknown or missing parameters, widgets sending the wrong type', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      body.rowActions[1].params = { channelId: '$row.id' };
      body.rowActions[2].params = { ids: ['$row.uid'] };
      body.modals.edit.fields[1].widget = 'NumberPicker';
      delete (body.modals.edit as LooseJson).submitParams;
      body.rowKey = 'key';
    });
    const found = problems();
    const at = 'schemas/pages/channel.json#/children/0/body';
    expect(found).toContain(
      `${at}/rowActions/1/params/channelId: operation 'getShortUrl' takes no parameter 'channelId'; it takes: channel_id`,
    );
    expect(found).toContain(`${at}/rowActions/1/params: operation 'getShortUrl' requires channel_id, which is not given`);
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${at}/rowActions/2/params/ids/0: 'uid' is not a property of entity 'channel'; its fields: id, `)),
    );
    expect(found).toContain(
      `${at}/modals/edit/fields/1/widget: widget 'NumberPicker' sends integer or number, but the operation takes field 'name' as string`,
    );
    expect(found).toContain(`${at}/modals/edit/submitParams: operation 'channelEdit' requires id, which is not given`);
    expect(found).toContain(`${at}/rowKey: rowKey 'key' is not a property of entity 'channel'`);
  });

  it('checks what a widget sends by its variant (contract/widgets.ts): a lone Checkbox a yes/no, with options a list', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const fields = channelIndex(j).body.modals.edit.fields;
      fields[0].widget = 'Select';
      fields[0].multiple = true;
      fields[1].widget = 'Checkbox';
      fields[2].widget = 'Checkbox';
      fields[2].options = [{ value: 'a', label: 'channel.field.remark' }];
    });
    const at = 'schemas/pages/channel.json#/children/0/body/modals/edit/fields';
    expect(problems().filter((p) => p.includes('/widget:'))).toEqual([
      `${at}/0/widget: widget 'Select' (multiple) sends array, but the operation takes field 'app_id' as string`,
      `${at}/1/widget: widget 'Checkbox' sends boolean, but the operation takes field 'name' as string`,
      `${at}/2/widget: widget 'Checkbox' sends array, but the operation takes field 'remark' as string`,
    ]);
  });

  it('refuses a value type of details and drawers only (notInLists) in a list column', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      channelIndex(j).body.columns[0].valueType = 'qrcode';
    });
    expect(problems()).toContain(
      "schemas/pages/channel.json#/children/0/body/columns/0/valueType: value type 'qrcode' is for details and drawers, not list columns",
    );
  });

  it('refuses an operation the roles the page shows it to may not call (the server would answer 403)', () => {
    editJson<PageFileJson>('pages/channel.json', (j) => {
      (j as LooseJson).meta.roles = ['master', 'official'];
      channelIndex(j).body.rowActions[2].permission = { roles: ['master'] };
    });
    const found = problems();
    expect(found).toContain(
      "schemas/pages/channel.json#/children/0/body/operation: operation 'channelList' allows only master, but this part is shown to official too (narrow the route's meta.roles or the element's permission.roles)",
    );
    expect(found).toContainEqual(expect.stringMatching(/body\/rowActions\/1\/operation: operation 'getShortUrl' allows only master/));
    expect(found.filter((p) => p.includes('/rowActions/2/'))).toEqual([]);
  });

  it('refuses literal parameters the operation refuses, links to missing routes, unknown result fields, empty selects and repeated names', () => {
    editJson('pages/notice.json', (j) => {
      const tabs = j.children[0].body.tabs;
      const list = tabs[0].body;
      list.params = { status: 'archived' };
      list.columns[0].link = '/notices/details?id={id}';
      list.columns[3].filter = { widget: 'Select' };
      Object.assign(list.rowActions[1], { result: 'copy', resultField: 'count' });
      tabs[1].key = 'all';
    });
    editJson<PageFileJson>('pages/channel.json', (j) => {
      const body = channelIndex(j).body;
      body.modals.create.fields.push({ field: 'name', title: 'channel.field.name', widget: 'Input' });
      body.columns.push({ field: 'name', title: 'channel.field.name' });
      (body.modals.create.fields[0] as LooseJson).optionsFrom.params.pageSize = 5000;
    });
    const found = problems();
    const list = 'schemas/pages/notice.json#/children/0/body/tabs/0/body';
    expect(found).toContain(
      `${list}/params/status: operation 'noticeList' refuses status "archived": must be equal to one of the allowed values "all", "unread", "read"`,
    );
    expect(found).toContain(
      `${list}/columns/0/link: route '/notices/details' is not the path of any page in schemas/pages (the link would open the not-found page)`,
    );
    expect(found).toContain(
      `${list}/columns/3/filter: the filter of 'created_at' is a select without options: give the column or the filter options or optionsFrom`,
    );
    expect(found).toContain(`${list}/rowActions/1/resultField: 'count' is not a field of the answer of 'noticeRead'; its fields: updated`);
    expect(found).toContain(
      "schemas/pages/notice.json#/children/0/body/tabs/1/key: tab key 'all' is used by another tab (the URL's ?tab= would not tell them apart)",
    );
    const channel = 'schemas/pages/channel.json#/children/0/body';
    expect(found).toContain(`${channel}/modals/create/fields/4/field: field 'name' is already in this form (both would edit one value)`);
    expect(found).toContain(`${channel}/columns/8/field: field 'name' has a column already (columns are keyed by their field)`);
    expect(found).toContain(
      `${channel}/modals/create/fields/0/optionsFrom/params/pageSize: operation 'appList' refuses pageSize 5000: must be <= 1000`,
    );
  });

  it('reports invalid JSON instead of crashing', () => {
    fs.writeFileSync(path.join(root, 'pages', 'broken.json'), '{ "path": ');
    expect(problems()).toContainEqual(expect.stringMatching(/^schemas\/pages\/broken\.json#: not valid JSON/));
  });

  it('reports a key written twice in one object, which parsing would silently drop', () => {
    const file = path.join(root, 'api', 'workorder.json');
    const text = fs.readFileSync(file, 'utf8');
    // An operation whose roles line became a second summary: the admin's detail open to every role.
    fs.writeFileSync(
      file,
      text.replace('"x-scope": "platform",\n      "roles": ["admin"],', '"x-scope": "platform",\n      "summary": "again",'),
    );
    expect(problems()).toContainEqual(
      expect.stringMatching(/^schemas\/api\/workorder\.json#\/operations\/\d+\/summary: this key is written twice/),
    );
  });
});

describe('schema checker: statistics pieces (dashboard toolbar, chart series, details table, filter-only columns)', () => {
  const dashboardBody = (j: LooseJson) => j.children[0].body;
  const userDrawer = (j: LooseJson) => j.children[0].body.drawers.detail;

  it('wants exactly one of y and series, and series numbers that are fields of the items', () => {
    editJson('pages/dashboard.json', (j) => {
      dashboardBody(j).charts[0].y = 'installs';
      dashboardBody(j).charts[1].series = [{ y: 'nope', title: 'dashboard.chart.installs' }];
      delete dashboardBody(j).charts[1].y;
    });
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/pages\/dashboard\.json#\/children\/0\/body\/charts\/0: a chart draws either y/),
    );
    expect(found).toContainEqual(expect.stringMatching(/charts\/1\/series\/0\/y: 'nope' is not a field of the items of 'installSeries'/));
  });

  it("refuses a toolbar's dialog the dashboard does not declare, and an export without a list", () => {
    editJson('pages/dashboard.json', (j) => {
      dashboardBody(j).toolbar[0].target = 'missing';
      dashboardBody(j).toolbar.push({ kind: 'export', label: 'dashboard.action.account' });
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/toolbar\/0\/target: drawer 'missing' is not declared in drawers/));
    expect(found).toContainEqual(expect.stringMatching(/toolbar\/\d+\/kind: a dashboard has no list to export/));
  });

  it("checks a details table against the record's array and its items", () => {
    editJson('pages/user.json', (j) => {
      userDrawer(j).table.columns[0].field = 'when';
      userDrawer(j).table.rowKey = 'no_such_key';
    });
    let found = problems();
    expect(found).toContainEqual(expect.stringMatching(/drawers\/detail\/table\/columns\/0\/field: .*'when'/));
    expect(found).toContainEqual(
      expect.stringMatching(/drawers\/detail\/table\/rowKey: rowKey 'no_such_key' is not a field of the items of 'events'/),
    );
    editJson('pages/user.json', (j) => {
      userDrawer(j).table = { field: 'user', rowKey: 'id', columns: [{ field: 'id', title: 'pwauser.field.device' }] };
    });
    found = problems();
    expect(found).toContainEqual(expect.stringMatching(/drawers\/detail\/table\/field: 'user' is not an array of records/));
  });

  it('lets a filter-only column name a query filter the rows lack, but not a shown one', () => {
    expect(problems()).toEqual([]);
    editJson('pages/install.json', (j) => {
      delete dashboardBody(j).sections[0].columns[1].hideInTable;
    });
    expect(problems()).toContainEqual(
      expect.stringMatching(/sections\/0\/columns\/1\/field: field 'app_id' is not a field of the rows of 'installStatList'/),
    );
  });
});
