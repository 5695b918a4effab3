import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed, notFound } from './api-error';
import { loadFirstPaintPages } from './first-paint-page';

const API_PREFIXES = ['/api/', '/admin/', '/getPermCode'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const LOGIN_PATH = '/login';

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the built console. Hashed assets are cached for a year; index.html never, so a deploy is
 * picked up on the next navigation. Unknown non-API GETs answer index.html (history-mode routing).
 * A known path called with another method answers 405 with an Allow header; HEAD is answered like GET.
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string | undefined) {
  const hasConsole = Boolean(consoleDir && fs.existsSync(path.join(consoleDir, 'index.html')));
  const firstPaintPage = hasConsole ? loadFirstPaintPages(consoleDir!) : undefined;
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir!,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD answers like GET without the body (uptime monitors ask HEAD /).
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !path.extname(url);
    if (hasConsole && wantsPage) {
      const page = (url === LOGIN_PATH && firstPaintPage?.(request.headers.cookie)) || 'index.html';
      // The answer to /login depends on the first-paint cookie.
      if (url === LOGIN_PATH) reply.header('Vary', 'Cookie');
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    const allowed = METHODS.filter((method) => app.hasRoute({ method, url }));
    if (allowed.length) {
      reply.header('Allow', allowed.join(', '));
      throw methodNotAllowed();
    }
    throw notFound();
  });
}
