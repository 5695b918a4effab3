import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import { packageSubscriptions } from './tables';

/** The condition of a subscription that counts for its account at `now`: active, started and not ended. */
export const activeAt = (now: Date): SQL =>
  and(eq(packageSubscriptions.state, 'active'), lte(packageSubscriptions.startsAt, now), gt(packageSubscriptions.endsAt, now))!;
