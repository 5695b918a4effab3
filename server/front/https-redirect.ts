import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostNameOf } from '../hosting/host-directory';
import type { AddressSet } from './trusted-proxies';
import type { HttpsNames } from './https-names';

/** The scheme the client used, as a trusted front server says (X-Forwarded-Proto); undefined for a direct call. */
function forwardedScheme(request: FastifyRequest, trusted: AddressSet): string | undefined {
  if (request.headers['x-forwarded-proto'] === undefined || !trusted.includes(request.raw.socket.remoteAddress)) return undefined;
  return request.protocol;
}

/**
 * Plain HTTP that the front server forwarded is sent on to HTTPS for the names that have a certificate:
 * the console's host (308: it always has one) and the domains the TLS ask approves (307: a domain
 * loses its certificate's use when it is unbound or expires, so no browser may keep the redirect).
 * Every other name stays on HTTP, where an unbound or expired domain shows its notice page (hosting).
 * A direct call (no front server, a local server, Caddy's ask) is never redirected.
 */
export function installHttpsRedirect(
  app: FastifyInstance,
  { names, trusted, consoleHost }: { names: HttpsNames; trusted: AddressSet; consoleHost: string | undefined },
) {
  app.addHook('onRequest', async (request, reply) => {
    if (forwardedScheme(request, trusted) !== 'http') return;
    const name = hostNameOf(request.host);
    if (!name) return;
    const status = name === consoleHost ? 308 : (await names.serves(name)) ? 307 : undefined;
    if (!status) return;
    const path = request.url.startsWith('/') ? request.url : '/';
    reply.header('Cache-Control', 'no-store').redirect(`https://${name}${path}`, status);
    return reply;
  });
}
