/**
 * What an invite earns (decided here, documented in ARCHITECTURE.md and on the invite page): when an
 * account registered with a master's invite code has its first recharge paid, the inviting master is
 * credited this share of that recharge's amount (the bonus does not count), once per invited account.
 * The invite page says the figure in words too (locales/<locale>/invite.json `detailsTitle`): change both together.
 */
export const INVITE_REWARD_PERCENT = 10;

/** The reward for a paid recharge of `amount` (stored × 10000), rounded down to a whole stored unit. */
export const inviteRewardOf = (amount: number) => Math.floor((amount * INVITE_REWARD_PERCENT) / 100);

/** The ledger reference of the reward for an invited account: one per invited account, ever. */
export const inviteRewardReference = (invitedAccountId: number) => `invite:${invitedAccountId}`;
