import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Hosted pages' own policy (the console's allows inline styles for antd; these pages need nothing
 * inline): scripts, styles, the manifest and the worker from this origin only; images also from
 * https and data: (store screenshots may be links); requests to this origin only (the funnel).
 */
export const HOSTED_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "manifest-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Texts smaller than this go uncompressed: gzip's header would eat the gain. */
const GZIP_FROM_BYTES = 1024;

export const etagOf = (bytes: Buffer | string) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export interface TextAnswer {
  status?: number;
  type: string;
  body: string | Buffer;
  /** The body gzipped once in advance (static assets); otherwise it is compressed per answer. */
  gzipped?: Buffer;
  cacheControl: string;
  etag?: string;
  csp?: string;
  headers?: Record<string, string>;
}

/** Sends a text answer, gzipped when the client takes it, 304 when its ETag still matches. */
export function sendText(request: FastifyRequest, reply: FastifyReply, answer: TextAnswer) {
  reply
    .code(answer.status ?? 200)
    .type(answer.type)
    .header('Cache-Control', answer.cacheControl)
    .header('Content-Security-Policy', answer.csp ?? HOSTED_CSP)
    .header('Vary', 'Accept-Encoding, Accept-Language');
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (answer.etag) {
    reply.header('ETag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag && (answer.status ?? 200) === 200) return reply.code(304).send();
  }
  const body = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
  if (acceptsGzip(request) && body.length >= GZIP_FROM_BYTES) {
    return reply.header('Content-Encoding', 'gzip').send(answer.gzipped ?? gzipSync(body));
  }
  return reply.send(body);
}
