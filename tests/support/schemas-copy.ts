import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectPath } from '../../server/shared/project-root';

export interface SchemasCopy {
  /** The copied schemas folder: the server's `schemasDir`. */
  root: string;
  /** A file of the copy, e.g. `pages/notice.json`. */
  file(relative: string): string;
  readJson<T = Record<string, unknown>>(relative: string): T;
  /** Writes a file of the copy and moves its modification time on, as an editor's save would. */
  writeJson(relative: string, value: unknown): void;
  writeText(relative: string, text: string): void;
  remove(): void;
}

/**
 * A temporary copy of the project's schemas folder with the locales beside it (where the checker
 * reads the texts of a schemas folder), for a server whose schemas a test changes.
 */
export function copySchemas(): SchemasCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-schemas-'));
  const root = path.join(dir, 'schemas');
  fs.cpSync(projectPath('schemas'), root, { recursive: true });
  fs.cpSync(projectPath('locales'), path.join(dir, 'locales'), { recursive: true });
  let saves = 0;
  const file = (relative: string) => path.join(root, relative);
  const writeText = (relative: string, text: string) => {
    fs.writeFileSync(file(relative), text);
    // Each save gets a later time than the last, however fast the test writes.
    const when = new Date(Date.now() + ++saves * 1000);
    fs.utimesSync(file(relative), when, when);
  };
  return {
    root,
    file,
    readJson: <T>(relative: string) => JSON.parse(fs.readFileSync(file(relative), 'utf8')) as T,
    writeJson: (relative, value) => writeText(relative, `${JSON.stringify(value, null, 2)}\n`),
    writeText,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
