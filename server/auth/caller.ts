import type { FastifyRequest } from 'fastify';
import { requireSession, type HandlerContext } from '../api/handler-types';
import type { AccountData } from '../db/account-data';
import { publicOriginOf } from '../http/public-origin';
import { accountDataOf } from './account-scope';

/** The data of the account the signed-in user acts for (its own, or its master's for an official). */
export const accountOf = (ctx: Pick<HandlerContext, 'services' | 'session' | 'request'>): AccountData =>
  accountDataOf(ctx.services.platformDb, requireSession(ctx).user);

/** Account plus the public origin, for answers that carry links. */
export const callerOf = (ctx: Pick<HandlerContext, 'services' | 'session' | 'request'>) => ({
  account: accountOf(ctx),
  origin: publicOriginOf(ctx.request, ctx.services.config),
});

/** Where a sign-in comes from, stored with the session it issues. */
export const signInMetaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
