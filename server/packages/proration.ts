import { DAY_MS } from '../shared/days';

export interface PaidPeriod {
  /** The price of one period as paid (stored × 10000). */
  periodPrice: number;
  /** Days of one period. */
  periodDays: number;
  endsAt: Date;
}

/**
 * An upgrade's credit for the base it replaces: the whole days left of what was paid (a started day
 * counts as used), each worth price ÷ days of a period, rounded down to the stored unit. After a
 * renewal more than one period may be left, so the credit may exceed one period's price.
 */
export function upgradeCredit(base: PaidPeriod, now: Date): { days: number; credit: number } {
  const days = Math.max(0, Math.floor((base.endsAt.getTime() - now.getTime()) / DAY_MS));
  if (base.periodDays <= 0 || days === 0) return { days, credit: 0 };
  return { days, credit: Number((BigInt(base.periodPrice) * BigInt(days)) / BigInt(base.periodDays)) };
}
