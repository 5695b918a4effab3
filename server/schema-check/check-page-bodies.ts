import type { JsonSchema, OperationSpec } from '../api/schema-loader';
import { ALL_PERMISSION_CODES } from '../menus/permissions';
import type { SchemaProblem } from './check-schemas';

import type { PageBody, PageForm, PageList } from '../../src/api/generated/page-schema';

type Json = Record<string, unknown>;

/** Keys whose string value is a locale message id, wherever they appear in a body. */
const LOCALE_KEYS = new Set(['title', 'label', 'confirm', 'success', 'placeholder', 'description']);

export interface BodyCheckContext {
  file: string;
  operations: Map<string, OperationSpec>;
  entities: Map<string, JsonSchema>;
  hasLocaleKey: (id: string) => string[];
  report: (problem: SchemaProblem) => void;
}

const allCodes = new Set(ALL_PERMISSION_CODES);
const topField = (field: string) => field.split('.')[0]!;

function propertiesOf(schema: JsonSchema | undefined): Record<string, unknown> | undefined {
  return schema && typeof schema.properties === 'object' ? (schema.properties as Record<string, unknown>) : undefined;
}

/** Checks the references of one page body: operations, entities and their fields, locale ids, registered names, permission codes, modal/drawer keys. */
export function checkPageBody(body: PageBody, at: string, ctx: BodyCheckContext) {
  const problem = (pointer: string, message: string) => ctx.report({ file: ctx.file, pointer, message });

  const checkOperation = (id: unknown, pointer: string) => {
    if (typeof id === 'string' && !ctx.operations.has(id)) problem(pointer, `operation '${id}' is not declared in schemas/api`);
  };

  const entityFields = (name: unknown, pointer: string) => {
    if (name === undefined) return undefined;
    const entity = ctx.entities.get(String(name));
    if (!entity) {
      problem(pointer, `entity '${String(name)}' does not exist in schemas/entities`);
      return undefined;
    }
    return propertiesOf(entity);
  };

  // Generic walk: operations, locale ids and permissions, anywhere in the body.
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      const here = `${pointer}/${key}`;
      if (key === 'operation') checkOperation(value, here);
      else if (LOCALE_KEYS.has(key) && typeof value === 'string') {
        for (const locale of ctx.hasLocaleKey(value)) problem(here, `locale key '${value}' is missing in locales/${locale}`);
      } else if (key === 'codes' && Array.isArray(value) && pointer.endsWith('/permission')) {
        value.forEach((code, i) => {
          if (!allCodes.has(code)) problem(`${here}/${i}`, `permission code '${code}' is not defined (server/menus/permissions.ts)`);
        });
      }
      walk(value, here);
    }
  };
  walk(body, at);

  // List specifics: the entity's fields as columns, the list answer's shape, modal and drawer keys.
  const checkList = (list: PageList, pointer: string) => {
    const fields = entityFields(list.entity, `${pointer}/entity`);
    list.columns?.forEach((column, i) => {
      if (fields && !(topField(column.field) in fields)) {
        problem(`${pointer}/columns/${i}/field`, `field '${column.field}' is not a property of entity '${list.entity}'`);
      }
    });
    const op = ctx.operations.get(list.operation);
    const data = propertiesOf(op?.response);
    if (op && (!data || !('items' in data) || !('total' in data))) {
      problem(`${pointer}/operation`, `list operation '${list.operation}' must answer {items, total}`);
    }
    for (const group of ['toolbar', 'rowActions', 'batchActions'] as const) {
      (list[group] ?? []).forEach((action, i) => {
        const where = `${pointer}/${group}/${i}/target`;
        if (action.kind === 'modal' && !list.modals?.[action.target ?? ''])
          problem(where, `modal '${action.target}' is not declared in modals`);
        if (action.kind === 'drawer' && !list.drawers?.[action.target ?? ''])
          problem(where, `drawer '${action.target}' is not declared in drawers`);
        if (action.kind === 'import' && !list.import)
          problem(where.replace(/\/target$/, ''), "an import action needs the list's import declaration");
      });
    }
    for (const [key, form] of Object.entries(list.modals ?? {})) {
      checkForm(form, `${pointer}/modals/${key}`);
    }
    checkImportRoundTrip(list, pointer, propertiesOf((data?.items as JsonSchema | undefined)?.items as JsonSchema | undefined));
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

  // Form specifics: the fields must be accepted by the operation's body, and exist in its entity.
  const checkForm = (form: PageForm, pointer: string) => {
    const fields = entityFields(form.entity, `${pointer}/entity`);
    const op = ctx.operations.get(form.operation);
    const accepted = propertiesOf(op?.body ?? op?.query);
    const closed = (op?.body ?? op?.query)?.additionalProperties === false;
    form.fields?.forEach((field, i) => {
      if (!field.field) return;
      if (fields && !(topField(field.field) in fields))
        problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not a property of entity '${form.entity}'`);
      if (op && closed && accepted && !(topField(field.field) in accepted)) {
        problem(`${pointer}/fields/${i}/field`, `operation '${form.operation}' does not accept field '${field.field}'`);
      }
    });
  };

  const visit = (node: PageBody, pointer: string) => {
    if (node.type === 'list') checkList(node, pointer);
    if (node.type === 'tabs')
      node.tabs.forEach((tab, i) => {
        const op = tab.count ? ctx.operations.get(tab.count.operation) : undefined;
        if (op && !op.reads?.length)
          problem(
            `${pointer}/tabs/${i}/count/operation`,
            `operation '${op.operationId}' declares no 'reads': the tab's count would never refresh`,
          );
        visit(tab.body, `${pointer}/tabs/${i}/body`);
      });
    if (node.type === 'dashboard') (node.sections ?? []).forEach((s, i) => visit(s, `${pointer}/sections/${i}`));
  };
  visit(body, at);
}
