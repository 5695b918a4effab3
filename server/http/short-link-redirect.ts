import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { notFound } from './api-error';
import { publicOriginOf } from './public-origin';

/** `GET /s/<code>`: a channel's short link (made by get_short_url) → 302 to the channel's install URL. */
export async function shortLinkRedirect(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const target = await services.shortLinks.targetOf(request.params.code, publicOriginOf(request, services.config));
    if (!target) throw notFound();
    // The target follows the channel (app or domain may change), so no cache may keep an old one.
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  });
}
