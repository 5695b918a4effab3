/** The version proposed for an app's first package. */
export const FIRST_VERSION = '1.0.0';

/**
 * The version proposed for the next package: the newest one with its last number raised ("1.0.0" →
 * "1.0.1", "v2" → "v3", "2024.05.rc9" → "2024.05.rc10"; a name without a number gets ".1"), raised
 * again while a kept version already has that name. `versions` are the kept ones, newest first.
 */
export function nextVersionOf(versions: readonly string[]): string {
  const newest = versions[0];
  if (!newest) return FIRST_VERSION;
  const taken = new Set(versions);
  const match = /^(.*?)(\d+)(\D*)$/.exec(newest);
  const head = match ? match[1]! : `${newest}.`;
  const tail = match ? match[3]! : '';
  let number = match ? BigInt(match[2]!) : 0n;
  let proposal: string;
  do {
    number += 1n;
    proposal = `${head}${number}${tail}`;
  } while (taken.has(proposal));
  // The server takes at most 32 characters (app-upload-service's VERSION_PATTERN).
  return proposal.length <= 32 ? proposal : FIRST_VERSION;
}
