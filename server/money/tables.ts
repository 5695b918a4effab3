import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
