import { and, eq, sql } from 'drizzle-orm';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import type { AccountData } from '../db/account-data';
import { translate, type ServerLocale } from '../http/i18n';
import { installEvents } from '../installs/tables';
import { platformLabel } from '../statistics/platform-names';

/** What a usage record says it was used for, and the app it links to (null when the app is gone). */
export interface UsageDescription {
  description: string;
  app_id: string | null;
}

/** The install event a usage record's reference names (`install:<event id>`, written by the billing). */
const installIdOf = (reference: string): number | undefined => {
  const match = /^install:(\d{1,15})$/.exec(reference);
  return match ? Number(match[1]) : undefined;
};

/**
 * Usage records' references described from the stored install, app and channel, in the caller's
 * language ("Install of Demo Shop via channel SPRING, Android"); an install the account no longer has
 * says why (a record from before `keptFrom`: its month of install events was removed; else its app was
 * deleted), and a reference of another kind is shown as stored. One query for the page of records.
 */
export async function describeUsage(
  account: AccountData,
  records: { reference: string; createdAt: Date }[],
  locale: ServerLocale,
  keptFrom: Date | null,
): Promise<Map<string, UsageDescription>> {
  const references = records.map((record) => record.reference);
  const ids = [...new Set(references.map(installIdOf).filter((id): id is number => id !== undefined))];
  // One prepared statement whatever the page's size: the ids travel as one array.
  const found = ids.length
    ? await account
        .prepared('usage.installsNamed', (reads) =>
          reads
            .select({
              id: installEvents.id,
              appId: installEvents.appId,
              platform: installEvents.platform,
              appName: apps.appName,
              channelCode: channels.code,
            })
            .from(installEvents, sql`${installEvents.id} = any(${sql.placeholder('ids')}::bigint[])`)
            .leftJoin(apps, and(eq(apps.appId, installEvents.appId), eq(apps.accountId, installEvents.accountId)))
            .leftJoin(channels, and(eq(channels.id, installEvents.channelId), eq(channels.accountId, installEvents.accountId))),
        )
        .execute({ ids })
    : [];
  const installs = new Map(found.map((row) => [row.id, row]));
  const described = new Map<string, UsageDescription>();
  for (const { reference, createdAt } of records) {
    const id = installIdOf(reference);
    const install = installs.get(id ?? -1);
    if (!install) {
      // A reference of another kind, an install of a month no longer kept, or one whose app was deleted since (its events went with it).
      const gone = keptFrom && createdAt < keptFrom ? 'package.usage.installExpired' : 'package.usage.installGone';
      described.set(reference, { description: id === undefined ? reference : translate(locale, gone), app_id: null });
      continue;
    }
    const values = {
      app: install.appName ?? translate(locale, 'package.usage.appGone'),
      channel: install.channelCode ?? '',
      platform: platformLabel(install.platform, locale),
    };
    const text = translate(locale, install.channelCode ? 'package.usage.installViaChannel' : 'package.usage.install', values);
    described.set(reference, { description: text, app_id: install.appName === null ? null : install.appId });
  }
  return described;
}
