/**
 * Speed budget of issue 2: the JS a browser loads on /login, gzipped, from the production
 * build's manifest. Run after `npx vite build`:
 *   npx tsx scripts/measure-login-js.ts [--max-kb 150]
 *
 * "before the form": the entry chunk, the login screen's chunk and the default locale's
 * messages, each with its static imports.
 * "on first edit": what the login screen fetches once the user types (the HTTP client used by
 * the submit). The budget applies to both together: everything /login ever loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = 'dist/console';
const LOGIN_SCREEN = 'src/views/login/LoginPage.tsx';
const BEFORE_FORM = [LOGIN_SCREEN, 'src/locales/bundles/zh_CN-boot.ts'];
const DEFAULT_BUDGET_KB = 150;

function staticClosure(manifest: Manifest, roots: string[], seen = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk for ${key}: did the module move?`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

function report(title: string, manifest: Manifest, keys: Iterable<string>): number {
  const rows = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(DIST, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
  console.log(title);
  for (const row of rows) console.log(`  ${kb(row.gzip)} KB gz ${kb(row.raw)} KB raw  ${row.file}`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  = ${(total / 1024).toFixed(1)} KB gzipped in ${rows.length} files`);
  return total;
}

function main(): void {
  const maxArg = process.argv.indexOf('--max-kb');
  const budgetKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : DEFAULT_BUDGET_KB;
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');

  const first = staticClosure(manifest, [...entries, ...BEFORE_FORM]);
  // The login screen's own lazy imports: what its submit needs.
  const onFirstEdit = manifest[LOGIN_SCREEN].dynamicImports ?? [];
  const later = [...staticClosure(manifest, onFirstEdit)].filter((key) => !first.has(key));
  const beforeForm = report('before the login form shows:', manifest, first);
  const onEdit = report('fetched on the first edit (HTTP client for the submit):', manifest, later);
  const total = beforeForm + onEdit;
  console.log(
    `login route JS: ${(total / 1024).toFixed(1)} KB gzipped in all ` +
      `(${(beforeForm / 1024).toFixed(1)} KB before the form shows; budget ${budgetKb} KB)`,
  );
  if (total > budgetKb * 1024) process.exitCode = 1;
}

main();
