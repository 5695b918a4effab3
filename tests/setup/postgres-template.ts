import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dropPostgresDatabase } from '../support/postgres-template-db';

/**
 * Global setup of the server-postgres project: one migrated, seeded template database per run, which
 * every seeded test database is created from (tests/support/test-db.ts), as the PGlite projects copy a
 * template directory (tests/setup/pglite-template.ts).
 */
export default async function setup(project: TestProject) {
  const template = await createPostgresTemplate();
  project.provide('postgresTemplateDatabase', template);
  return async () => {
    await dropPostgresDatabase(template);
  };
}
