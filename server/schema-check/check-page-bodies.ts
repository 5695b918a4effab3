import type { JsonSchema, OperationSpec } from '../api/schema-loader';
import { ALL_PERMISSION_CODES } from '../menus/permissions';
import type { SchemaProblem } from './check-schemas';
import { iconProblem } from './check-icons';
import { checkListQuery } from './check-list-query';
import { checkColumns as checkColumnsOf, checkLinkRoute, repeated, templateFields, type ShownRecord } from './check-columns';
import { checkDashboard } from './check-dashboard';
import { checkFieldValues, checkLinkage, conditionFields, references } from './check-form-fields';
import { checkOptionsFrom, checkParams } from './check-operation-calls';
import { fieldAt, fieldNames, inputOf, itemsOf, propertiesOf } from './schema-fields';
import { isDetailsOnly } from '../../src/renderer/value-types/value-type-fields';

import type { PageAction, PageBody, PageColumn, PageDescriptions, PageForm, PageList } from '../../src/api/generated/page-schema';

type Json = Record<string, unknown>;

/** Keys whose string value is a locale message id, wherever they appear in a body. */
const LOCALE_KEYS = new Set(['title', 'label', 'confirm', 'success', 'placeholder', 'description']);

export interface BodyCheckContext {
  file: string;
  operations: Map<string, OperationSpec>;
  entities: Map<string, JsonSchema>;
  hasLocaleKey: (id: string) => string[];
  report: (problem: SchemaProblem) => void;
  /** The roles the route is shown to (its meta.roles or its entry's; every role when neither says). */
  roles: string[];
  /** Every route path of schemas/pages, for links inside the console. */
  routes: Set<string>;
}

const allCodes = new Set(ALL_PERMISSION_CODES);
/** The operation the console's Upload widget posts files to. */
const UPLOAD_OPERATION = 'upload';
const topField = (field: string) => field.split('.')[0]!;

/**
 * Checks one page body for what the console or the server would refuse: unknown operations, entities,
 * fields, locale ids, permission codes, icons, modal/drawer keys; operations its roles may not call;
 * columns, forms, actions, drawers and dashboards against the schemas of what they show and send.
 */
export function checkPageBody(body: PageBody, at: string, ctx: BodyCheckContext) {
  const problem = (pointer: string, message: string) => ctx.report({ file: ctx.file, pointer, message });

  // An operation must exist and allow every role the element that calls it is shown to (the server answers the others 403).
  const checkOperation = (id: unknown, pointer: string, roles: string[]) => {
    if (typeof id !== 'string') return;
    const op = ctx.operations.get(id);
    if (!op) return problem(pointer, `operation '${id}' is not declared in schemas/api`);
    const refused = op.roles?.length ? roles.filter((role) => !op.roles!.includes(role)) : [];
    if (refused.length)
      problem(
        pointer,
        `operation '${id}' allows only ${op.roles!.join(', ')}, but this part is shown to ${refused.join(', ')} too (narrow the route's meta.roles or the element's permission.roles)`,
      );
  };

  const entityOf = (name: unknown, pointer: string): ShownRecord | undefined => {
    if (name === undefined) return undefined;
    const entity = ctx.entities.get(String(name));
    if (!entity) {
      problem(pointer, `entity '${String(name)}' does not exist in schemas/entities`);
      return undefined;
    }
    return { schema: entity, label: `a property of entity '${String(name)}'` };
  };

  // Generic walk: operations, locale ids, permissions, icons and option sources, anywhere in the body.
  const walk = (node: unknown, pointer: string, shownTo: string[]) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`, shownTo));
    if (!node || typeof node !== 'object') return;
    const permitted = ((node as Json).permission as { roles?: string[] } | undefined)?.roles;
    const roles = permitted ? shownTo.filter((role) => permitted.includes(role)) : shownTo;
    for (const [key, value] of Object.entries(node as Json)) {
      const here = `${pointer}/${key}`;
      if (key === 'operation') checkOperation(value, here, roles);
      else if (LOCALE_KEYS.has(key) && typeof value === 'string') {
        for (const locale of ctx.hasLocaleKey(value)) problem(here, `locale key '${value}' is missing in locales/${locale}`);
      } else if (key === 'codes' && Array.isArray(value) && pointer.endsWith('/permission')) {
        value.forEach((code, i) => {
          if (!allCodes.has(code)) problem(`${here}/${i}`, `permission code '${code}' is not defined (server/menus/permissions.ts)`);
        });
      } else if (key === 'icon') {
        const wrong = iconProblem(value, /\/cards\/\d+$/.test(pointer) ? 'stat' : 'action');
        if (wrong) problem(here, wrong);
      } else if (key === 'optionsFrom' && value && typeof value === 'object') {
        checkOptionsFrom(value as never, here, ctx.operations, problem);
      }
      walk(value, here, roles);
    }
  };
  walk(body, at, ctx.roles);

  const checkRoute = (template: string, pointer: string) => checkLinkRoute(template, pointer, ctx.routes, problem);
  const checkColumns = (columns: PageColumn[], pointer: string, record: ShownRecord | undefined) =>
    checkColumnsOf(columns, pointer, record, { operations: ctx.operations, routes: ctx.routes, problem });

  /** An action's call: its parameters, the field of its answer it copies, and the row fields it refers to. */
  const checkAction = (action: PageAction, pointer: string, row: ShownRecord | undefined) => {
    const op = action.operation ? ctx.operations.get(action.operation) : undefined;
    if (op && action.kind === 'operation') checkParams(op, action.params, `${pointer}/params`, problem);
    // A file comes only from an operation that answers one (x-download), and such an operation only as a file.
    if (action.kind === 'download') {
      if (!action.operation) problem(pointer, 'a download action names the operation that answers the file (x-download)');
      else if (op && !op['x-download'])
        problem(`${pointer}/operation`, `operation '${op.operationId}' answers no file (x-download); a download needs one`);
      else if (op) checkParams(op, action.params, `${pointer}/params`, problem);
    }
    if (op?.['x-download'] && action.kind !== 'download')
      problem(`${pointer}/kind`, `operation '${op.operationId}' answers a file (x-download): call it with an action of kind 'download'`);
    if (op && action.resultField && !fieldAt(op.response, action.resultField))
      problem(
        `${pointer}/resultField`,
        `'${action.resultField}' is not a field of the answer of '${op.operationId}'; its fields: ${fieldNames(op.response).join(', ')}`,
      );
    if (action.kind === 'link' && action.target) checkRoute(action.target, `${pointer}/target`);
    if (!row) return;
    const rowFields = [
      ...references('row', action.params, `${pointer}/params`),
      ...conditionFields(action.visibleWhen, `${pointer}/visibleWhen`),
      ...(action.kind === 'link' && action.target
        ? templateFields(action.target).map((f) => [f, `${pointer}/target`] as [string, string])
        : []),
    ];
    for (const [name, where] of rowFields) {
      if (!fieldAt(row.schema, name)) problem(where, `'${name}' is not ${row.label}; its fields: ${fieldNames(row.schema).join(', ')}`);
    }
  };

  // Descriptions (a details page or a list's drawer): the record comes from its operation, else the row.
  const checkDescriptions = (descriptions: PageDescriptions, pointer: string, row: ShownRecord | undefined) => {
    const op = descriptions.operation ? ctx.operations.get(descriptions.operation) : undefined;
    if (op) checkParams(op, descriptions.params, `${pointer}/params`, problem);
    const record = op
      ? { schema: op.response, label: `a field of the answer of '${op.operationId}'` }
      : descriptions.operation
        ? undefined
        : row;
    checkColumns(descriptions.fields, `${pointer}/fields`, record);
    (descriptions.actions ?? []).forEach((action, i) => checkAction(action, `${pointer}/actions/${i}`, record));
    if (descriptions.table) checkDescriptionsTable(descriptions.table, `${pointer}/table`, record);
  };

  // A details' table draws an array field of the record: its columns are fields of that array's items.
  const checkDescriptionsTable = (table: NonNullable<PageDescriptions['table']>, pointer: string, record: ShownRecord | undefined) => {
    if (!record) return;
    const array = fieldAt(record.schema, table.field);
    if (array === 'open') return;
    const items = array?.type === 'array' ? (array.items as JsonSchema | undefined) : undefined;
    if (!items || !propertiesOf(items))
      return problem(`${pointer}/field`, `'${table.field}' is not an array of records in ${record.label.replace(/^a field of /, '')}`);
    const rows: ShownRecord = { schema: items, label: `a field of the items of '${table.field}'` };
    checkColumns(table.columns, `${pointer}/columns`, rows);
    if (!fieldAt(items, table.rowKey)) problem(`${pointer}/rowKey`, `rowKey '${table.rowKey}' is not ${rows.label}`);
  };

  // A dashboard's toolbar opens its own modals and drawers, like a list's toolbar.
  const checkDashboardDialogs = (node: Extract<PageBody, { type: 'dashboard' }>, pointer: string) => {
    (node.toolbar ?? []).forEach((action, i) => {
      const where = `${pointer}/toolbar/${i}`;
      if (action.kind === 'modal' && !node.modals?.[action.target ?? ''])
        problem(`${where}/target`, `modal '${action.target}' is not declared in modals`);
      if (action.kind === 'drawer' && !node.drawers?.[action.target ?? ''])
        problem(`${where}/target`, `drawer '${action.target}' is not declared in drawers`);
      if (action.kind === 'export' || action.kind === 'import')
        problem(`${where}/kind`, `a dashboard has no list to ${action.kind}: put the action on a list section`);
      checkAction(action, where, undefined);
    });
    for (const [key, form] of Object.entries(node.modals ?? {})) checkForm(form, `${pointer}/modals/${key}`);
    for (const [key, drawer] of Object.entries(node.drawers ?? {})) checkDescriptions(drawer, `${pointer}/drawers/${key}`, undefined);
  };

  // List specifics: the entity's fields as columns, the list answer's shape, sorting and filters, modal and drawer keys.
  const checkList = (list: PageList, pointer: string) => {
    list.columns.forEach((column, i) => {
      if (isDetailsOnly(column.valueType))
        problem(`${pointer}/columns/${i}/valueType`, `value type '${column.valueType}' is for details and drawers, not list columns`);
    });
    const op = ctx.operations.get(list.operation);
    const data = propertiesOf(op?.response);
    if (op && (!data || !('items' in data) || !('total' in data))) {
      problem(`${pointer}/operation`, `list operation '${list.operation}' must answer {items, total}`);
    }
    const rows = op && withFilterOnlyFields(itemsOf(op.response), list, op);
    const row =
      list.entity !== undefined
        ? entityOf(list.entity, `${pointer}/entity`)
        : rows
          ? { schema: rows, label: `a field of the rows of '${list.operation}'` }
          : undefined;
    checkColumns(list.columns, `${pointer}/columns`, row);
    // Columns of an entity's fields the list's rows do not carry would stay empty.
    if (rows && list.entity !== undefined && row)
      list.columns.forEach((column, i) => {
        if (fieldAt(row.schema, column.field) && !fieldAt(rows, column.field))
          problem(
            `${pointer}/columns/${i}/field`,
            `field '${column.field}' is not in the rows of '${list.operation}', so the column would stay empty`,
          );
      });
    if (op) checkListQuery(list, pointer, op, problem);
    if (fieldAt(row?.schema, list.rowKey) === undefined && row) problem(`${pointer}/rowKey`, `rowKey '${list.rowKey}' is not ${row.label}`);
    for (const group of ['toolbar', 'rowActions', 'batchActions'] as const) {
      (list[group] ?? []).forEach((action, i) => {
        const where = `${pointer}/${group}/${i}/target`;
        if (action.kind === 'modal' && !list.modals?.[action.target ?? ''])
          problem(where, `modal '${action.target}' is not declared in modals`);
        if (action.kind === 'drawer' && !list.drawers?.[action.target ?? ''])
          problem(where, `drawer '${action.target}' is not declared in drawers`);
        if (action.kind === 'import' && !list.import)
          problem(where.replace(/\/target$/, ''), "an import action needs the list's import declaration");
        checkAction(action, `${pointer}/${group}/${i}`, group === 'rowActions' ? row : undefined);
      });
    }
    for (const [key, form] of Object.entries(list.modals ?? {})) checkForm(form, `${pointer}/modals/${key}`);
    for (const [key, drawer] of Object.entries(list.drawers ?? {})) checkDescriptions(drawer, `${pointer}/drawers/${key}`, row);
    checkImportRoundTrip(list, pointer, propertiesOf(rows));
  };

  // A column only for filtering (hideInTable with a filter) may name a filter of the list's query that
  // its rows do not carry (rows summed over apps have no app): its options are checked against the query's field.
  const withFilterOnlyFields = (rows: JsonSchema | undefined, list: PageList, op: OperationSpec): JsonSchema | undefined => {
    const fields = propertiesOf(rows);
    const query = propertiesOf(op.query);
    if (!rows || !fields || !query) return rows;
    const extra = list.columns.filter(
      (column) => column.hideInTable && column.filter && !(column.field in fields) && Object.hasOwn(query, column.field),
    );
    if (!extra.length) return rows;
    return { ...rows, properties: { ...fields, ...Object.fromEntries(extra.map((column) => [column.field, query[column.field]!])) } };
  };

  // A list that exports and imports writes its export in the import's format (raw values of the
  // import's fields), so every import field must be a field of the list's rows.
  const checkImportRoundTrip = (list: PageList, pointer: string, rowFields: Record<string, unknown> | undefined) => {
    const exports = Boolean(list.export) || (list.toolbar ?? []).some((action) => action.kind === 'export');
    if (!list.import || !exports || !rowFields) return;
    list.import.fields.forEach((field, i) => {
      if (!(topField(field) in rowFields))
        problem(
          `${pointer}/import/fields/${i}`,
          `import field '${field}' is not a field of the rows of '${list.operation}', so an export could not write it back`,
        );
    });
  };

  // Form specifics: the fields must be accepted by the operation's body, exist in its entity, link only
  // to each other and send values the operation takes; what the form sends must include what it requires.
  const checkForm = (form: PageForm, pointer: string) => {
    const entity = entityOf(form.entity, `${pointer}/entity`);
    const op = ctx.operations.get(form.operation);
    const input = op && inputOf(op);
    const accepted = propertiesOf(input);
    const closed = input?.additionalProperties === false;
    for (const [name, i] of repeated(form.fields.map((f) => f.field)))
      problem(`${pointer}/fields/${i}/field`, `field '${name}' is already in this form (both would edit one value)`);
    form.fields.forEach((field, i) => {
      if (!field.field) return;
      if (entity && !fieldAt(entity.schema, field.field))
        problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not ${entity.label}`);
      if (op && closed && accepted && !(topField(field.field) in accepted)) {
        problem(`${pointer}/fields/${i}/field`, `operation '${form.operation}' does not accept field '${field.field}'`);
      }
      checkUploadField(field, `${pointer}/fields/${i}`);
    });
    checkLinkage(form, pointer, problem);
    checkFieldValues(form, pointer, input, problem);
    if (op) {
      const sent = form.fields
        .map((f) => f.field)
        .filter((name): name is string => !!name)
        .map(topField);
      checkParams(op, form.submitParams, `${pointer}/submitParams`, problem, { also: sent });
    }
    const load = form.load && ctx.operations.get(form.load.operation);
    if (load) checkParams(load, form.load?.params, `${pointer}/load/params`, problem);
    if (form.preview) checkPreview(form, `${pointer}/preview`);
    if (form.follow) checkFollow(form, `${pointer}/follow`);
  };

  // A form's follow-up only reads (it is asked again and again), takes the params it is given, and its
  // condition, link and fields are fields of its answer; it announces topics some operation reads.
  const checkFollow = (form: PageForm, pointer: string) => {
    const follow = form.follow!;
    const op = ctx.operations.get(follow.operation);
    if (!op) return;
    if (op.changes?.length)
      problem(`${pointer}/operation`, `a follow-up's operation '${op.operationId}' must only read, but it declares changes`);
    checkParams(op, follow.params, `${pointer}/params`, problem);
    const answer = propertiesOf(op.response);
    const inAnswer = (field: string) => !answer || topField(field) in answer;
    follow.fields.forEach((field, i) => {
      if (!inAnswer(field.field))
        problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not in the answer of '${op.operationId}'`);
    });
    if (follow.link && !inAnswer(follow.link.field))
      problem(`${pointer}/link/field`, `field '${follow.link.field}' is not in the answer of '${op.operationId}'`);
    const conditionFields = (condition: typeof follow.until): string[] =>
      'field' in condition
        ? [condition.field]
        : 'all' in condition
          ? condition.all.flatMap(conditionFields)
          : 'any' in condition
            ? condition.any.flatMap(conditionFields)
            : conditionFields(condition.not);
    for (const field of conditionFields(follow.until)) {
      if (!inAnswer(field)) problem(`${pointer}/until`, `field '${field}' is not in the answer of '${op.operationId}'`);
    }
    const read = new Set([...ctx.operations.values()].flatMap((other) => other.reads ?? []));
    (follow.announce ?? []).forEach((topic, i) => {
      if (!read.has(topic)) problem(`${pointer}/announce/${i}`, `no operation reads the data topic '${topic}'`);
    });
  };

  // A form's preview only reads, takes the params it is given, and shows fields of its answer; it
  // waits only for fields the form has.
  const checkPreview = (form: PageForm, pointer: string) => {
    const preview = form.preview!;
    const op = ctx.operations.get(preview.operation);
    if (!op) return;
    if (op.changes?.length)
      problem(`${pointer}/operation`, `a preview's operation '${op.operationId}' must only read, but it declares changes`);
    const input = inputOf(op);
    const accepted = propertiesOf(input);
    for (const key of Object.keys(preview.params ?? {})) {
      if (input?.additionalProperties === false && !(key in (accepted ?? {})))
        problem(`${pointer}/params/${key}`, `operation '${op.operationId}' does not accept '${key}'`);
    }
    const answer = propertiesOf(op.response);
    preview.fields.forEach((field, i) => {
      if (answer && !(topField(field.field) in answer))
        problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not in the answer of '${op.operationId}'`);
    });
    const formFields = new Set(form.fields.map((field) => field.field && topField(field.field)));
    (preview.waitFor ?? []).forEach((field, i) => {
      if (!formFields.has(topField(field))) problem(`${pointer}/waitFor/${i}`, `field '${field}' is not a field of the form`);
    });
  };

  // The Upload widget sends files to the multipart operation `upload` (src/renderer/form/widgets/upload/types.ts).
  const checkUploadField = (field: NonNullable<PageForm['fields']>[number], pointer: string) => {
    if (field.widget === 'Upload' && !field.upload)
      problem(`${pointer}/upload`, 'the Upload widget needs its upload declaration (fileType)');
    if (field.upload && field.widget !== 'Upload') problem(`${pointer}/widget`, "an upload declaration needs the widget 'Upload'");
    if (field.upload?.fileType === 'package' && !field.upload.appId) {
      problem(`${pointer}/upload/appId`, 'a package belongs to an app: name it with appId (e.g. $query.app_id)');
    }
    const upload = ctx.operations.get(UPLOAD_OPERATION);
    if (field.widget === 'Upload' && !upload?.['x-multipart']) {
      problem(`${pointer}/widget`, `the Upload widget needs the multipart operation '${UPLOAD_OPERATION}' in schemas/api`);
    }
  };

  const visit = (node: PageBody, pointer: string) => {
    if (node.type === 'list') checkList(node, pointer);
    if (node.type === 'details') {
      checkDescriptions(node.details, `${pointer}/details`, undefined);
      (node.details.actions ?? []).forEach((action, i) => {
        if (action.kind === 'modal' && !node.modals?.[action.target ?? ''])
          problem(`${pointer}/details/actions/${i}/target`, `modal '${action.target}' is not declared in modals`);
      });
      for (const [key, form] of Object.entries(node.modals ?? {})) checkForm(form, `${pointer}/modals/${key}`);
    }
    if (node.type === 'tabs') {
      for (const [key, i] of repeated(node.tabs.map((t) => t.key)))
        problem(`${pointer}/tabs/${i}/key`, `tab key '${key}' is used by another tab (the URL's ?tab= would not tell them apart)`);
      node.tabs.forEach((tab, i) => {
        const op = tab.count ? ctx.operations.get(tab.count.operation) : undefined;
        if (op && !op.reads?.length)
          problem(
            `${pointer}/tabs/${i}/count/operation`,
            `operation '${op.operationId}' declares no 'reads': the tab's count would never refresh`,
          );
        if (op && tab.count) {
          checkParams(op, tab.count.params, `${pointer}/tabs/${i}/count/params`, problem);
          if (!fieldAt(op.response, tab.count.field))
            problem(`${pointer}/tabs/${i}/count/field`, `'${tab.count.field}' is not a field of the answer of '${op.operationId}'`);
        }
        visit(tab.body, `${pointer}/tabs/${i}/body`);
      });
    }
    if (node.type === 'dashboard') {
      checkDashboard(node, pointer, ctx.operations, problem);
      checkDashboardDialogs(node, pointer);
      (node.sections ?? []).forEach((s, i) => visit(s, `${pointer}/sections/${i}`));
    }
    if (node.type === 'form') checkForm(node.form, `${pointer}/form`);
  };

  visit(body, at);
}
