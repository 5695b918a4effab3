import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * The recharge plans a master chooses from (platform data), declared once: the resource
 * `schemas/resources/recharge-plan.json`, through which the admin edits them, whose table `npm run gen`
 * writes as drizzle code; the resource migration checks the database against the same file at every
 * start (ARCHITECTURE.md, "Resources"). Integer, not bigint, columns because a resource field is an
 * integer: a plan holds up to 214748.3647 (stored × 10000).
 */
export { rechargePlanTable as rechargePlans } from '../api/generated/resource-tables';

export const RECHARGE_STATES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];

/**
 * A recharge order: pending until the payment provider's signed callback marks it paid (once), the
 * master cancels it, or `expires_at` passes (applied on read and by a periodic sweep).
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    orderNo: text('order_no').notNull().unique('recharge_orders_order_no_key'),
    /** The plan chosen, or null for an amount the master typed. */
    planId: integer('plan_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: RECHARGE_STATES }).notNull().default('pending'),
    /** The payment provider (`sandbox` by default). */
    method: text('method').notNull(),
    /** The provider's own reference of the payment, from its callback. */
    tradeNo: text('trade_no'),
    /** The admin who confirmed by hand an order paid outside the provider, and why (null otherwise). */
    confirmedBy: integer('confirmed_by'),
    confirmReason: text('confirm_reason'),
    /** The ledger row of the credit (paid orders). */
    ledgerId: integer('ledger_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** When the order was cancelled or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharge_orders_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('recharge_orders_state_expires_idx').on(t.state, t.expiresAt),
  ],
);
