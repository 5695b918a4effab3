import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationSpec } from '../api/schema-loader';
import { operationTarget } from './operation-log-target';
import type { OperationLogEntry } from './operation-log-writer';

/**
 * Which calls are logged: every call of an operation that changes something (any method but GET) of a
 * signed-in user (access `user`) or an access key (access `sdk`), answered or refused.
 */
export const isLoggedOperation = (op: Pick<OperationSpec, 'method' | 'access'>) => op.method !== 'GET' && op.access !== 'public';

/** A business code from an answer's envelope text (`{"code":…`), 0 when it has none (a file). */
export const envelopeCodeOf = (payload: unknown): number => {
  const match = typeof payload === 'string' ? /^\{"code":(-?\d+)/.exec(payload) : null;
  return match ? Number(match[1]) : 0;
};

const INT_MAX = 2_147_483_647;

/**
 * The log row of a finished call, or none when its caller is unknown (no valid token or key: an anonymous
 * caller fills no log). Its target comes from the identifying fields of the request only (no body, no query).
 */
export function operationLogEntryOf(
  request: FastifyRequest,
  reply: FastifyReply,
  op: OperationSpec,
  code: number,
): OperationLogEntry | undefined {
  const user = request.session?.user;
  const key = request.sdkCaller;
  if (!user && !key) return undefined;
  // One object literal of one shape (a spread of who called made a slow copy on every logged call).
  return {
    userId: user ? user.id : null,
    username: user ? user.username : '',
    role: user ? user.role : 'sdk',
    accountId: user ? (user.role === 'official' ? user.parentId : user.role === 'master' ? user.id : null) : key!.accountId,
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    target: operationTarget(request.params, request.query, request.body),
    status: reply.statusCode,
    code: Math.max(-INT_MAX, Math.min(INT_MAX, code)),
    ip: request.ip,
    durationMs: Math.max(0, Math.min(INT_MAX, Math.round(reply.elapsedTime))),
  };
}
