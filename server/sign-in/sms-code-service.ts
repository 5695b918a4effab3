import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { translate, type ServerLocale } from '../http/i18n';
import type { SmsTransport } from './sms-service';
import { randomDigits, sha256 } from '../shared/random';

export type SmsCodeScene = 'login';

/** Wrong guesses a code survives; the next one finds it dead. */
export const MAX_SMS_CODE_ATTEMPTS = 5;

// The number and scene salt the hash, so equal codes of different numbers never share a hash.
const hashCode = (mobile: string, scene: string, code: string) => sha256(`sms\n${mobile}\n${scene}\n${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const smsCodeInvalid = () => bizError(BizCode.smsCodeInvalid, 'auth.smsCodeInvalid');

/** Six-digit codes sent by SMS: the same rules as the e-mailed codes (hashed, one per minute, 5 guesses). */
export function createSmsCodeService(db: Db, config: ServerConfig, sms: SmsTransport) {
  return {
    /**
     * Creates a code for the number and texts it (unless `deliver` is false: then everything but the
     * text happens, so the answer does not reveal whether the number has an account). At most one per
     * `smsCodeResendMs` per number and scene; a new code kills older ones. Returns seconds of validity.
     */
    async send(mobile: string, scene: SmsCodeScene, locale: ServerLocale, { deliver = true } = {}): Promise<number> {
      const code = randomDigits(6);
      const now = new Date();
      const created = await db.transaction(async (tx): Promise<{ id: number } | { waitSeconds: number }> => {
        // Serialises concurrent sends to one number, so the resend interval holds under parallel requests.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${scene}:${mobile}`}))`);
        const [last] = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene)))
          .orderBy(desc(smsCodes.createdAt))
          .limit(1);
        const elapsed = last ? now.getTime() - last.createdAt.getTime() : Infinity;
        if (elapsed < config.smsCodeResendMs) {
          return { waitSeconds: Math.max(1, Math.ceil((config.smsCodeResendMs - elapsed) / 1000)) };
        }
        await tx
          .update(smsCodes)
          .set({ usedAt: now })
          .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt)));
        const [row] = await tx
          .insert(smsCodes)
          .values({
            mobile,
            scene,
            codeHash: hashCode(mobile, scene, code),
            createdAt: now,
            expiresAt: new Date(now.getTime() + config.smsCodeTtlMs),
          })
          .returning({ id: smsCodes.id });
        return { id: row!.id };
      });
      if ('waitSeconds' in created) {
        throw bizError(BizCode.smsCodeTooSoon, 'auth.smsCodeTooSoon', { seconds: created.waitSeconds });
      }

      const ttlSeconds = Math.round(config.smsCodeTtlMs / 1000);
      if (!deliver) return ttlSeconds;
      try {
        await sms.send({ to: mobile, text: translate(locale, 'sms.codeBody', { code, minutes: Math.round(ttlSeconds / 60) }) });
      } catch (error) {
        // Undelivered: remove the code so the number may ask again at once.
        await db.delete(smsCodes).where(eq(smsCodes.id, created.id));
        throw error;
      }
      return ttlSeconds;
    },

    /**
     * Checks a code against the newest live code of the number (unused, unexpired, fewer than
     * MAX_SMS_CODE_ATTEMPTS wrong guesses). A wrong guess is counted. Returns the code's id for `markUsed`.
     */
    async verify(mobile: string, scene: SmsCodeScene, code: string): Promise<number> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (!row || row.attempts >= MAX_SMS_CODE_ATTEMPTS) throw smsCodeInvalid();
      if (!sameHash(hashCode(mobile, scene, code.trim()), row.codeHash)) {
        await db
          .update(smsCodes)
          .set({ attempts: sql`${smsCodes.attempts} + 1` })
          .where(and(eq(smsCodes.id, row.id), lt(smsCodes.attempts, MAX_SMS_CODE_ATTEMPTS)));
        throw smsCodeInvalid();
      }
      return row.id;
    },

    /** Uses a verified code up; throws when another request used it first. */
    async markUsed(executor: Pick<Db, 'update'>, codeId: number): Promise<void> {
      const rows = await executor
        .update(smsCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      if (rows.length === 0) throw smsCodeInvalid();
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
