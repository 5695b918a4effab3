import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { createAccountService } from './account-service';
import { createAdminAccountService } from './admin-account-service';
import { createAuthService } from './auth-service';
import { createAuthenticatorService } from './authenticator-service';
import { createContentServices } from './content-services';
import { createEmailCodeService } from './email-code-service';
import { createLockScreenService } from './lock-screen-service';
import { createOutboxTransport, type MailTransport } from './mail-service';
import { createMenuServices } from './menu-services';
import { createMobileLoginService } from './mobile-login-service';
import { createPasswordResetService } from './password-reset-service';
import { createQrLoginService } from './qr-login-service';
import { createRegistrationService } from './registration-service';
import { createSessionService } from './session-service';
import { createSmsCodeService } from './sms-code-service';
import { createOutboxSmsTransport, type SmsTransport } from './sms-service';

export interface ServiceDeps {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Outgoing e-mail; the local default writes to the outbox table and the server log. */
  mail?: MailTransport;
  /** Outgoing SMS; the local default writes to the same outbox (recipient = the phone number) and the log. */
  sms?: SmsTransport;
}

/** Every service of the server, built once per app and handed to handlers. */
export function createServices({
  db,
  config,
  log,
  mail = createOutboxTransport(db, log),
  sms = createOutboxSmsTransport(db, log),
}: ServiceDeps) {
  const sessions = createSessionService(db, config.tokenTtlMs);
  const auth = createAuthService(db, sessions);
  const emailCodes = createEmailCodeService(db, config, mail);
  const smsCodes = createSmsCodeService(db, config, sms);
  const registration = createRegistrationService(db, emailCodes);
  const account = createAccountService(db, sessions);
  const authenticator = createAuthenticatorService(db);
  return {
    db,
    config,
    log,
    mail,
    sms,
    sessions,
    auth,
    emailCodes,
    smsCodes,
    registration,
    account,
    authenticator,
    passwordReset: createPasswordResetService(db, emailCodes, sessions),
    mobileLogin: createMobileLoginService(db, smsCodes, auth),
    qrLogin: createQrLoginService(db, auth),
    lockScreen: createLockScreenService(db, sessions),
    adminAccounts: createAdminAccountService(db, emailCodes),
    ...createMenuServices(db),
    ...createContentServices(db),
  };
}

export type Services = ReturnType<typeof createServices>;
