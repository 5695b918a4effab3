import fastifyRateLimit from '@fastify/rate-limit';
import { SharedRateLimitStore } from './http/rate-limit-store';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerOperations } from './api/register-operations';
import { loadOperations } from './api/schema-loader';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { handlers } from './handlers';
import { ApiError } from './http/api-error';
import { acceptJsonBodiesOnly } from './http/body-parsers';
import { registerConsole } from './http/console-static';
import { answerFrameworkError, installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { shortLinkRedirect } from './http/short-link-redirect';
import { validatorCompiler } from './http/validation';
import { checkSchemas, formatProblem } from './schema-check/check-schemas';
import { createServices } from './services';

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean | object;
}

/** The server refuses to start on an invalid schema, with the checker's messages. */
function assertSchemasValid() {
  const problems = checkSchemas();
  if (problems.length) throw new Error(`Invalid schemas:\n${problems.map(formatProblem).join('\n')}`);
}

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  assertSchemasValid();
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: answerFrameworkError,
  });
  acceptJsonBodiesOnly(app);
  app.setValidatorCompiler(validatorCompiler);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionCacheMark', 0);
  installErrorHandler(app, config.bodyLimitBytes);
  installSecurityHeaders(app);

  await app.register(fastifyRateLimit, {
    global: false,
    store: SharedRateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  const services = createServices({ db: database.db, config, log: app.log });
  registerOperations(app, loadOperations(), handlers, services);
  await app.register(shortLinkRedirect, { services });
  await registerConsole(app, config.consoleDir);
  return app;
}
