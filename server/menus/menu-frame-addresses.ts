import { isNotNull, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { adminMenus } from '../db/schema';

/** The `frameSrc` of every admin menu entry (BACK mode's routes), for the console's frame-src policy. */
export async function menuFrameAddresses(db: PlatformDb): Promise<string[]> {
  const frameSrc = sql<string | null>`${adminMenus.meta} ->> 'frameSrc'`;
  const rows = await db.select({ frameSrc }).from(adminMenus).where(isNotNull(frameSrc));
  return rows.flatMap((row) => (row.frameSrc ? [row.frameSrc] : []));
}
