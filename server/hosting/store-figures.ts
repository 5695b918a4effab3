/**
 * How the hosted store page shows its figures, the same rule in every language (it shares no code
 * with the console, which formats its own).
 */

export const STAR_COUNT = 5;

/**
 * A downloads counter as stores show it: exact below a thousand, otherwise rounded down to its
 * leading digit in the language's compact notation with a "+" ("5K+" / "5000+", "10K+" / "1万+").
 * Chinese compact notation starts at 万, so 5000 keeps its digits there, but both say "at least".
 */
export function downloadsLabel(lang: string, value: number): string {
  const count = Math.max(0, Math.floor(value));
  if (count < 1000) return new Intl.NumberFormat(lang).format(count);
  const step = 10 ** Math.floor(Math.log10(count));
  const floored = Math.floor(count / step) * step;
  return `${new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 0 }).format(floored)}+`;
}

export type StarKind = 'full' | 'half' | 'empty';

/** Five stars for a 0–5 rating, rounded down to a half: never more stars than earned (4.6 shows 4½). */
export function starsOf(rating: number): StarKind[] {
  // The small margin keeps 4.5 stored as 4.4999… from losing its half.
  const halves = Math.min(STAR_COUNT * 2, Math.max(0, Math.floor(rating * 2 + 1e-9)));
  return Array.from({ length: STAR_COUNT }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}
