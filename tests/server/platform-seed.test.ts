import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminMenus, rootDomains, users } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { openTestDatabase, startTestServer, type TestDatabase } from '../support/test-db';
import { inject, signIn } from './helpers';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function emptyMigrated() {
  const database = await openTestDatabase({ state: 'empty' });
  opened.push(database);
  await database.migrate();
  return database;
}

const admin = { username: 'root-admin', password: 'a long production password' };

describe('an empty production database (DEMO_DATA=false)', () => {
  it('gets the platform’s menus and one admin from the settings, no demo accounts, data or root domains; the admin signs in', async () => {
    const database = await emptyMigrated();
    expect(await seedDemoData(database.db, { locale: 'en', demo: false, admin })).toBe(true);
    const people = await database.db.select({ username: users.username, role: users.role }).from(users);
    expect(people).toEqual([{ username: 'root-admin', role: 'admin' }]);
    expect(await database.db.select().from(rootDomains)).toEqual([]);
    expect((await database.db.select().from(adminMenus)).length).toBeGreaterThan(10);

    // A later start, with or without the demo setting, adds nothing: every step is recorded.
    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(false);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'))).toEqual([]);

    const server = await startTestServer({ database });
    try {
      const token = await signIn(server, admin.username, admin.password);
      const menus = await inject(server, 'GET', '/api/v1/user/menu_list', { token });
      expect(menus.code).toBe(0);
      expect(JSON.stringify(menus.data)).toContain('/catalogue');
      const demoLogin = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'admin', password: 'admin123' } });
      expect(demoLogin.code).not.toBe(0);
    } finally {
      await server.close();
    }
  });

  it('refuses to start without ADMIN_PASSWORD, with a short one or a demo password, and stores nothing', async () => {
    const database = await emptyMigrated();
    await expect(seedDemoData(database.db, { demo: false })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(seedDemoData(database.db, { demo: false, admin: { username: 'a', password: 'short' } })).rejects.toThrow(/12 characters/);
    await expect(seedDemoData(database.db, { demo: false, admin: { username: 'a', password: 'admin123' } })).rejects.toThrow(
      /not be a demo password/,
    );
    expect(await database.db.select().from(users)).toEqual([]);
  });
});
