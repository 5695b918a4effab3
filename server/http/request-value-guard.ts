/**
 * Checks every string (and object key) of a request's body or query before schema validation: no
 * control characters and no broken UTF-16, and no nesting deeper than a fixed bound. PostgreSQL refuses
 * U+0000 in text and jsonb, and a deep enough document overflows the stack of whatever walks it next,
 * so both are refused here for every operation, named by field, instead of failing further in.
 */

/** C0 controls except tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Half of a UTF-16 surrogate pair without its other half (JSON's `"\ud800"`): no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any declared shape; free-form fields declare their own, lower `maxDepth`. */
export const MAX_REQUEST_DEPTH = 32;

export type ValueProblem = { kind: 'controlCharacter' | 'malformedText' | 'tooDeep'; path: string[] };

function textProblem(text: string): ValueProblem['kind'] | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'controlCharacter';
  if (LONE_SURROGATE.test(text)) return 'malformedText';
  return undefined;
}

/** The first problem found, depth first, or undefined. Iterative, so the input's depth cannot hurt it. */
export function findValueProblem(value: unknown): ValueProblem | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const kind = textProblem(current);
      if (kind) return { kind, path };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (path.length >= MAX_REQUEST_DEPTH) return { kind: 'tooDeep', path };
    const entries = Array.isArray(current) ? current.map((v, i) => [String(i), v] as const) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const keyProblem = textProblem(key);
      if (keyProblem) return { kind: keyProblem, path: [...path, key] };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/** Levels of objects and arrays in a JSON value (a scalar is 0). Iterative. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}
