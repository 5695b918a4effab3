import fs from 'node:fs';
import path from 'node:path';
import { readPageFile, sortPages, type PageSchema } from '../api/schema-loader';
import { checkSchemas, formatProblem } from '../schema-check/check-schemas';

export interface CheckedPagesLog {
  warn(message: string): void;
  info(message: string): void;
}

interface PageFile {
  /** Modification time and size when last read: a different stamp means the file changed. */
  stamp: string;
  /** The last version that passed the checker; absent when the file never did. */
  good?: PageSchema;
}

function stampOf(file: string): string | undefined {
  try {
    const { mtimeMs, size } = fs.statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return undefined; // removed between listing and stat
  }
}

function stampsIn(dir: string): Map<string, string> {
  const stamps = new Map<string, string>();
  if (!fs.existsSync(dir)) return stamps;
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const stamp = stampOf(path.join(dir, name));
    if (stamp) stamps.set(name, stamp);
  }
  return stamps;
}

/**
 * The page files of `<root>/pages` as the console receives them, checked when they are read: each call
 * compares the files' modification stamps with the last read (a directory listing and a stat per file),
 * and a changed or new file is run through the schema checker. A file that passes is served from then
 * on; a broken one keeps its last good version (a new broken file is not served) and each of its
 * problems is logged once as `file#/pointer: message`. A removed file's page goes.
 *
 * The files as they are at creation are served as they are: the server checked every schema at start.
 */
export function createCheckedPages(root: string, log: CheckedPagesLog) {
  const dir = path.join(root, 'pages');
  const files = new Map<string, PageFile>();
  for (const [name, stamp] of stampsIn(dir)) files.set(name, { stamp, good: readPageFile(path.join(dir, name)) });
  let served = sortPages([...files.values()].flatMap((f) => (f.good ? [f.good] : [])));

  function readChanged(): void {
    const stamps = stampsIn(dir);
    const changed = [...stamps].filter(([name, stamp]) => files.get(name)?.stamp !== stamp).map(([name]) => name);
    const removed = [...files.keys()].filter((name) => !stamps.has(name));
    if (changed.length === 0 && removed.length === 0) return;
    for (const name of removed) {
      files.delete(name);
      log.info(`schemas/pages/${name} was removed; its page is no longer served`);
    }
    // The whole checker runs (it needs the operations, entities, locales and the other pages' names);
    // only the changed files' problems decide here.
    const problems = changed.length ? checkSchemas({ root }) : [];
    for (const name of changed) {
      const rel = `schemas/pages/${name}`;
      const previous = files.get(name)?.good;
      const own = problems.filter((p) => p.file === rel);
      let good = previous;
      if (own.length === 0) {
        try {
          good = readPageFile(path.join(dir, name));
        } catch (error) {
          // Changed again (or removed) right after the check: reported like a broken file.
          own.push({ file: rel, pointer: '', message: `not readable: ${(error as Error).message}` });
        }
      }
      for (const problem of own) {
        log.warn(`${formatProblem(problem)} (${previous ? 'the last good version is served' : 'the page is not served'})`);
      }
      files.set(name, { stamp: stamps.get(name)!, good });
      if (own.length === 0) log.info(`${rel} changed; the new version is served`);
    }
    served = sortPages([...files.values()].flatMap((f) => (f.good ? [f.good] : [])));
  }

  return {
    /** The page schemas to serve now, in menu order. */
    current(): PageSchema[] {
      readChanged();
      return served;
    },
  };
}

export type CheckedPages = ReturnType<typeof createCheckedPages>;
