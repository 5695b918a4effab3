/** How long a first page's estimated total is answered again without counting. */
export const ESTIMATE_KEPT_MS = 60_000;
/** The most estimates kept; past it the oldest goes. */
const MOST_KEPT = 5_000;

/**
 * The estimated totals of keyset lists' first pages (more than `EXACT_TOTAL_UP_TO` rows), kept for a
 * minute per list, scope (the account) and filter values (one memory per database, keyset-list.ts): an
 * estimate reads "about 1.2 million" either way, and counting the first 10,001 matching rows again on
 * every first page made a first page cost twice a later one. Exact totals are never kept: a list of a
 * few thousand rows shows a change at once.
 */
export function createEstimateMemory(now: () => number = Date.now) {
  const kept = new Map<string, { total: number; until: number }>();
  return {
    recall(key: string): number | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.total;
      kept.delete(key);
      return undefined;
    },
    keep(key: string, total: number): void {
      kept.delete(key);
      kept.set(key, { total, until: now() + ESTIMATE_KEPT_MS });
      if (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value!);
    },
  };
}

export type EstimateMemory = ReturnType<typeof createEstimateMemory>;
