import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { apps, channels, noticeReads, notices, shortLinks } from '../../server/db/schema';
import { newAppId } from '../../server/apps/app-id';

/** Row counts of the app, channel and notice tables, to prove that a refused request wrote nothing. */
export async function contentCounts(database: Database) {
  const count = async (table: typeof apps | typeof channels | typeof shortLinks | typeof notices | typeof noticeReads) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  return {
    apps: await count(apps),
    channels: await count(channels),
    shortLinks: await count(shortLinks),
    notices: await count(notices),
    noticeReads: await count(noticeReads),
  };
}

/** An app of any account, made directly in the database. */
export async function insertApp(database: Database, accountId: number, appName: string, record: string[] = []) {
  const [row] = await database.db.insert(apps).values({ appId: newAppId(), accountId, appName, state: 'online', record }).returning();
  return row!;
}

export async function insertChannel(database: Database, accountId: number, appId: string, name: string, code: string) {
  const [row] = await database.db.insert(channels).values({ accountId, appId, name, code }).returning();
  return row!;
}

export async function appsOf(database: Database, accountId: number) {
  return database.db.select().from(apps).where(eq(apps.accountId, accountId)).orderBy(apps.appName);
}

export async function channelsOf(database: Database, accountId: number) {
  return database.db.select().from(channels).where(eq(channels.accountId, accountId)).orderBy(channels.id);
}

/** The exact field set of schemas/entities/channel.json (short_url only once a link exists). */
export const CHANNEL_FIELDS = ['app_id', 'app_name', 'code', 'created_at', 'id', 'install_count', 'name', 'remark', 'state'];
export const APP_FIELDS = [
  'app_id',
  'app_name',
  'app_type',
  'app_type_json',
  'ban_reason',
  'created_at',
  'install_count',
  'package_version',
  'record',
  'source',
  'state',
  'target_url',
  'updated_at',
  'win_icon',
];
export const NOTICE_FIELDS = ['content', 'created_at', 'id', 'level', 'read', 'read_at', 'title'];

export const isIsoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) && !Number.isNaN(Date.parse(value));
