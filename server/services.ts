import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { createAccountFigures } from './auth/account-figures';
import { createAccountService } from './auth/account-service';
import { createAdminAccountService } from './accounts/admin-account-service';
import { createAuthService } from './auth/auth-service';
import { createAuthenticatorService } from './auth/authenticator-service';
import { createAppService } from './apps/app-service';
import { createChannelImportService } from './channels/channel-import-service';
import { createChannelService } from './channels/channel-service';
import { createShortLinkService } from './channels/short-link-service';
import { createNoticeService } from './notices/notice-service';
import { createEmailCodeService } from './sign-in/email-code-service';
import { createLockScreenService } from './auth/lock-screen-service';
import { createOutboxTransport, type MailTransport } from './sign-in/mail-service';
import { createMenuServices } from './menus/menu-services';
import { createMobileLoginService } from './sign-in/mobile-login-service';
import { createPasswordResetService } from './sign-in/password-reset-service';
import { createQrLoginService } from './sign-in/qr-login-service';
import { createRegistrationService } from './sign-in/registration-service';
import { createSessionService } from './auth/session-service';
import { createSmsCodeService } from './sign-in/sms-code-service';
import { createOutboxSmsTransport, type SmsTransport } from './sign-in/sms-service';

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
  const apps = createAppService();
  return {
    /** Every account's rows: handlers build each request's `AccountData` from it (server/auth/caller.ts). */
    platformDb: db,
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
    accountFigures: createAccountFigures(db),
    authenticator,
    passwordReset: createPasswordResetService(db, emailCodes, sessions),
    mobileLogin: createMobileLoginService(db, smsCodes, auth),
    qrLogin: createQrLoginService(db, auth),
    lockScreen: createLockScreenService(db, sessions),
    adminAccounts: createAdminAccountService(db, emailCodes),
    ...createMenuServices(db),
    apps,
    channels: createChannelService(db, apps),
    channelImport: createChannelImportService(db),
    shortLinks: createShortLinkService(db),
    notices: createNoticeService(),
  };
}

export type Services = ReturnType<typeof createServices>;
