import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../shared/project-root';

const run = promisify(execFile);

// Opens (so creates) the cluster and closes it; runs in a Node process of its own, from the project folder.
const CREATE_CLUSTER = `
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/**
 * Creates a new PGlite cluster in `dataDir` in a short-lived process of its own. Creating one runs
 * initdb inside PGlite's WebAssembly, which leaves some 400 MB of memory touched that a process never
 * gives back; the server then opens the finished cluster and starts at a fraction of that. A folder
 * that already holds a cluster (or an in-memory database) is left alone.
 */
export async function createPgliteClusterApart(dataDir: string): Promise<void> {
  if (dataDir.includes('://') || fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await run(process.execPath, ['--input-type=module', '--eval', CREATE_CLUSTER, dataDir], { cwd: projectRoot });
}
