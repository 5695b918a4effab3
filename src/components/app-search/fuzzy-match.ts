/** Where a query matched inside a text, and how well. */
export interface FuzzyMatch {
  /** Higher is better: runs of consecutive characters and word starts count most. */
  score: number;
  /** Indexes of the matched characters, ascending, counted in code points (`[...text]`). */
  positions: number[];
}

const MATCH = 1;
const CONSECUTIVE = 5;
const WORD_START = 3;
const TEXT_START = 4;
const GAP = 0.2;
const MAX_GAP_PENALTY = 3;

function isSeparator(char: string): boolean {
  return /[\s\-_/.>·]/.test(char);
}

function startBonus(original: readonly string[], index: number): number {
  if (index === 0) return TEXT_START;
  const before = original[index - 1];
  const here = original[index];
  if (isSeparator(before)) return WORD_START;
  // camelCase boundary: "workOrder" → "O"
  if (before === before.toLowerCase() && here !== here.toLowerCase()) return WORD_START;
  return 0;
}

/** The query as it is compared: lower case, spaces ignored (Chinese names have none). */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, '').toLocaleLowerCase();
}

/**
 * Fuzzy subsequence match: every character of `query` (spaces ignored, case-insensitive) must
 * appear in `text` in the same order. Among all ways to place them, the best-scoring one is
 * returned (so "ord" in "work order" highlights the word "ord", not "o…r…d" spread out).
 * An empty query matches nothing.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | undefined {
  const needle = [...normalizeQuery(query)];
  const original = [...text];
  const hay = original.map((char) => char.toLocaleLowerCase());
  const m = needle.length;
  const n = hay.length;
  if (m === 0 || m > n) return undefined;

  // best[i][j]: best score with needle[i] placed at hay[j]; from[i][j]: where needle[i-1] sits.
  const best: number[][] = [];
  const from: number[][] = [];
  for (let i = 0; i < m; i++) {
    best.push(new Array<number>(n).fill(-Infinity));
    from.push(new Array<number>(n).fill(-1));
    for (let j = i; j < n; j++) {
      if (hay[j] !== needle[i]) continue;
      const bonus = MATCH + startBonus(original, j);
      if (i === 0) {
        // A late first character costs a little, so earlier matches win ties.
        best[i][j] = bonus - Math.min(j * GAP, MAX_GAP_PENALTY);
        continue;
      }
      for (let k = i - 1; k < j; k++) {
        const previous = best[i - 1][k];
        if (previous === -Infinity) continue;
        const link = k === j - 1 ? CONSECUTIVE : -Math.min((j - k - 1) * GAP, MAX_GAP_PENALTY);
        const score = previous + link + bonus;
        if (score > best[i][j]) {
          best[i][j] = score;
          from[i][j] = k;
        }
      }
    }
  }

  let end = -1;
  for (let j = 0; j < n; j++) {
    if (best[m - 1][j] > (end < 0 ? -Infinity : best[m - 1][end])) end = j;
  }
  if (end < 0) return undefined;

  const positions: number[] = new Array<number>(m);
  for (let i = m - 1, j = end; i >= 0; j = from[i][j], i--) positions[i] = j;
  return { score: best[m - 1][end], positions };
}
