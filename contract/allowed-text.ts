/**
 * What a `pattern` of an input schema allows, in words, for the messages of the server's validation and
 * the console's forms (both say the same, from the same schema). Only the simple shapes our schemas use
 * are described: one character class with a count (`^[A-Za-z0-9_.-]{3,32}$`), or a first character and
 * a class (`^[a-z][a-z0-9_-]*$`); any other pattern has no description (the message stays generic).
 */

/** Looks up a text by its key below the caller's validation namespace (`chars.letters`, `allowed.range`, …). */
export type SayText = (key: string, values?: Record<string, string | number>) => string;

interface CharSet {
  letters?: 'any' | 'lower' | 'upper';
  digits?: boolean;
  /** Single characters, as written. */
  others: string[];
}

interface Atom {
  chars: CharSet;
  min: number;
  max: number | undefined;
}

/** The characters of a class body (`A-Za-z0-9_.-`) or of `\d`; undefined for anything else (other ranges, negation). */
function parseClass(body: string): CharSet | undefined {
  if (body.startsWith('^')) return undefined;
  let lower = false;
  let upper = false;
  let digits = false;
  const others: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const range = body.slice(i, i + 3);
    if (range === 'a-z' || range === 'A-Z' || range === '0-9') {
      if (range === 'a-z') lower = true;
      else if (range === 'A-Z') upper = true;
      else digits = true;
      i += 2;
      continue;
    }
    let char = body[i]!;
    if (char === '\\') {
      const next = body[++i];
      if (next === 'd') {
        digits = true;
        continue;
      }
      if (!next || /[A-Za-z0-9]/.test(next)) return undefined; // \w, \s, \S …: not described
      char = next;
    } else if (char === '-' && i > 0 && i < body.length - 1) return undefined; // another range
    if (!others.includes(char)) others.push(char);
  }
  const letters = lower && upper ? 'any' : lower ? 'lower' : upper ? 'upper' : undefined;
  return { ...(letters ? { letters } : {}), ...(digits ? { digits } : {}), others };
}

/** `?`, `*`, `+`, `{n}`, `{m,}`, `{m,n}` or nothing at `pattern[at]`: the count and how many characters it took. */
function parseCount(pattern: string, at: number): { min: number; max: number | undefined; length: number } | undefined {
  const char = pattern[at];
  if (char === '?') return { min: 0, max: 1, length: 1 };
  if (char === '*') return { min: 0, max: undefined, length: 1 };
  if (char === '+') return { min: 1, max: undefined, length: 1 };
  if (char !== '{') return { min: 1, max: 1, length: 0 };
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : undefined;
  return { min, max, length: match[0].length };
}

/** The atoms of `^…$`, each a character class (or `\d`) with its count; undefined for any other pattern. */
function parseAtoms(pattern: string): Atom[] | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  const inner = pattern.slice(1, -1);
  const atoms: Atom[] = [];
  let at = 0;
  while (at < inner.length) {
    let chars: CharSet | undefined;
    if (inner.startsWith('\\d', at)) {
      chars = { digits: true, others: [] };
      at += 2;
    } else if (inner[at] === '[') {
      const end = inner.indexOf(']', at + 2);
      if (end < 0) return undefined;
      chars = parseClass(inner.slice(at + 1, end));
      at = end + 1;
    }
    if (!chars) return undefined;
    const count = parseCount(inner, at);
    if (!count) return undefined;
    at += count.length;
    atoms.push({ chars, min: count.min, max: count.max });
  }
  return atoms.length ? atoms : undefined;
}

function union(a: CharSet, b: CharSet): CharSet {
  const lower = a.letters === 'any' || a.letters === 'lower' || b.letters === 'any' || b.letters === 'lower';
  const upper = a.letters === 'any' || a.letters === 'upper' || b.letters === 'any' || b.letters === 'upper';
  const letters = lower && upper ? 'any' : lower ? 'lower' : upper ? 'upper' : undefined;
  return {
    ...(letters ? { letters } : {}),
    ...(a.digits || b.digits ? { digits: true } : {}),
    others: [...a.others, ...b.others.filter((c) => !a.others.includes(c))],
  };
}

/** "letters, digits, “_” or “-”" (or one letter: "a letter") in the caller's language. */
function charsText(chars: CharSet, say: SayText, locale: string, one: boolean): string {
  const words: string[] = [];
  if (chars.letters) words.push(say(`${one ? 'char' : 'chars'}.${chars.letters === 'any' ? 'letters' : chars.letters}`));
  if (chars.digits) words.push(say(`${one ? 'char' : 'chars'}.digits`));
  for (const other of chars.others) words.push(say('chars.quoted', { char: other }));
  return new Intl.ListFormat(locale.replace('_', '-'), { type: 'disjunction' }).format(words);
}

function countText(min: number, max: number | undefined, chars: string, say: SayText): string {
  if (max === undefined) return min <= 1 ? say('allowed.any', { chars }) : say('allowed.atLeast', { min, chars });
  if (min === max) return say('allowed.exactly', { count: min, chars });
  return say('allowed.range', { min: Math.max(min, 1), max, chars });
}

/**
 * What `pattern` allows, e.g. "3–32 letters, digits, “_”, “.” or “-”", or undefined when the pattern
 * is not one of the simple shapes. `say` reads the texts (`chars.*`, `allowed.*`) in `locale`.
 */
export function allowedByPattern(pattern: string, say: SayText, locale: string): string | undefined {
  const atoms = parseAtoms(pattern);
  if (!atoms) return undefined;
  if (atoms.length === 1) {
    const [only] = atoms as [Atom];
    return countText(only.min, only.max, charsText(only.chars, say, locale, false), say);
  }
  if (atoms.length === 2 && atoms[0]!.min === 1 && atoms[0]!.max === 1) {
    const [first, rest] = atoms as [Atom, Atom];
    const all = countText(
      rest.min + 1,
      rest.max === undefined ? undefined : rest.max + 1,
      charsText(union(first.chars, rest.chars), say, locale, false),
      say,
    );
    return say('allowed.first', { allowed: all, first: charsText(first.chars, say, locale, true) });
  }
  return undefined;
}
