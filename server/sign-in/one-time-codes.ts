import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PlatformDb } from '../db/client';
import type { ApiError } from '../http/api-error';
import { randomDigits } from '../shared/random';

/** Wrong guesses a code survives; the next one finds it dead. */
export const MAX_CODE_ATTEMPTS = 5;

type Executor = Pick<PlatformDb, 'update'>;

type Column<T> = AnyPgColumn<{ data: T; notNull: true }>;

/** A new code's row, as `OneTimeCodeKind.insert` writes it. */
export interface NewCodeRow {
  recipient: string;
  scene: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A table of one-time codes: these columns under these names, plus the recipient's column. */
export type CodeTable = PgTable & {
  id: Column<number>;
  scene: Column<string>;
  codeHash: Column<string>;
  attempts: Column<number>;
  createdAt: Column<Date>;
  expiresAt: Column<Date>;
  usedAt: AnyPgColumn<{ data: Date }>;
};

/** What tells e-mailed codes from texted ones: their table, how a code is hashed, the timings and the errors. */
export interface OneTimeCodeKind {
  /** Names the kind in the advisory lock that serialises sends to one recipient. */
  name: string;
  table: CodeTable;
  /** The address or number a code is sent to. */
  recipient: Column<string>;
  insert(executor: PlatformDb, row: NewCodeRow): Promise<{ id: number }[]>;
  /** The stored hash; the recipient and scene salt it, so equal codes of different recipients never share a hash. */
  hash(recipient: string, scene: string, code: string): string;
  resendMs: number;
  ttlMs: number;
  invalid(): ApiError;
  tooSoon(seconds: number): ApiError;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The rules e-mailed and texted codes share: six digits, only a hash stored, one send per `resendMs` per
 * recipient and scene (a new code kills the older ones), `MAX_CODE_ATTEMPTS` wrong guesses, single use.
 * The codes are no account's data: they are reached by recipient, before anyone is signed in.
 */
export function createOneTimeCodes(db: PlatformDb, kind: OneTimeCodeKind) {
  const c = kind.table;
  const ofRecipient = (recipient: string, scene: string) => and(eq(kind.recipient, recipient), eq(c.scene, scene));

  return {
    /**
     * Stores a new code for the recipient and hands it to `deliver` (unless `deliver` is false: then
     * everything but the delivery happens, so the answer does not reveal whether the recipient has an
     * account). An undelivered code is removed, so the recipient may ask again at once. Returns the
     * seconds the code stays valid.
     */
    async send(recipient: string, scene: string, deliver: ((code: string) => Promise<void>) | false): Promise<number> {
      const code = randomDigits(6);
      const now = new Date();
      const created = await db.transaction(async (tx): Promise<{ id: number } | { waitSeconds: number }> => {
        // Serialises concurrent sends to one recipient, so the resend interval holds under parallel requests.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind.name}:${scene}:${recipient}`}))`);
        const [last] = await tx
          .select({ createdAt: c.createdAt })
          .from(kind.table)
          .where(ofRecipient(recipient, scene))
          .orderBy(desc(c.createdAt))
          .limit(1);
        const elapsed = last ? now.getTime() - last.createdAt.getTime() : Infinity;
        if (elapsed < kind.resendMs) {
          return { waitSeconds: Math.max(1, Math.ceil((kind.resendMs - elapsed) / 1000)) };
        }
        await tx
          .update(kind.table)
          .set({ usedAt: now })
          .where(and(ofRecipient(recipient, scene), isNull(c.usedAt)));
        const [row] = await kind.insert(tx, {
          recipient,
          scene,
          codeHash: kind.hash(recipient, scene, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + kind.ttlMs),
        });
        return { id: row!.id };
      });
      if ('waitSeconds' in created) throw kind.tooSoon(created.waitSeconds);

      if (deliver) {
        try {
          await deliver(code);
        } catch (error) {
          await db.delete(kind.table).where(eq(c.id, created.id));
          throw error;
        }
      }
      return Math.round(kind.ttlMs / 1000);
    },

    /**
     * Checks a code against the newest live code of the recipient (unused, unexpired, fewer than
     * MAX_CODE_ATTEMPTS wrong guesses). A wrong guess is counted. Returns the code's id, to be passed to
     * `markUsed` in the transaction that acts on it.
     */
    async verify(recipient: string, scene: string, code: string): Promise<number> {
      const [row] = await db
        .select({ id: c.id, codeHash: c.codeHash, attempts: c.attempts })
        .from(kind.table)
        .where(and(ofRecipient(recipient, scene), isNull(c.usedAt), gt(c.expiresAt, new Date())))
        .orderBy(desc(c.createdAt))
        .limit(1);
      if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw kind.invalid();
      if (!sameHash(kind.hash(recipient, scene, code.trim()), row.codeHash)) {
        await db
          .update(kind.table)
          .set({ attempts: sql`${c.attempts} + 1` })
          .where(and(eq(c.id, row.id), lt(c.attempts, MAX_CODE_ATTEMPTS)));
        throw kind.invalid();
      }
      return row.id;
    },

    /** Uses a verified code up; throws when another request used it first. */
    async markUsed(executor: Executor, codeId: number): Promise<void> {
      const rows = await executor
        .update(kind.table)
        .set({ usedAt: new Date() })
        .where(and(eq(c.id, codeId), isNull(c.usedAt)))
        .returning({ id: c.id });
      if (rows.length === 0) throw kind.invalid();
    },
  };
}
