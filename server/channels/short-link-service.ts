import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
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

/**
 * One short link per channel, made on first request and reused after. Following a link (`/s/<code>`)
 * is a platform-wide lookup by its public code.
 */
export function createShortLinkService(platform: PlatformDb) {
  async function existing(account: AccountData, channelId: number) {
    const [link] = await account.rows(shortLinks, eq(shortLinks.channelId, channelId)).limit(1);
    return link;
  }

  return {
    /**
     * The channel's short link and its install URL. The stored target is refreshed when the channel
     * moved to another app or the app got a domain since; the code never changes.
     */
    async linkFor(account: AccountData, channelId: number, origin: string) {
      const [channel] = await account
        .select({ code: channels.code, appId: apps.appId, record: apps.record })
        .from(channels, eq(channels.id, channelId))
        .innerJoin(apps, eq(apps.appId, channels.appId))
        .limit(1);
      if (!channel) throw notFound();
      const targetUrl = installUrlOf(channel, channel.code, origin);
      const answer = (code: string) => ({ short_url: shortUrlOf(origin, code), target_url: targetUrl });

      const found = await existing(account, channelId);
      if (found) {
        if (found.targetUrl !== targetUrl) await account.update(shortLinks, { targetUrl }, eq(shortLinks.id, found.id));
        return answer(found.code);
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const [created] = await account
            .insert(shortLinks, { code: newShortCode(), channelId, targetUrl })
            .returning({ code: shortLinks.code });
          return answer(created!.code);
        } catch (error) {
          const index = violatedUniqueIndex(error);
          // A parallel request made this channel's link first: use it.
          if (index === 'short_links_channel_idx') {
            const made = await existing(account, channelId);
            if (made) return answer(made.code);
          }
          if (index !== 'short_links_code_idx' || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * Where a short link leads now: followed live from its channel, so a link already handed out keeps
     * working when the channel moves to another app or the app gets a domain. Undefined for an unknown
     * code (a deleted channel's link is deleted with it); `disabled` while the channel is disabled.
     */
    async targetOf(code: string, origin: string): Promise<{ url: string; disabled: boolean } | undefined> {
      if (!isShortCode(code)) return undefined;
      const [row] = await platform
        .select({ code: channels.code, state: channels.state, appId: apps.appId, record: apps.record })
        .from(shortLinks)
        .innerJoin(channels, eq(channels.id, shortLinks.channelId))
        .innerJoin(apps, eq(apps.appId, channels.appId))
        .where(eq(shortLinks.code, code))
        .limit(1);
      return row ? { url: installUrlOf(row, row.code, origin), disabled: row.state !== 'enabled' } : undefined;
    },
  };
}

export type ShortLinkService = ReturnType<typeof createShortLinkService>;
