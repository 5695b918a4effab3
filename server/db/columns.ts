import { customType, timestamp } from 'drizzle-orm/pg-core';
import { open, seal } from '../shared/secret-box';

/** The creation time every table keeps. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A secret kept encrypted at rest (server/shared/secret-box.ts): written sealed, read open. Not comparable in SQL. */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (plain) => seal(plain),
  fromDriver: (stored) => open(stored),
});
