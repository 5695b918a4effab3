import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { emailCodes } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { translate, type ServerLocale } from '../http/i18n';
import type { MailTransport } from './mail-service';
import { randomDigits, sha256 } from '../shared/random';

export type EmailCodeScene = 'register' | 'reset_password';

/** Wrong guesses a code survives; the next one finds it dead. */
export const MAX_EMAIL_CODE_ATTEMPTS = 5;

type Executor = Pick<Db, 'update'>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// The address and scene salt the hash, so equal codes of different addresses never share a hash.
const hashCode = (email: string, scene: string, code: string) => sha256(`${email}\n${scene}\n${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const codeInvalid = () => bizError(BizCode.emailCodeInvalid, 'auth.emailCodeInvalid');

export function createEmailCodeService(db: Db, config: ServerConfig, mail: MailTransport) {
  return {
    /**
     * Creates a six-digit code for the address and mails it. At most one per `emailCodeResendMs` per
     * address and scene; a new code kills the older ones. Returns the seconds the code stays valid.
     * `deliver: false` does everything but the mail, so a caller that must not reveal whether an
     * address has an account answers (and refuses a too-early resend) exactly as for one that has.
     */
    async send(rawEmail: string, scene: EmailCodeScene, locale: ServerLocale, { deliver = true } = {}): Promise<number> {
      const email = normalizeEmail(rawEmail);
      const code = randomDigits(6);
      const now = new Date();
      const created = await db.transaction(async (tx): Promise<{ id: number } | { waitSeconds: number }> => {
        // Serialises concurrent sends to one address, so the resend interval holds under parallel requests.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${scene}:${email}`}))`);
        const [last] = await tx
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(and(eq(emailCodes.email, email), eq(emailCodes.scene, scene)))
          .orderBy(desc(emailCodes.createdAt))
          .limit(1);
        const elapsed = last ? now.getTime() - last.createdAt.getTime() : Infinity;
        if (elapsed < config.emailCodeResendMs) {
          return { waitSeconds: Math.max(1, Math.ceil((config.emailCodeResendMs - elapsed) / 1000)) };
        }
        await tx
          .update(emailCodes)
          .set({ usedAt: now })
          .where(and(eq(emailCodes.email, email), eq(emailCodes.scene, scene), isNull(emailCodes.usedAt)));
        const [row] = await tx
          .insert(emailCodes)
          .values({
            email,
            scene,
            codeHash: hashCode(email, scene, code),
            createdAt: now,
            expiresAt: new Date(now.getTime() + config.emailCodeTtlMs),
          })
          .returning({ id: emailCodes.id });
        return { id: row!.id };
      });
      if ('waitSeconds' in created) {
        throw bizError(BizCode.emailCodeTooSoon, 'auth.emailCodeTooSoon', { seconds: created.waitSeconds });
      }

      if (!deliver) return Math.round(config.emailCodeTtlMs / 1000);
      const minutes = Math.round(config.emailCodeTtlMs / 60_000);
      try {
        await mail.send({
          to: email,
          subject: translate(locale, 'mail.codeSubject'),
          text: translate(locale, 'mail.codeBody', { code, minutes }),
        });
      } catch (error) {
        // Undelivered: remove the code so the address may ask again at once.
        await db.delete(emailCodes).where(eq(emailCodes.id, created.id));
        throw error;
      }
      return Math.round(config.emailCodeTtlMs / 1000);
    },

    /**
     * Checks a code against the newest live code of the address (unused, unexpired, fewer than
     * MAX_EMAIL_CODE_ATTEMPTS wrong guesses). A wrong guess is counted. Returns the code's id, to be
     * passed to `markUsed` in the transaction that acts on it.
     */
    async verify(rawEmail: string, scene: EmailCodeScene, code: string): Promise<number> {
      const email = normalizeEmail(rawEmail);
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(
          and(eq(emailCodes.email, email), eq(emailCodes.scene, scene), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, new Date())),
        )
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      if (!row || row.attempts >= MAX_EMAIL_CODE_ATTEMPTS) throw codeInvalid();
      if (!sameHash(hashCode(email, scene, code.trim()), row.codeHash)) {
        await db
          .update(emailCodes)
          .set({ attempts: sql`${emailCodes.attempts} + 1` })
          .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_EMAIL_CODE_ATTEMPTS)));
        throw codeInvalid();
      }
      return row.id;
    },

    /** Uses a verified code up; throws when another request used it first. */
    async markUsed(executor: Executor, codeId: number): Promise<void> {
      const rows = await executor
        .update(emailCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.usedAt)))
        .returning({ id: emailCodes.id });
      if (rows.length === 0) throw codeInvalid();
    },
  };
}

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
