import { hasCode, type GuessBudget } from '../auth/guess-budget';
import type { ServerConfig } from '../config';
import type { PlatformDb } from '../db/client';
import { emailCodes } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { translate, type ServerLocale } from '../http/i18n';
import type { MailTransport } from './mail-service';
import { createOneTimeCodes } from './one-time-codes';
import { sha256 } from '../shared/random';

/** bind_email: a master binds an address to a member of its team (server/team). */
export type EmailCodeScene = 'register' | 'reset_password' | 'bind_email';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Six-digit codes sent by e-mail (registration, password reset), by the rules of ./one-time-codes.ts. */
export function createEmailCodeService(db: PlatformDb, config: ServerConfig, mail: MailTransport, guesses: GuessBudget) {
  const isWrongCode = hasCode(BizCode.emailCodeInvalid);
  const codes = createOneTimeCodes(db, {
    name: 'email-code',
    table: emailCodes,
    recipient: emailCodes.email,
    insert: (executor, { recipient, ...row }) =>
      executor
        .insert(emailCodes)
        .values({ email: recipient, ...row })
        .returning({ id: emailCodes.id }),
    hash: (email, scene, code) => sha256(`${email}\n${scene}\n${code}`),
    resendMs: config.emailCodeResendMs,
    ttlMs: config.emailCodeTtlMs,
    invalid: () => bizError(BizCode.emailCodeInvalid, 'auth.emailCodeInvalid'),
    tooSoon: (seconds) => bizError(BizCode.emailCodeTooSoon, 'auth.emailCodeTooSoon', { seconds }),
  });

  return {
    /**
     * Creates a code for the address and mails it. `deliver: false` does everything but the mail, so a
     * caller that must not reveal whether an address has an account answers (and refuses a too-early
     * resend) exactly as for one that has. Returns the seconds the code stays valid.
     */
    send(rawEmail: string, scene: EmailCodeScene, locale: ServerLocale, { deliver = true } = {}): Promise<number> {
      const email = normalizeEmail(rawEmail);
      const minutes = Math.round(config.emailCodeTtlMs / 60_000);
      return codes.send(
        email,
        scene,
        deliver &&
          ((code) =>
            mail.send({
              to: email,
              subject: translate(locale, 'mail.codeSubject'),
              text: translate(locale, 'mail.codeBody', { code, minutes }),
            })),
      );
    },

    /** Checks a code of the address (a wrong guess is counted); returns its id for `markUsed`. */
    verify: (rawEmail: string, scene: EmailCodeScene, code: string) =>
      guesses.guard(`email:${normalizeEmail(rawEmail)}`, () => codes.verify(normalizeEmail(rawEmail), scene, code), isWrongCode),

    /** Uses a verified code up; throws when another request used it first. */
    markUsed: codes.markUsed,
  };
}

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
