import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo seed's steps applied to this database (server/demo/seed.ts). A step runs once: demo rows a
 * user deleted later are not brought back, and a step added by an upgrade still runs on old data.
 */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
