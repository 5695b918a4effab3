import type { FastifyInstance } from 'fastify';

/**
 * The API takes JSON bodies only (uploads register their own multipart parser). Fastify's built-in
 * text/plain parser is removed, so a text body answers "unsupported content type" rather than a
 * confusing "must be an object".
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
}
