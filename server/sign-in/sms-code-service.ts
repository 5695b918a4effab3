import { hasCode, type GuessBudget } from '../auth/guess-budget';
import type { ServerConfig } from '../config';
import type { PlatformDb } from '../db/client';
import { smsCodes } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { translate, type ServerLocale } from '../http/i18n';
import type { SmsTransport } from './sms-service';
import { createOneTimeCodes } from './one-time-codes';
import { sha256 } from '../shared/random';

export type SmsCodeScene = 'login';

export const smsCodeInvalid = () => bizError(BizCode.smsCodeInvalid, 'auth.smsCodeInvalid');

/** Six-digit codes sent by SMS (mobile sign-in), by the same rules as the e-mailed ones (./one-time-codes.ts). */
export function createSmsCodeService(db: PlatformDb, config: ServerConfig, sms: SmsTransport, guesses: GuessBudget) {
  const isWrongCode = hasCode(BizCode.smsCodeInvalid);
  const codes = createOneTimeCodes(db, {
    name: 'sms-code',
    table: smsCodes,
    recipient: smsCodes.mobile,
    insert: (executor, { recipient, ...row }) =>
      executor
        .insert(smsCodes)
        .values({ mobile: recipient, ...row })
        .returning({ id: smsCodes.id }),
    hash: (mobile, scene, code) => sha256(`sms\n${mobile}\n${scene}\n${code}`),
    resendMs: config.smsCodeResendMs,
    ttlMs: config.smsCodeTtlMs,
    invalid: smsCodeInvalid,
    tooSoon: (seconds) => bizError(BizCode.smsCodeTooSoon, 'auth.smsCodeTooSoon', { seconds }),
  });

  return {
    /**
     * Creates a code for the number and texts it (unless `deliver` is false: then everything but the
     * text happens, so the answer does not reveal whether the number has an account). Returns seconds of validity.
     */
    send(mobile: string, scene: SmsCodeScene, locale: ServerLocale, { deliver = true } = {}): Promise<number> {
      const minutes = Math.round(config.smsCodeTtlMs / 60_000);
      return codes.send(
        mobile,
        scene,
        deliver && ((code) => sms.send({ to: mobile, text: translate(locale, 'sms.codeBody', { code, minutes }) })),
      );
    },

    /** Checks a code of the number (a wrong guess is counted); returns its id for `markUsed`. */
    verify: (mobile: string, scene: SmsCodeScene, code: string) =>
      guesses.guard(`mobile:${mobile}`, () => codes.verify(mobile, scene, code), isWrongCode),

    /** Uses a verified code up; throws when another request used it first. */
    markUsed: codes.markUsed,
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
