import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from '../api/schema-loader';
import type { Services } from '../services';
import type { ActiveSession } from '../auth/session-service';
import { forbidden, unauthorized } from './api-error';

/** The token of a request: `Authorization: Bearer <t>` or the `token` header (spec §7 sends both). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    if (match) return match[1];
  }
  const header = request.headers.token;
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

/** Resolves the caller of an operation or throws 401/403. Runs on every call of an authenticated operation. */
export async function authenticate(request: FastifyRequest, op: OperationSpec, services: Services): Promise<ActiveSession | null> {
  if (op.access === 'public') return null;
  const token = tokenOf(request);
  if (!token || token.length > 256) throw unauthorized();
  const session = await services.sessions.resolve(token);
  if (!session) throw unauthorized('tokenExpired');
  // Known even when the role is refused: the operation log names who was refused.
  request.session = session;
  if (op.roles?.length && !op.roles.includes(session.user.role)) throw forbidden();
  // The grants of the caller's role: an operation a menu-backed page names needs a granted page naming it.
  if (!(await services.grants.allows(session.user, op.operationId))) throw forbidden();
  return session;
}
