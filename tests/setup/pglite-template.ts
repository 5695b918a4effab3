import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGLITE_TEMPLATE_ENV, createPgliteTemplates, type PgliteTemplates } from '../support/pglite-template-dir';

/** Kept on the process: the projects that use this setup (server-pglite, browser) share one build. */
interface SharedTemplates {
  ready: Promise<{ root: string; templates: PgliteTemplates }>;
  users: number;
}
const processState = globalThis as { pwaPgliteTemplates?: SharedTemplates };

/**
 * Global setup: builds the PGlite template directories once per run (a blank cluster and a migrated,
 * seeded one), shared by every project that names this setup. Each test database is a copy
 * (tests/support/test-db.ts), which is much faster than creating a cluster, migrating and hashing the
 * demo passwords again for every file.
 */
export default async function setup(project: TestProject) {
  processState.pwaPgliteTemplates ??= {
    ready: (async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-pglite-templates-'));
      return { root, templates: await createPgliteTemplates(root) };
    })(),
    users: 0,
  };
  const shared = processState.pwaPgliteTemplates;
  shared.users += 1;
  const { root, templates } = await shared.ready;
  project.provide('pgliteTemplateDir', templates.seeded);
  project.provide('pgliteBlankTemplateDir', templates.blank);
  process.env[PGLITE_TEMPLATE_ENV] = root;
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    processState.pwaPgliteTemplates = undefined;
    fs.rmSync(root, { recursive: true, force: true });
  };
}
