import { inArray, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { channels } from '../db/schema';
import { randomCode } from '../shared/random';

/** Same rule as schemas/api/channel.json `code`. */
export const CHANNEL_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** The unique index behind "code already in use" (case-insensitive, see db/schema). */
export const CHANNEL_CODE_INDEX = 'channels_code_lower_idx';

/** A generated code: 8 characters without look-alikes, about 10^12 possibilities. */
export const newChannelCode = () => randomCode(8);

/** Which of `codes` are already used by any channel, lower-cased. */
export async function takenChannelCodes(platform: Pick<PlatformDb, 'select'>, codes: string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (!wanted.length) return new Set();
  const lowered = sql<string>`lower(${channels.code})`;
  const rows = await platform.select({ code: lowered }).from(channels).where(inArray(lowered, wanted));
  return new Set(rows.map((r) => r.code));
}
