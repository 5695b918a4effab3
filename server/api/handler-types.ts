import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyKey } from '../money/idempotency';
import type { ServerLocale } from '../http/i18n';
import type { Services } from '../services';
import type { ActiveSession } from '../auth/session-service';
import type { OperationId, OperationTypes } from './generated/operation-types';

export type { OperationId, OperationTypes };

/** What a handler of operation `Op` receives: its body and query as its schema declares them (ajv has checked them). */
export interface HandlerContext<Op extends OperationId = OperationId> {
  body: OperationTypes[Op]['body'];
  query: OperationTypes[Op]['query'];
  params: Record<string, string>;
  /** Present on every operation whose access is `user`; the guard has checked it. */
  session: ActiveSession | null;
  locale: ServerLocale;
  /** The caller's `Idempotency-Key` of an `x-idempotent` operation (server/money/idempotency.ts), when sent. */
  idempotency?: IdempotencyKey;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the envelope's `data` as the operation's schema declares it; throws ApiError for an error answer. */
export type Handler<Op extends OperationId> = (ctx: HandlerContext<Op>) => Promise<OperationTypes[Op]['data']>;

/** One handler per operation id of schemas/api (generated types in ./generated/operation-types.ts). */
export type HandlerMap = { [Op in OperationId]: Handler<Op> };

/** An area's handlers: `export const xHandlers = { … } satisfies AreaHandlers` types each one by its operation id. */
export type AreaHandlers = Partial<HandlerMap>;

/** The session of an authenticated operation (the guard guarantees it). */
export function requireSession(ctx: Pick<HandlerContext, 'session' | 'request'>): ActiveSession {
  if (!ctx.session) throw new Error(`operation reached without a session: ${ctx.request.url}`);
  return ctx.session;
}
