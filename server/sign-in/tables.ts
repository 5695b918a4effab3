import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { users } from '../auth/tables';

/** One-time codes sent by e-mail (registration, password reset). Only a hash of the code is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.scene)],
);

/** Outgoing e-mail. The local default delivery is this table plus the server log. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/** One-time codes sent by SMS (mobile sign-in). Only a hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.scene)],
);

/**
 * QR-code sign-in: a waiting page shows a QR code, a signed-in session scans and confirms it, the
 * waiting page then receives a session of the confirming user, once. Only the SHA-256 of the id is kept.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    id: serial('id').primaryKey(),
    idHash: text('id_hash').notNull(),
    status: text('status', { enum: ['pending', 'scanned', 'confirmed', 'cancelled', 'consumed'] })
      .notNull()
      .default('pending'),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('qr_logins_id_hash_idx').on(t.idHash)],
);
