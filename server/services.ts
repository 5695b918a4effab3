import type { FastifyBaseLogger } from 'fastify';
import type { OperationSpec } from './api/schema-loader';
import type { ServerConfig } from './config';
import { createConsoleCatalog } from './console/console-catalog';
import type { Db } from './db/client';
import { sessions as sessionsTable, users } from './db/schema';
import { watchTableWrites } from './db/watch-writes';
import { createAccountFigures } from './auth/account-figures';
import { createAccountService } from './auth/account-service';
import { createAdminAccountService } from './accounts/admin-account-service';
import { createAuthService } from './auth/auth-service';
import { createAuthenticatorService } from './auth/authenticator-service';
import { createGuessBudget } from './auth/guess-budget';
import { createAppService } from './apps/app-service';
import { createCustomDomainService } from './domains/custom-domain-service';
import { createDomainBindingService } from './domains/domain-binding-service';
import { createDomainListService } from './domains/domain-list-service';
import { createDomainPurchaseService } from './domains/domain-purchase-service';
import { createRootDomainService } from './domains/root-domain-service';
import { systemTxtResolver, type TxtResolver } from './domains/txt-resolver';
import { createLedgerService } from './money/ledger-service';
import { createAppUploadService } from './apps/app-upload-service';
import { createFileStore } from './apps/file-store';
import { createImageUploads } from './apps/image-upload';
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
  /** The operations the server registers (the console's operation table is made from them). */
  operations: readonly OperationSpec[];
  /** Outgoing e-mail; the local default writes to the outbox table and the server log. */
  mail?: MailTransport;
  /** Outgoing SMS; the local default writes to the same outbox (recipient = the phone number) and the log. */
  sms?: SmsTransport;
  /** DNS TXT lookups for custom domains; the local default asks the system's resolver. */
  txtResolver?: TxtResolver;
}

/** Every service of the server, built once per app and handed to handlers. */
export function createServices({
  db: database,
  config,
  log,
  operations,
  mail = createOutboxTransport(database, log),
  sms = createOutboxSmsTransport(database, log),
  txtResolver = systemTxtResolver,
}: ServiceDeps) {
  const guesses = createGuessBudget(config.guessBudget);
  const sessions = createSessionService(database, config.tokenTtlMs, config.sessionCacheMs);
  // Every other service writes through this handle, so a change of a user or session empties the session cache.
  const db = watchTableWrites(database, [users, sessionsTable], () => sessions.forgetCached());
  const auth = createAuthService(db, sessions, guesses);
  const emailCodes = createEmailCodeService(db, config, mail, guesses);
  const smsCodes = createSmsCodeService(db, config, sms, guesses);
  const registration = createRegistrationService(db, emailCodes);
  const account = createAccountService(db, sessions, guesses);
  const authenticator = createAuthenticatorService(db, guesses);
  const apps = createAppService(db);
  const files = createFileStore(config.filesDir);
  const ledger = createLedgerService();
  const rootDomains = createRootDomainService(db);
  return {
    /** Every account's rows: handlers build each request's `AccountData` from it (server/auth/caller.ts). */
    platformDb: db,
    config,
    log,
    mail,
    sms,
    sessions,
    guesses,
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
    lockScreen: createLockScreenService(db, sessions, guesses),
    adminAccounts: createAdminAccountService(db, emailCodes),
    ...createMenuServices(db),
    apps,
    appUploads: createAppUploadService(files, createImageUploads(files), apps, config.packageLimits),
    channels: createChannelService(db, apps),
    channelImport: createChannelImportService(db),
    shortLinks: createShortLinkService(db),
    notices: createNoticeService(),
    consoleCatalog: createConsoleCatalog({ root: config.schemasDir, operations, log }),
    ledger,
    rootDomains,
    domainPurchases: createDomainPurchaseService(db, rootDomains, ledger),
    domainLists: createDomainListService(),
    domainBindings: createDomainBindingService(),
    customDomains: createCustomDomainService(rootDomains, txtResolver),
  };
}

export type Services = ReturnType<typeof createServices>;
