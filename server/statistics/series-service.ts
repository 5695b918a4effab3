import type { QueryOf } from '../api/operation-inputs';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { translate, type ServerLocale } from '../http/i18n';
import { channels } from '../channels/tables';
import { installDaily } from '../installs/tables';
import { dayRangeOf, daysOf } from './date-range';
import { platformLabel } from './platform-names';
import { checkFilterOwners, dailyConditions } from './statistics-filters';
import { sumOf } from './sums';

/** schemas/entities/install-series-point.json */
export interface SeriesPoint {
  key: string;
  label: string;
  installs: number;
  visits: number;
}

const sums = { installs: sumOf(installDaily.installs), visits: sumOf(installDaily.visits) };

/** Installs and visits over a range of days: per day (every day, zero-filled), per channel or per platform (most installs first). */
export function createSeriesService() {
  return {
    async series(account: AccountData, query: QueryOf<'installSeries'>, locale: ServerLocale): Promise<{ points: SeriesPoint[] }> {
      const range = dayRangeOf(query);
      await checkFilterOwners(account, query);
      const where = dailyConditions(query, range);

      if (query.by === 'channel') {
        const rows = await account
          .select({ channelId: installDaily.channelId, name: channels.name, ...sums })
          .from(installDaily, ...where)
          .leftJoin(channels, and(eq(channels.id, installDaily.channelId), eq(channels.accountId, installDaily.accountId)))
          .groupBy(installDaily.channelId, channels.name)
          .orderBy(desc(sums.installs), asc(installDaily.channelId));
        const none = translate(locale, 'statistics.noChannel');
        return {
          points: rows.map((row) => ({
            key: String(row.channelId),
            label: row.channelId === 0 ? none : (row.name ?? `#${row.channelId}`),
            installs: row.installs,
            visits: row.visits,
          })),
        };
      }

      if (query.by === 'platform') {
        const rows = await account
          .select({ platform: installDaily.platform, ...sums })
          .from(installDaily, ...where)
          .groupBy(installDaily.platform)
          .orderBy(desc(sums.installs), asc(installDaily.platform));
        return {
          points: rows.map((row) => ({
            key: row.platform,
            label: platformLabel(row.platform, locale),
            installs: row.installs,
            visits: row.visits,
          })),
        };
      }

      const rows = await account
        .select({ day: installDaily.day, ...sums })
        .from(installDaily, ...where)
        .groupBy(installDaily.day);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      return {
        points: daysOf(range).map((day) => ({
          key: day,
          label: day,
          installs: byDay.get(day)?.installs ?? 0,
          visits: byDay.get(day)?.visits ?? 0,
        })),
      };
    },
  };
}
