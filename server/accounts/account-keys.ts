import { randomCode, randomToken } from '../shared/random';

/** Price of one install for a newly registered master, stored as display × 10000 (1000 = 0.1000). */
export const DEFAULT_UNIT_PRICE = 1000;

/** Fresh SDK keys and invite code of a new account. */
export const newAccountKeys = () => ({
  appKey: `ak_${randomToken(12)}`,
  appSecret: randomToken(24),
  inviteCode: randomCode(8),
});
