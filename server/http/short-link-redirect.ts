import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { publicOriginOf } from './public-origin';
import { sendVisitorPage } from './visitor-page';

/**
 * `GET /s/<code>`: a channel's short link (made by get_short_url) → 302 to the channel's install URL.
 * Visitors are people, not the console: an unknown code (or a deleted channel's) gets a 404 page and
 * a disabled channel's link a 410 page, in the visitor's language, never a JSON envelope.
 */
export async function shortLinkRedirect(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const link = await services.shortLinks.targetOf(request.params.code, publicOriginOf(request, services.config));
    if (!link) return sendVisitorPage(request, reply, 404, 'shortLink.notFound');
    if (link.disabled) return sendVisitorPage(request, reply, 410, 'shortLink.disabled');
    // The target follows the channel (app or domain may change), so no cache may keep an old one.
    return reply.header('Cache-Control', 'no-store').redirect(link.url, 302);
  });
}
