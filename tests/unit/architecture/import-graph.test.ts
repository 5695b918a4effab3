// The module graph of the console, the server and the contract between them: no import circles (static
// or lazy), and nothing crosses between server/ and src/ except through contract/ (the lint rule says the
// same per file; this sees the whole graph, aliases resolved).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const sides = ['contract', 'server', 'src'];
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = new Set(sides.flatMap(sourceFiles));

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
  else if (specifier.startsWith('@contract/')) base = path.join('contract', specifier.slice('@contract/'.length));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => path.normalize(base + ending)).find((file) => files.has(file));
}

const graph = new Map<string, string[]>();
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const targets = [...text.matchAll(importPattern)].map((match) => resolve(file, match[1] ?? match[2]));
  graph.set(
    file,
    targets.filter((target): target is string => target !== undefined),
  );
}

/** Every circle as the list of its files (strongly connected components of more than one file). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const sideOf = (file: string) => file.split(path.sep)[0];

describe('the module graph', () => {
  it('reads every side', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect([...files].some((file) => file.startsWith(`contract${path.sep}`))).toBe(true);
  });

  it('has no import circle', () => {
    expect(circles()).toEqual([]);
  });

  it('crosses between server and console only through contract', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => sideOf(target) !== sideOf(file) && sideOf(target) !== 'contract').map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });
});
