import { bigint, date, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Every change of a balance, written in the same transaction as the change. */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['recharge', 'package', 'overlay', 'domain', 'install', 'adjust', 'invite'] }).notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * The ledger summed by UTC day and kind, kept by a trigger on `ledger` in the statement that writes the rows
 * (migration 0027), so the deduction statistics read a few rows per day however many ledger rows an account has.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['recharge', 'package', 'overlay', 'domain', 'install', 'adjust', 'invite'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.kind] })],
);

/**
 * The answer of each call that moved money under an `Idempotency-Key` (server/money/idempotency.ts),
 * written in the transaction of the charge; a repeat of the key within a day answers it again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    bodyHash: text('body_hash').notNull(),
    result: jsonb('result').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_account_key').on(t.accountId, t.key)],
);
