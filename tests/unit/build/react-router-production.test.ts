// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION_ALIASES } from '../../../build/react-router-production';

const require = createRequire(import.meta.url);
const routerDomDist = path.dirname(require.resolve('react-router-dom/package.json'));

/** The specifiers react-router-dom's ES build imports from react-router. */
function routerImportsOfRouterDom(): string[] {
  const code = fs.readFileSync(path.join(routerDomDist, 'dist', 'index.mjs'), 'utf8');
  return [...new Set([...code.matchAll(/from\s+"(react-router[^"]*)"/g)].map((match) => match[1]!))];
}

const aliasFor = (specifier: string) => REACT_ROUTER_PRODUCTION_ALIASES.find((alias) => alias.find.test(specifier));

describe("the build's stand-in for react-router's package entry (its production build)", () => {
  it('covers every entry react-router-dom imports', () => {
    const specifiers = routerImportsOfRouterDom();
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) expect(aliasFor(specifier), specifier).toBeDefined();
  });

  it.each([
    ['react-router', 'react-router'],
    ['react-router/dom', 'react-router/dom'],
  ])('%s: the production file exists and exports what the package entry exports', async (specifier) => {
    const alias = aliasFor(specifier)!;
    expect(fs.existsSync(alias.replacement), alias.replacement).toBe(true);
    const packaged = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    const production = (await import(/* @vite-ignore */ alias.replacement)) as Record<string, unknown>;
    expect(Object.keys(production).sort()).toEqual(Object.keys(packaged).sort());
  });

  it('is the build without development warnings', () => {
    const folder = path.dirname(aliasFor('react-router')!.replacement);
    const code = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    expect(code).toMatch(/ENABLE_DEV_WARNINGS = false;/);
    expect(code).not.toMatch(/ENABLE_DEV_WARNINGS = true;/);
  });
});
