import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerLocale } from '../http/i18n';
import type { Services } from '../services';
import type { ActiveSession } from '../auth/session-service';

export interface HandlerContext<Body = any, Query = any> {
  body: Body;
  query: Query;
  params: Record<string, string>;
  /** Present on every operation whose access is `user`; the guard has checked it. */
  session: ActiveSession | null;
  locale: ServerLocale;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the envelope's `data`; throws ApiError for an error answer. */
export type Handler = (ctx: HandlerContext) => Promise<unknown>;

export type HandlerMap = Record<string, Handler>;

/** The session of an authenticated operation (the guard guarantees it). */
export function requireSession(ctx: HandlerContext): ActiveSession {
  if (!ctx.session) throw new Error(`operation reached without a session: ${ctx.request.url}`);
  return ctx.session;
}
