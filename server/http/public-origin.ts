import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

// A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could bend a URL.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The address under which callers reach this server, for links it hands out: the configured
 * PUBLIC_BASE_URL when set (e.g. behind a proxy), else the request's protocol and Host header.
 */
export function publicOriginOf(request: FastifyRequest, config: Pick<ServerConfig, 'publicBaseUrl'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  // Behind a trusted front server these are its X-Forwarded-Proto and -Host (server/front/trusted-proxies.ts).
  const host = request.host;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host : 'localhost'}`;
}
