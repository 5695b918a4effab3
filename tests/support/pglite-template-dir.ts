import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';
import { installSecretKeys } from '../../server/shared/secret-box';
import { TEST_SECRETS_KEY } from './test-secrets-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory migrated and seeded with the demo data. */
    pgliteTemplateDir: string;
    /** A PGlite data directory just created: no tables yet (like a first `npm start`). */
    pgliteBlankTemplateDir: string;
  }
}

/** Also set by the global setup, for code that runs outside vitest's workers. */
export const PGLITE_TEMPLATE_ENV = 'PWA_PGLITE_TEMPLATE_ROOT';

export interface PgliteTemplates {
  blank: string;
  seeded: string;
}

export const templatesIn = (root: string): PgliteTemplates => ({
  blank: path.join(root, 'blank'),
  seeded: path.join(root, 'seeded'),
});

/**
 * Creates both templates under `root`. Creating a PGlite cluster (initdb) takes seconds, copying
 * one takes a fraction of that, so the blank cluster is made once and copied for the seeded one.
 */
export async function createPgliteTemplates(root: string): Promise<PgliteTemplates> {
  const templates = templatesIn(root);
  await (await openPglite(templates.blank)).close();
  fs.cpSync(templates.blank, templates.seeded, { recursive: true });
  const database = await openPglite(templates.seeded);
  try {
    await database.migrate();
    // The seeded accounts' secrets are sealed with the key every test server loads (SECRETS_KEY).
    installSecretKeys(TEST_SECRETS_KEY);
    // English demo content: the tests name seeded records by their English names.
    await seedDemoData(database.db, { locale: 'en' });
  } finally {
    await database.close();
  }
  return templates;
}
