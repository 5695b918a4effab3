import fastifyRateLimit from '@fastify/rate-limit';
import { SharedRateLimitStore } from './http/rate-limit-store';
import { databaseRateLimitStore, rateLimitCleanup } from './http/rate-limit-db-store';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerOperations } from './api/register-operations';
import type { HandlerMap } from './api/handler-types';
import { createFieldLabeler } from './api/form-field-labels';
import { loadOperations, resourcesOf } from './api/schema-loader';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { handlers as areaHandlers } from './handlers';
import { ApiError } from './http/api-error';
import { acceptJsonBodiesOnly } from './http/body-parsers';
import { registerConsole } from './http/console-static';
import { answerFrameworkError, installErrorHandler } from './http/error-handler';
import { installSecurityHeaders, type FrameSourceHolder } from './http/security-headers';
import { installHosting } from './hosting/hosting-routes';
import { shortLinkRedirect } from './http/short-link-redirect';
import { uploadedFiles } from './http/uploaded-files';
import { registerUploadParser } from './apps/upload-request';
import { validatorCompiler } from './http/validation';
import { checkSchemas, formatProblem } from './schema-check/check-schemas';
import type { TxtResolver } from './domains/txt-resolver';
import { createServices } from './services';
import { sealStoredSecrets } from './auth/seal-stored-secrets';
import { missingListIndexes } from './shared/list-indexes';
import { StartRefused } from './shared/start-refused';
import { loadSecretKeys } from './shared/secret-keys';
import { rechargeExpirySweep } from './orders/recharge-expiry-sweep';
import { operationLogPruning } from './operation-log/operation-log-pruning';
import { guessCountsCleanup } from './auth/guess-counts-db';
import { LISTENER_NAME, localChangeNotices, sharedChangeNotices } from './db/change-notices';
import { startScheduledJobs } from './jobs/job-scheduler';
import { installEventPartitionJob } from './installs/install-event-partition-job';
import type { PaymentProvider } from './payments/payment-provider';
import { sandboxPaymentPage } from './payments/sandbox-page';
import { resourceHandlers } from './resources/resource-handlers';
import { migrateResources } from './resources/resource-migration';
import { sdkScript } from './sdk/sdk-script';
import { consoleHostOf } from './front/console-host';
import { createHttpsNames } from './front/https-names';
import { installHttpsRedirect } from './front/https-redirect';
import { tlsAsk } from './front/tls-ask';
import { addressSet, LOOPBACK, trustProxyOption } from './front/trusted-proxies';

import { startCachePruning } from './files/cache-pruning';
import { createFileStorage } from './files/file-storage-of';
import type { FileStorage } from './files/file-storage';

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean | object;
  /** The handler of every operation; tests whose schemas folder declares operations of their own add theirs. */
  handlers?: HandlerMap;
  /** DNS TXT lookups of custom domains (tests pass a stub); the system resolver by default. */
  txtResolver?: TxtResolver;
  /** Where recharges are paid; the sandbox payment page of this server by default. */
  paymentProvider?: PaymentProvider;
  /** Uploaded files; by default the storage FILE_STORE names (`createFileStorage`) over this database. */
  files?: FileStorage;
}

/** The server refuses to start on an invalid schema, with the checker's messages. */
function assertSchemasValid(root: string) {
  const problems = checkSchemas({ root });
  if (problems.length) throw new Error(`Invalid schemas:\n${problems.map(formatProblem).join('\n')}`);
}

export async function buildApp({
  config,
  database,
  logger,
  handlers = areaHandlers,
  txtResolver,
  paymentProvider,
  files = createFileStorage(config, database.db),
}: BuildOptions): Promise<FastifyInstance> {
  assertSchemasValid(config.schemasDir);
  // Secrets at rest: the key first, then any secret stored in clear or under a previous key is sealed anew.
  loadSecretKeys(config);
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-* are believed from the front server only (TRUST_PROXY; ARCHITECTURE.md, "Deployment").
    trustProxy: trustProxyOption(config.trustProxy),
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: answerFrameworkError,
  });
  acceptJsonBodiesOnly(app);
  app.setValidatorCompiler(validatorCompiler);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionCacheMark', 0);
  app.decorateRequest('operationLogCode', 0);
  app.decorateRequest('sdkCaller', null);
  app.decorateRequest('sdkRawBody', null);
  installErrorHandler(app, config.bodyLimitBytes, createFieldLabeler(config.schemasDir));
  const frameSources: FrameSourceHolder = {};
  installSecurityHeaders(app, frameSources);
  // Plain HTTP from the front server goes on to HTTPS where a certificate exists, before hosting answers it.
  const consoleHost = consoleHostOf(config);
  const httpsNames = createHttpsNames(database.db, consoleHost);
  installHttpsRedirect(app, { names: httpsNames, trusted: addressSet(config.trustProxy), consoleHost });
  // Before any route: a platform domain's requests are its app's, not the console's (hosting-routes.ts).
  installHosting(app, { db: database.db, config, files });

  // Several processes may share a PostgreSQL database: rate limits and guesses count in it, and the
  // process-local caches hear of other processes' changes (ARCHITECTURE.md, "Several processes").
  const shared = database.kind === 'postgres' && database.dedicatedClient !== undefined;
  const notices = shared
    ? await sharedChangeNotices({ connect: () => database.dedicatedClient!(LISTENER_NAME), log: app.log })
    : localChangeNotices();
  app.addHook('onClose', () => notices.close());

  await app.register(fastifyRateLimit, {
    global: false,
    store: shared ? databaseRateLimitStore(database.db) : SharedRateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  await registerUploadParser(app, config.packageLimits);
  // Resources (schemas/resources and any extra schemas folder): their tables are brought up to their
  // declarations before their operations are served by the generic handlers.
  const resources = resourcesOf(config.schemasDir, config.extraSchemasDirs);
  await migrateResources(database.db, resources, (line) => app.log.info(line));
  const resealed = await sealStoredSecrets(database.db);
  if (resealed) app.log.info(`sealed the secrets of ${resealed} accounts with the current secrets key`);
  if (config.databaseUrl && !config.secretsKey) {
    app.log.warn(
      `SECRETS_KEY is not set: secrets are sealed with ${config.dataDir}/secrets.key; every server of this database needs that same key`,
    );
  }
  const operations = loadOperations(config.schemasDir, config.extraSchemasDirs);
  const prepared = await files.prepare();
  if (prepared) app.log.info(prepared);
  const services = createServices({
    db: database.db,
    config,
    log: app.log,
    operations,
    files,
    txtResolver,
    paymentProvider,
    changeNotices: notices,
    guessCounts: shared ? 'database' : 'memory',
  });
  // Every keyset list's sorts and indexed filters walk an index (server/shared/keyset-list.ts): checked
  // once the services (which declare them) are loaded, so a missing index stops the start, not a page.
  const missingIndexes = await missingListIndexes(database.db);
  if (missingIndexes.length) throw new StartRefused(`Not started: lists without their indexes: ${missingIndexes.join('; ')}`);
  frameSources.current = async () => {
    await notices.catchUp();
    return services.frameSources.current();
  };
  // Every account's original app_key becomes its first access key (server/sdk/sdk-key-service.ts).
  await services.sdkKeys.adoptAll();
  registerOperations(app, operations, { ...handlers, ...resourceHandlers(resources) } as HandlerMap, services);
  await app.register(sdkScript);
  await app.register(tlsAsk, { names: httpsNames, front: addressSet([...LOOPBACK, ...config.trustProxy]) });
  await app.register(shortLinkRedirect, { services });
  await app.register(sandboxPaymentPage, { services });
  // Jobs that run once per interval across every process of the database (server/jobs/).
  const jobs = startScheduledJobs(
    services.platformDb,
    [
      operationLogPruning(config.operationLog.keepDays),
      rechargeExpirySweep(services.rechargeOrders, config.recharge.sweepMs),
      installEventPartitionJob(config.installEvents),
      ...(shared ? [rateLimitCleanup(), guessCountsCleanup(config.guessBudget)] : []),
    ],
    { log: app.log, firstCheckMs: config.jobs.firstCheckMs },
  );
  app.addHook('onClose', async () => services.pushWorker.stop());
  // The operation log rows of the last answers are written before the database may close.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await services.operationLog.flush();
  });
  const stopCachePruning = startCachePruning(files, app.log);
  app.addHook('onClose', async () => stopCachePruning());
  await app.register(uploadedFiles, { files });
  await registerConsole(app, config.consoleDir);
  return app;
}
