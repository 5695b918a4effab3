import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, channels, shortLinks } from '../db/schema';
import { notFound } from '../http/api-error';
import { violatedUniqueIndex } from '../shared/db-errors';
import { installUrlOf, shortUrlOf } from '../shared/public-urls';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 7;
const CODE_ATTEMPTS = 5;

/** 62^7 ≈ 3.5 × 10^12 codes: unguessable enough for links that are meant to be shared anyway. */
const newShortCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

export const isShortCode = (code: string) => code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c));

/** One short link per channel, made on first request and reused after. */
export function createShortLinkService(db: Db) {
  async function existing(channelId: number) {
    const [link] = await db.select().from(shortLinks).where(eq(shortLinks.channelId, channelId)).limit(1);
    return link;
  }

  return {
    /**
     * The channel's short link and its install URL. The stored target is refreshed when the channel
     * moved to another app or the app got a domain since; the code never changes.
     */
    async linkFor(accountId: number, channelId: number, origin: string) {
      const [channel] = await db
        .select({ code: channels.code, appId: apps.appId, record: apps.record })
        .from(channels)
        .innerJoin(apps, eq(apps.appId, channels.appId))
        .where(and(eq(channels.id, channelId), eq(channels.accountId, accountId)))
        .limit(1);
      if (!channel) throw notFound();
      const targetUrl = installUrlOf(channel, channel.code, origin);
      const answer = (code: string) => ({ short_url: shortUrlOf(origin, code), target_url: targetUrl });

      const found = await existing(channelId);
      if (found) {
        if (found.targetUrl !== targetUrl) await db.update(shortLinks).set({ targetUrl }).where(eq(shortLinks.id, found.id));
        return answer(found.code);
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const [created] = await db
            .insert(shortLinks)
            .values({ code: newShortCode(), accountId, channelId, targetUrl })
            .returning({ code: shortLinks.code });
          return answer(created!.code);
        } catch (error) {
          const index = violatedUniqueIndex(error);
          // A parallel request made this channel's link first: use it.
          if (index === 'short_links_channel_idx') {
            const made = await existing(channelId);
            if (made) return answer(made.code);
          }
          if (index !== 'short_links_code_idx' || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * Where a short link leads now: followed live from its channel, so a link already handed out keeps
     * working when the channel moves to another app or the app gets a domain. Undefined for an unknown code.
     */
    async targetOf(code: string, origin: string): Promise<string | undefined> {
      if (!isShortCode(code)) return undefined;
      const [row] = await db
        .select({ code: channels.code, appId: apps.appId, record: apps.record })
        .from(shortLinks)
        .innerJoin(channels, eq(channels.id, shortLinks.channelId))
        .innerJoin(apps, eq(apps.appId, channels.appId))
        .where(eq(shortLinks.code, code))
        .limit(1);
      return row ? installUrlOf(row, row.code, origin) : undefined;
    },
  };
}

export type ShortLinkService = ReturnType<typeof createShortLinkService>;
