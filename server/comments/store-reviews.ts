import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { commentSummaries, comments } from '../db/schema';

/** What an app's install page shows of its reviews: the published figures and the newest visible reviews. */
export interface StoreReviews {
  /** Average stars, one decimal; 0 without reviews. */
  rating: number;
  count: number;
  /** Visible reviews with 1..5 stars. */
  histogram: number[];
  newest: { author: string; rating: number; content: string; reply: string; createdAt: Date }[];
}

/** How many reviews the page lists (the page stays small: no paging, no script). */
export const STORE_REVIEWS_SHOWN = 5;

/**
 * The hosted install page's read of an app's reviews (platform-wide: the page has no signed-in caller,
 * and the app is already resolved): its published summary and its newest visible reviews, those in the
 * visitor's language first. Two indexed reads.
 */
export function createStoreReviews(platform: PlatformDb) {
  return async function storeReviews(appId: string, language: 'zh_CN' | 'en'): Promise<StoreReviews> {
    const [[summary], newest] = await Promise.all([
      platform.select().from(commentSummaries).where(eq(commentSummaries.appId, appId)).limit(1),
      platform
        .select({
          author: comments.author,
          rating: comments.rating,
          content: comments.content,
          reply: comments.reply,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(and(eq(comments.appId, appId), eq(comments.visible, true)))
        .orderBy(sql`(${comments.language} = ${language}) desc`, desc(comments.createdAt), desc(comments.id))
        .limit(STORE_REVIEWS_SHOWN),
    ]);
    return {
      rating: summary?.count ? Math.round(summary.rating * 10) / 10 : 0,
      count: summary?.count ?? 0,
      histogram: summary ? [summary.stars1, summary.stars2, summary.stars3, summary.stars4, summary.stars5] : [0, 0, 0, 0, 0],
      newest,
    };
  };
}

export type StoreReviewsRead = ReturnType<typeof createStoreReviews>;
