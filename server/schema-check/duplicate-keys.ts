/**
 * The pointers of keys written twice in one object of a JSON text. `JSON.parse` keeps the last and says
 * nothing, so a merge that leaves an operation two `summary` keys and no `roles` would pass unseen.
 * The text must already be valid JSON (checked by parsing it first).
 */
export function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  // One frame per open object or array: the keys seen, its pointer, and (arrays) the next index.
  const stack: { keys?: Set<string>; pointer: string; index: number; key?: string }[] = [];
  let expectKey = false;
  let i = 0;
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const childPointer = () => {
    const top = stack[stack.length - 1];
    if (!top) return '';
    return top.keys ? `${top.pointer}/${escape(top.key ?? '')}` : `${top.pointer}/${top.index}`;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const value = JSON.parse(text.slice(i, j + 1)) as string;
      const top = stack[stack.length - 1];
      if (expectKey && top?.keys) {
        if (top.keys.has(value)) found.push(`${top.pointer}/${escape(value)}`);
        top.keys.add(value);
        top.key = value;
        expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push({ keys: c === '{' ? new Set() : undefined, pointer: childPointer(), index: 0 });
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.keys) expectKey = true;
      else if (top) top.index += 1;
    }
    i += 1;
  }
  return found;
}
