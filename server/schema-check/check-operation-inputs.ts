/**
 * Rules that keep every operation's input bounded and its account boundary declared, so that a new
 * operation is covered by the generated bad-input and account-boundary tests by being written down:
 * - every integer has a `maximum` (ids and counts refer to entities/id.json and count.json);
 * - a free-form request field (`additionalProperties: true`) declares `maxDepth` and `maxJsonBytes`;
 * - an account-scoped operation names the entity of each id it takes (`x-entity`) and of the rows it
 *   lists (`x-lists`);
 * - an account-scoped operation that changes the balance is `x-idempotent` (a repeated click charges once),
 *   and only a user's call that is no GET may be: account-scoped, or an admin's platform call on one account
 *   (its key is kept with that account's keys, e.g. the admin's balance adjustment).
 */
import type { SchemaProblem } from './schema-problem';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const hasType = (node: Json, type: string) => node.type === type || (Array.isArray(node.type) && node.type.includes(type));
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function walk(node: unknown, pointer: string, visit: (node: Json, pointer: string) => void) {
  if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`, visit));
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escape(key)}`, visit);
}

/** Integers without a maximum, anywhere in an api or entity file. */
export function checkIntegerBounds(file: string, json: unknown, report: (p: SchemaProblem) => void) {
  walk(json, '', (node, pointer) => {
    if (!hasType(node, 'integer') || node.maximum !== undefined || node.enum !== undefined || node.const !== undefined) return;
    report({
      file,
      pointer,
      message: 'an integer needs a maximum (ids and counts: $ref entities/id.json or count.json; the database column bounds the rest)',
    });
  });
}

const ID_FIELD = /^(id|ids|.+_id|.+_ids)$/;

/** The request-side rules of one operation (raw, $refs not inlined: the fields as written). */
export function checkOperationInputs(file: string, op: Json, at: string, report: (p: SchemaProblem) => void) {
  for (const part of ['body', 'query'] as const) {
    walk(op[part], `${at}/${part}`, (node, pointer) => {
      if (node.additionalProperties === true && (node.maxDepth === undefined || node.maxJsonBytes === undefined)) {
        report({ file, pointer, message: 'a free-form field (additionalProperties: true) needs maxDepth and maxJsonBytes' });
      }
    });
    if (op['x-scope'] !== 'account') continue;
    const properties = (op[part] as Json | undefined)?.properties;
    if (!isObject(properties)) continue;
    for (const [name, field] of Object.entries(properties)) {
      if (ID_FIELD.test(name) && isObject(field) && typeof field['x-entity'] !== 'string') {
        report({
          file,
          pointer: `${at}/${part}/properties/${escape(name)}`,
          message: `an id field of an account-scoped operation declares which entity it names (x-entity)`,
        });
      }
    }
  }
  const changesBalance = Array.isArray(op.changes) && op.changes.includes('balance');
  if (op['x-scope'] === 'account' && changesBalance && op['x-idempotent'] !== true) {
    report({
      file,
      pointer: at,
      message: 'an account-scoped operation that changes the balance is x-idempotent (it takes an Idempotency-Key)',
    });
  }
  const adminOnly = Array.isArray(op.roles) && op.roles.length === 1 && op.roles[0] === 'admin';
  const keyedScope = op['x-scope'] === 'account' || (op['x-scope'] === 'platform' && adminOnly);
  if (op['x-idempotent'] === true && (!keyedScope || op.access !== 'user' || op.method === 'GET')) {
    report({
      file,
      pointer: `${at}/x-idempotent`,
      message: "x-idempotent is for a user's account-scoped (or admin's) call that is no GET (its key is kept per account)",
    });
  }
  if (op.access === 'sdk' && ((Array.isArray(op.roles) && op.roles.length) || op['x-scope'] !== 'account')) {
    report({
      file,
      pointer: `${at}/access`,
      message: "an sdk operation acts for the account of the key that signed it: x-scope 'account' and no roles",
    });
  }
  const response = op.response as Json | undefined;
  if (
    op['x-scope'] === 'account' &&
    isObject(response?.properties) &&
    'items' in response.properties &&
    typeof op['x-lists'] !== 'string'
  ) {
    report({ file, pointer: at, message: 'an account-scoped list declares the entity of its items (x-lists)' });
  }
}
