import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGLITE_TEMPLATE_ENV, createPgliteTemplates } from '../support/pglite-template-dir';

/**
 * Global setup: builds the PGlite template directories once per run (a blank cluster and a migrated,
 * seeded one). Each test database is a copy (tests/support/test-db.ts), which is much faster than
 * creating a cluster, migrating and hashing the demo passwords again for every file.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-pglite-templates-'));
  const templates = await createPgliteTemplates(root);
  project.provide('pgliteTemplateDir', templates.seeded);
  project.provide('pgliteBlankTemplateDir', templates.blank);
  process.env[PGLITE_TEMPLATE_ENV] = root;
  return () => {
    fs.rmSync(root, { recursive: true, force: true });
  };
}
