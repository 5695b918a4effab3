import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { ApiError } from '../http/api-error';
import { authenticate } from '../http/auth-guard';
import { envelopeSchema, ok } from '../http/envelope';
import { pickLocale } from '../http/i18n';
import { idempotencyKeyOf } from '../money/idempotency';
import { runInRequestContext } from '../http/request-context';
import { envelopeCodeOf, isLoggedOperation } from '../operation-log/operation-log-entry';
import type { Services } from '../services';
import type { ActiveSession } from '../auth/session-service';
import type { Handler, HandlerContext, HandlerMap, OperationId } from './handler-types';
import type { OperationSpec } from './schema-loader';

/** Operations without a handler and handlers without an operation; both must be empty to start. */
declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The session cache's mark when the request arrived (register-operations' onSend compares it). */
    sessionCacheMark: number;
    /** The business code of the answer sent, for the operation log (read in onSend, logged in onResponse). */
    operationLogCode: number;
  }
}

export function findMismatches(operations: OperationSpec[], handlers: Partial<Record<string, unknown>>) {
  const ids = new Set(operations.map((op) => op.operationId));
  return {
    missingHandlers: operations.filter((op) => !handlers[op.operationId]).map((op) => `${op.source}: ${op.operationId}`),
    orphanHandlers: Object.keys(handlers).filter((id) => !ids.has(id)),
  };
}

function rateLimitOf(op: OperationSpec, config: ServerConfig) {
  if (!op.rateLimit) return undefined;
  const rule = config.rateLimits[op.rateLimit];
  // Operations of one rateLimitGroup share a bucket per address; every other operation has its own.
  return { max: rule.max, timeWindow: rule.timeWindowMs, groupId: op.rateLimitGroup ?? op.operationId };
}

/** Registers one Fastify route per operation of schemas/api, validated and serialised by its schemas. */
export function registerOperations(app: FastifyInstance, operations: OperationSpec[], handlers: HandlerMap, services: Services) {
  const { missingHandlers, orphanHandlers } = findMismatches(operations, handlers);
  if (missingHandlers.length || orphanHandlers.length) {
    throw new Error(
      [
        ...missingHandlers.map((m) => `operation without handler: ${m}`),
        ...orphanHandlers.map((h) => `handler without operation: ${h}`),
      ].join('\n'),
    );
  }

  for (const op of operations) {
    // The one untyped seam: the route is found by a string id read from schemas/api, and ajv has
    // validated body and query against the schemas the handler's generated types come from.
    const handler = handlers[op.operationId as OperationId] as Handler<OperationId>;
    const rateLimit = rateLimitOf(op, services.config);
    const signed = op.access === 'sdk';
    const logged = isLoggedOperation(op);
    app.route({
      method: op.method,
      url: op.path,
      schema: {
        operationId: op.operationId,
        summary: op.summary,
        tags: [op.tag],
        ...(op.body ? { body: op.body } : {}),
        ...(op.query ? { querystring: op.query } : {}),
        // A download answers its file as is; only its errors are envelopes (serialised by the error handler).
        ...(op['x-download'] ? {} : { response: { 200: envelopeSchema(op.response) } }),
      },
      config: rateLimit ? { rateLimit } : {},
      // Authentication runs before the body is parsed or validated: an anonymous caller learns nothing.
      // A signed call (access `sdk`) has its key, headers and timestamp checked here, its signature once
      // its body's bytes are in (server/sdk/sdk-guard.ts).
      onRequest: async (request) => {
        // The session cache and the grants first apply what other processes changed (server/db/change-notices.ts).
        if (!signed && op.access !== 'public') await services.changeNotices.catchUp();
        request.sessionCacheMark = services.sessions.cacheMark();
        if (signed) await services.sdkGuard.checkHeaders(request);
        else request.session = await authenticate(request, op, services);
      },
      ...(signed
        ? {
            preParsing: async (request: FastifyRequest, _reply: unknown, payload: Readable) =>
              services.sdkGuard.keepRawBody(request, payload),
          }
        : {}),
      // A call during which users or sessions were written (the cache was emptied since it arrived: its own
      // write or another's) empties the session cache once more before its answer leaves, so a lookup made
      // before that write committed is not kept and the caller's next call sees the change
      // (server/auth/session-cache.ts). A call that wrote neither leaves the cache as it is.
      // A signed-in answer (hers alone) is kept by no cache, shared or the browser's.
      onSend: async (request, reply, payload) => {
        if (signed) await services.sdkGuard.logCall(request, reply, op, payload);
        if (logged) request.operationLogCode = envelopeCodeOf(payload);
        if (op.access !== 'public') reply.header('Cache-Control', 'no-store');
        services.sessions.forgetCachedIfChangedSince(request.sessionCacheMark);
      },
      // A changing call is logged once its answer has left (server/operation-log/): it waits for nothing.
      ...(logged
        ? { onResponse: async (request: FastifyRequest, reply: FastifyReply) => services.operationLog.record(request, reply, op) }
        : {}),
      // The console adds a `_t` timestamp to every GET (spec §7) to defeat caches; it is no parameter.
      preValidation: async (request) => {
        if (signed) await services.sdkGuard.checkSignature(request);
        // The multipart parser is registered for uploads; every other operation takes JSON only.
        if (!op['x-multipart'] && request.isMultipart()) {
          throw new ApiError(400, 400, 'unsupportedMediaType', { type: 'multipart/form-data' });
        }
        const query = request.query as Record<string, unknown> | undefined;
        if (query && typeof query === 'object') delete query._t;
      },
      handler: async (request, reply) => {
        const params = (request.params ?? {}) as Record<string, string>;
        const body = (request.body ?? {}) as HandlerContext['body'];
        const idempotency = op['x-idempotent']
          ? idempotencyKeyOf(request.headers['idempotency-key'], op.operationId, { body, params })
          : undefined;
        const data = await runInRequestContext({ address: request.ip }, () =>
          handler({
            body,
            query: (request.query ?? {}) as HandlerContext['query'],
            params,
            ...(idempotency ? { idempotency } : {}),
            session: request.session,
            locale: pickLocale(request.headers['accept-language']),
            services,
            request,
            reply,
          }),
        );
        if (op['x-download']) {
          reply.type(`${op['x-download']}; charset=utf-8`);
          // A JSON file (a document) is sent as its text: no response schema serialises it.
          return op['x-download'] === 'application/json' ? JSON.stringify(data) : data;
        }
        return ok(data ?? null);
      },
    });
  }
}
