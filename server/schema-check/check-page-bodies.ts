import { ALL_PERMISSION_CODES } from '../menus/permissions';
import type { PageBody } from '../../contract/generated/page-schema';
import { iconProblem } from './check-icons';
import { checkColumns, checkLinkRoute } from './check-columns';
import { checkOptionsFrom } from './check-operation-calls';
import type { BodyCheckContext, BodyChecks } from './bodies/body-checks';
import { checkDashboardBody } from './bodies/check-dashboard-body';
import { checkDetailsBody } from './bodies/check-descriptions-body';
import { checkFormBody } from './bodies/check-form-body';
import { checkListBody } from './bodies/check-list-body';
import { checkTabsBody } from './bodies/check-tabs-body';

export type { BodyCheckContext } from './bodies/body-checks';

type Json = Record<string, unknown>;

/** Keys whose string value is a locale message id, wherever they appear in a body. */
const LOCALE_KEYS = new Set(['title', 'label', 'confirm', 'success', 'placeholder', 'description', 'otherLabel']);

const allCodes = new Set(ALL_PERMISSION_CODES);

/**
 * Checks one page body for what the console or the server would refuse: unknown operations, entities,
 * fields, locale ids, permission codes, icons, modal/drawer keys; operations its roles may not call;
 * columns, forms, actions, drawers and dashboards against the schemas of what they show and send.
 * What is true of any body is walked here; each body type has its checker in ./bodies, named after the
 * renderer piece of src/renderer it mirrors (check-list-body.ts for list/, …).
 */
export function checkPageBody(body: PageBody, at: string, ctx: BodyCheckContext) {
  const problem = (pointer: string, message: string) => ctx.report({ file: ctx.file, pointer, message });
  walkBody(body, at, ctx, problem);

  const checks: BodyChecks = {
    ...ctx,
    problem,
    entityOf: (name, pointer) => {
      if (name === undefined) return undefined;
      const entity = ctx.entities.get(String(name));
      if (!entity) {
        problem(pointer, `entity '${String(name)}' does not exist in schemas/entities`);
        return undefined;
      }
      return { schema: entity, label: `a property of entity '${String(name)}'` };
    },
    checkColumns: (columns, pointer, record) =>
      checkColumns(columns, pointer, record, { operations: ctx.operations, routes: ctx.routes, problem }),
    checkRoute: (template, pointer) => checkLinkRoute(template, pointer, ctx.routes, problem),
    visit: (node, pointer) => visit(node, pointer, checks),
  };
  visit(body, at, checks);
}

/** The body type's checker; a body type of the meta-schema without one here does not compile. */
function visit(node: PageBody, pointer: string, checks: BodyChecks) {
  switch (node.type) {
    case 'list':
      return checkListBody(node, pointer, checks);
    case 'details':
      return checkDetailsBody(node, pointer, checks);
    case 'tabs':
      return checkTabsBody(node, pointer, checks);
    case 'dashboard':
      return checkDashboardBody(node, pointer, checks);
    case 'form':
      return checkFormBody(node, pointer, checks);
    default:
      return node satisfies never;
  }
}

/**
 * Anywhere in a body (nested ones too): operations (declared, callable by the roles the part is shown
 * to), locale ids, permission codes, icons and option sources.
 */
function walkBody(body: PageBody, at: string, ctx: BodyCheckContext, problem: (pointer: string, message: string) => void) {
  // An operation must exist and allow every role the element that calls it is shown to (the server answers the others 403).
  const checkOperation = (id: unknown, pointer: string, roles: string[]) => {
    if (typeof id !== 'string') return;
    const op = ctx.operations.get(id);
    if (!op) return problem(pointer, `operation '${id}' is not declared in schemas/api`);
    if (op.access === 'sdk') return problem(pointer, `operation '${id}' is called signed with an access key, never from a page`);
    const refused = op.roles?.length ? roles.filter((role) => !op.roles!.includes(role)) : [];
    if (refused.length)
      problem(
        pointer,
        `operation '${id}' allows only ${op.roles!.join(', ')}, but this part is shown to ${refused.join(', ')} too (narrow the route's meta.roles or the element's permission.roles)`,
      );
  };

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
}
