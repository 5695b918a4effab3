/** Whole seconds left until `endsAt` (both in ms), never below 0; 0.2 s left still shows as 1. */
export function secondsLeft(endsAt: number | undefined, now: number): number {
  if (endsAt === undefined) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
