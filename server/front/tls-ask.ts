import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { BizCode } from '../http/api-error';
import { ok } from '../http/envelope';
import type { AddressSet } from './trusted-proxies';
import type { HttpsNames } from './https-names';

/** Where Caddy's `on_demand_tls { ask … }` asks (deploy/Caddyfile); Caddy adds `?domain=<name>`. */
export const TLS_ASK_PATH = '/internal/tls-ask';

/**
 * A direct call of a front server: from its address (this machine or TRUST_PROXY) and not forwarded by
 * it. Everything Caddy proxies carries X-Forwarded-For, so the ask is never answered to the Internet
 * through the console's host, even when TRUST_PROXY is missing and every request seems to come from here.
 */
const isFrontCall = (request: FastifyRequest, front: AddressSet) =>
  front.includes(request.raw.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;

/**
 * Caddy's question before it obtains a certificate for a name during a TLS handshake: any 2xx answer
 * lets it; anything else makes it refuse the handshake. So nobody can make the front server request
 * certificates for names the service does not serve (front/https-names.ts). The refusals are not 2xx
 * for that reason (never a business error's 200).
 */
export async function tlsAsk(app: FastifyInstance, { names, front }: { names: HttpsNames; front: AddressSet }) {
  app.get<{ Querystring: { domain?: unknown } }>(TLS_ASK_PATH, async (request) => {
    if (!isFrontCall(request, front)) throw new ApiError(403, BizCode.tlsAskFrontOnly, 'deploy.tlsAskFrontOnly');
    const domain = request.query.domain;
    if (typeof domain !== 'string' || !domain.trim()) throw new ApiError(400, BizCode.tlsAskDomainMissing, 'deploy.tlsAskDomainMissing');
    if (!(await names.serves(domain))) {
      throw new ApiError(404, BizCode.tlsAskNotServed, 'deploy.tlsAskNotServed', { domain: domain.slice(0, 253) });
    }
    return ok({ domain });
  });
}
