import type { FastifyInstance } from 'fastify';

/**
 * No 'unsafe-eval': the console never compiles code at run time (no `new Function`, no eval).
 * 'unsafe-inline' for styles only, because antd's CSS-in-JS injects <style> elements.
 */
const POLICY_PARTS = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
];

/** The console's policy; `frame-src` names the origins its menus embed (server/http/frame-sources.ts). */
export function contentSecurityPolicy(frameSources: readonly string[] = ["'self'"]): string {
  return [...POLICY_PARTS, `frame-src ${frameSources.join(' ')}`].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Where the console's documents learn their frame sources; set once the services exist. */
export interface FrameSourceHolder {
  current?: () => Promise<string[]>;
}

export function installSecurityHeaders(app: FastifyInstance, frames: FrameSourceHolder = {}) {
  app.addHook('onSend', async (_request, reply, payload) => {
    // Hosted apps' answers carry their own, stricter or the package's (server/hosting/).
    if (!reply.hasHeader('Content-Security-Policy')) {
      // Only a document can hold a frame; other answers keep the plain policy without a database read.
      const isDocument = String(reply.getHeader('Content-Type') ?? '').startsWith('text/html');
      const sources = isDocument && frames.current ? await frames.current() : undefined;
      reply.header('Content-Security-Policy', contentSecurityPolicy(sources));
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'SAMEORIGIN');
    return payload;
  });
}
