import type { FastifyBaseLogger } from 'fastify';
import type { OperationSpec } from './api/schema-loader';
import type { ServerConfig } from './config';
import { createConsoleCatalog } from './console/console-catalog';
import type { Db } from './db/client';
import { adminMenus, roleMenus, roles, sessions as sessionsTable, users } from './db/schema';
import { localChangeNotices, type ChangeNotices } from './db/change-notices';
import { watchTableWrites, type WatchedTables } from './db/watch-writes';
import { createAccountFigures } from './auth/account-figures';
import { createAccountService } from './auth/account-service';
import { createAdminAccountService } from './accounts/admin-account-service';
import { createAdminAccountChangeService } from './accounts/admin-account-change-service';
import { createAdminAccountListService } from './accounts/admin-account-list-service';
import { createAdminAccountMoneyService } from './accounts/admin-account-money-service';
import { createAuthService } from './auth/auth-service';
import { createAuthenticatorService } from './auth/authenticator-service';
import { createGuessBudget } from './auth/guess-budget';
import { databaseGuessCounts } from './auth/guess-counts-db';
import { createAppService } from './apps/app-service';
import { createAdminAppService } from './apps/admin-app-service';
import { createCustomDomainService } from './domains/custom-domain-service';
import { createDomainBindingService } from './domains/domain-binding-service';
import { createDomainListService } from './domains/domain-list-service';
import { createDomainPurchaseService } from './domains/domain-purchase-service';
import { createRootDomainService } from './domains/root-domain-service';
import { systemTxtResolver, type TxtResolver } from './domains/txt-resolver';
import { createInstallIngestion } from './installs/install-ingestion-service';
import { createInstallTokens, installTokenKey } from './installs/install-token';
import { createInstallVerification } from './installs/install-verification';
import { createUnpaidInstalls } from './installs/unpaid-installs';
import { createLedgerService } from './money/ledger-service';
import { createPackageListService } from './packages/package-list-service';
import { createPackagePurchaseService } from './packages/package-purchase-service';
import { createPlanCatalogue } from './packages/plan-catalogue';
import { createDeductionStatisticsService } from './orders/deduction-statistics-service';
import { createRechargeOrderService } from './orders/recharge-order-service';
import type { RechargePaidHook } from './orders/recharge-paid-hooks';
import { createRechargePlanService } from './orders/recharge-plan-service';
import { createRootDomainAdminService } from './catalogue/root-domain-admin-service';
import { createPackagePlanAdminService } from './catalogue/package-plan-admin-service';
import { createRechargeSettlementService } from './orders/recharge-settlement-service';
import type { PaymentProvider } from './payments/payment-provider';
import { createSandboxProvider } from './payments/sandbox-provider';
import { createAppUploadService } from './apps/app-upload-service';
import type { FileStorage } from './files/file-storage';
import { createFileStorage } from './files/file-storage-of';
import { createImageUploads } from './apps/image-upload';
import { createChannelImportService } from './channels/channel-import-service';
import { createChannelService } from './channels/channel-service';
import { createShortLinkService } from './channels/short-link-service';
import { createNoticeService } from './notices/notice-service';
import { createAdminNoticeService } from './notices/admin-notice-service';
import { createAdminRechargeOrderService } from './orders/admin-recharge-order-service';
import { createCommentService } from './comments/comment-service';
import { createCommentImportService } from './comments/comment-import-service';
import { createWorkOrderService } from './workorders/work-order-service';
import { createAdminWorkOrderService } from './workorders/admin-work-order-service';
import { createEmailCodeService } from './sign-in/email-code-service';
import { createLockScreenService } from './auth/lock-screen-service';
import { createOutboxTransport, type MailTransport } from './sign-in/mail-service';
import { createMenuServices } from './menus/menu-services';
import { createGrantService } from './roles/grant-service';
import { createRoleService } from './roles/role-service';
import { createWorkbenchService } from './workbench/workbench-service';
import { menuFrameAddresses } from './menus/menu-frame-addresses';
import { createFrameSources } from './http/frame-sources';
import { createMobileLoginService } from './sign-in/mobile-login-service';
import { createPasswordResetService } from './sign-in/password-reset-service';
import { createQrLoginService } from './sign-in/qr-login-service';
import { createRegistrationService } from './sign-in/registration-service';
import { createSessionService } from './auth/session-service';
import { createAnalysisService } from './statistics/analysis-service';
import { createChannelOptionsService } from './statistics/channel-options-service';
import { createInstallStatService } from './statistics/install-stat-service';
import { createInstallEventService } from './statistics/install-event-service';
import { createPwaUserService } from './statistics/pwa-user-service';
import { createSeriesService } from './statistics/series-service';
import { createSmsCodeService } from './sign-in/sms-code-service';
import { createTeamService } from './team/team-service';
import { createTeamListService } from './team/team-list-service';
import { createInviteService } from './invites/invite-service';
import { createInviteRewardHook } from './invites/invite-reward-hook';
import { createOutboxSmsTransport, type SmsTransport } from './sign-in/sms-service';
import { createSdkCallService } from './sdk/sdk-call-service';
import { createOperationLogService } from './operation-log/operation-log-service';
import { createOperationLogWriter } from './operation-log/operation-log-writer';
import { createSdkEventService } from './sdk/sdk-event-service';
import { createSdkGuard } from './sdk/sdk-guard';
import { createSdkKeyService } from './sdk/sdk-key-service';
import { createPushJobs, startPushWorker } from './push/push-jobs';
import { createWebPushSender, type PushSender } from './push/push-sender';
import { createPushService } from './push/push-service';
import { createPushSubscriptionService } from './push/push-subscription-service';
import { vapidKeysOf } from './push/vapid-keys';

export interface ServiceDeps {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** The operations the server registers (the console's operation table is made from them). */
  operations: readonly OperationSpec[];
  /** Uploaded files; by default the storage FILE_STORE names (server/files/file-storage-of.ts). */
  files?: FileStorage;
  /** Outgoing e-mail; the local default writes to the outbox table and the server log. */
  mail?: MailTransport;
  /** Outgoing SMS; the local default writes to the same outbox (recipient = the phone number) and the log. */
  sms?: SmsTransport;
  /** DNS TXT lookups for custom domains; the local default asks the system's resolver. */
  txtResolver?: TxtResolver;
  /** Where recharges are paid; the local default is the sandbox payment page of this server. */
  paymentProvider?: PaymentProvider;
  /** Where pushes go; the default encrypts and signs with `web-push` and posts to the push service. */
  pushSender?: PushSender;
  /** How caches learn of changes made by other processes; one process (PGlite) by default. */
  changeNotices?: ChangeNotices;
  /** Where wrong guesses are counted: this process's memory (one process, PGlite) or the database, shared by every process (PostgreSQL). */
  guessCounts?: 'memory' | 'database';
}

/** The writes that change what a cache holds: the session cache's users and sessions, the grants' roles and menus. */
const WATCHED: WatchedTables[] = [
  { topic: 'sessions', tables: [users, sessionsTable], writes: ['update', 'delete'] },
  { topic: 'grants', tables: [roles, roleMenus, adminMenus], writes: ['insert', 'update', 'delete'] },
];

/** Every service of the server, built once per app and handed to handlers. */
export function createServices({
  db: database,
  config,
  log,
  operations,
  files = createFileStorage(config, database),
  // The local outbox keeps a message (its code) as long as the longest-lived code stays valid.
  mail = createOutboxTransport(database, log, Math.max(config.emailCodeTtlMs, config.smsCodeTtlMs)),
  sms = createOutboxSmsTransport(database, log, Math.max(config.emailCodeTtlMs, config.smsCodeTtlMs)),
  txtResolver = systemTxtResolver,
  paymentProvider = createSandboxProvider(config.recharge.paymentSecret),
  pushSender,
  changeNotices = localChangeNotices(),
  guessCounts = 'memory',
}: ServiceDeps) {
  // Every service writes through this handle: a change of a user or session empties the session cache,
  // one of roles or menus the grants, in this process at once and in every process with its commit.
  const db = watchTableWrites(database, WATCHED, {
    started: (topic) => changeNotices.changedHere(topic),
    announce: changeNotices.shared ? (executor, topics) => changeNotices.announce(executor, topics) : undefined,
  });
  const guesses = createGuessBudget(
    config.guessBudget,
    Date.now,
    guessCounts === 'database' ? databaseGuessCounts(db, config.guessBudget) : undefined,
  );
  const sessions = createSessionService(db, config.tokenTtlMs, config.sessionCacheMs);
  changeNotices.onChange('sessions', () => sessions.forgetCached());
  const auth = createAuthService(db, sessions, guesses);
  const emailCodes = createEmailCodeService(db, config, mail, guesses);
  const smsCodes = createSmsCodeService(db, config, sms, guesses);
  const registration = createRegistrationService(db, emailCodes);
  const account = createAccountService(db, sessions, guesses);
  const authenticator = createAuthenticatorService(db, guesses);
  const installTokens = createInstallTokens(installTokenKey(db, config.installChecks.tokenSecret));
  const apps = createAppService(db, installTokens);
  const unpaidInstalls = createUnpaidInstalls(config.demoLocale);
  // A top-up that covers an install again resumes the apps paused for unpaid installs.
  const ledger = createLedgerService({ afterCredit: [(account) => unpaidInstalls.resumeAfterTopUp(account)] });
  const rootDomains = createRootDomainService(db);
  const packagePlans = createPlanCatalogue(db);
  const rechargePlans = createRechargePlanService(db);
  // Other areas' work on a paid recharge, run in the paying transaction after the credit.
  const inviteRewardHook = createInviteRewardHook(ledger);
  const rechargePaidHooks: RechargePaidHook[] = [inviteRewardHook];
  const rechargeSettlement = createRechargeSettlementService(db, paymentProvider, ledger, rechargePaidHooks);
  const notices = createNoticeService();
  const workOrders = createWorkOrderService();
  const consoleCatalog = createConsoleCatalog({ root: config.schemasDir, operations, log });
  // The grants as the server enforces them (the guard, the console's pages, the menus); forgotten on any change.
  const grants = createGrantService(db, () => consoleCatalog.pages());
  const frameSources = createFrameSources({ pages: () => consoleCatalog.pages(), menuAddresses: () => menuFrameAddresses(db) });
  changeNotices.onChange('grants', () => {
    grants.forget();
    frameSources.forget();
  });
  const sdkKeys = createSdkKeyService(db);
  const sdkCalls = createSdkCallService(db);
  const vapidKeys = vapidKeysOf(db);
  const pushJobs = createPushJobs(db, pushSender ?? createWebPushSender(vapidKeys, config.push.contact, config.push.serviceHosts), {
    batchSize: config.push.batchSize,
  });
  // The process's push worker (stopped when the app closes, server/app.ts); off when the tick is 0.
  const pushWorker = startPushWorker(pushJobs, config.push.tickMs, log);
  return {
    /** Every account's rows: handlers build each request's `AccountData` from it (server/auth/caller.ts). */
    platformDb: db,
    /** Before a request reads a cache (the auth guard): every other process's changes are applied first. */
    changeNotices,
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
    adminAccountList: createAdminAccountListService(db),
    adminAccountChanges: createAdminAccountChangeService(db, sessions),
    // A granted package that adds install quota resumes the apps paused for unpaid installs, as a purchase does.
    adminAccountMoney: createAdminAccountMoneyService(db, ledger, packagePlans, [(account) => unpaidInstalls.resume(account)]),
    ...createMenuServices(db, grants),
    grants,
    roles: createRoleService(db, () => grants.forget()),
    apps,
    adminApps: createAdminAppService(db),
    files,
    appUploads: createAppUploadService(db, files, createImageUploads(files), apps, config.packageLimits),
    channels: createChannelService(db, apps),
    channelImport: createChannelImportService(db),
    shortLinks: createShortLinkService(db),
    notices,
    adminNotices: createAdminNoticeService(db),
    workbench: createWorkbenchService(notices, workOrders),
    comments: createCommentService(),
    commentImport: createCommentImportService(),
    workOrders,
    adminWorkOrders: createAdminWorkOrderService(db),
    consoleCatalog,
    frameSources,
    ledger,
    unpaidInstalls,
    installIngestion: createInstallIngestion(db, unpaidInstalls, createInstallVerification(db, installTokens, config.installChecks)),
    rootDomains,
    domainPurchases: createDomainPurchaseService(db, rootDomains, ledger),
    domainLists: createDomainListService(),
    domainBindings: createDomainBindingService(),
    customDomains: createCustomDomainService(rootDomains, txtResolver),
    team: createTeamService(db, sessions, emailCodes),
    teamList: createTeamListService(db),
    invites: createInviteService(db),
    /** For the recharge service's paid hooks (`rechargePaidHooks`): credits an invited payer's inviter. */
    inviteRewardHook,
    installAnalysis: createAnalysisService(),
    installSeries: createSeriesService(),
    installStats: createInstallStatService(),
    pwaUsers: createPwaUserService(config.installEvents.keepMonths),
    installEvents: createInstallEventService(),
    installChannelOptions: createChannelOptionsService(),
    packagePlans,
    /** The admin's catalogue editors (server/catalogue/): masters read the same tables on every call. */
    rootDomainAdmin: createRootDomainAdminService(db),
    packagePlanAdmin: createPackagePlanAdminService(db),
    // A package that adds install quota covers installs again: the apps paused for unpaid installs resume.
    packagePurchases: createPackagePurchaseService(packagePlans, ledger, [(account) => unpaidInstalls.resume(account)]),
    packageLists: createPackageListService(config.installEvents.keepMonths),
    paymentProvider,
    rechargePlans,
    rechargeOrders: createRechargeOrderService(db, rechargePlans, config.recharge, paymentProvider.method),
    rechargePaidHooks,
    rechargeSettlement,
    adminRechargeOrders: createAdminRechargeOrderService(db, rechargeSettlement),
    deductionStatistics: createDeductionStatisticsService(),
    sdkKeys,
    sdkCalls,
    sdkEvents: createSdkEventService(db),
    /** The route hooks of signed server-to-server calls (access `sdk`). */
    sdkGuard: createSdkGuard({ platformDb: db, sdkKeys, sdkCalls, bodyLimitBytes: config.bodyLimitBytes }),
    vapidKeys,
    pushJobs,
    pushWorker,
    push: createPushService(() => pushWorker.kick()),
    pushSubscriptions: createPushSubscriptionService(db, config.push.serviceHosts),
    /** Every changing call, written after its answer (server/operation-log/). */
    operationLog: createOperationLogService(db, createOperationLogWriter(db, log), operations),
  };
}

export type Services = ReturnType<typeof createServices>;
