import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../files/file-storage';
import { notFound } from './api-error';

/** Only what the console shows is served here; packages are served by app hosting, tmp/ never. */
const SERVED = /^(icons\/[0-9a-f]{64}\/(?:192|512|maskable-512)\.png|(?:screenshots|pictures)\/[0-9a-f]{64}\.(?:png|jpg|webp))$/;
const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

/**
 * `GET /files/icons/…`, `/files/screenshots/…` and `/files/pictures/…` (work orders' attachments):
 * uploaded images (server/files/file-layout.ts), read through the file storage (from the shared store
 * into this process's cache on a miss). Their names are their content's hash, so an answer never
 * changes and may be cached for good.
 */
export async function uploadedFiles(app: FastifyInstance, { files }: { files: FileStorage }) {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const relative = request.params['*'];
    const entry = SERVED.test(relative) ? await files.find(relative) : undefined;
    if (entry?.type !== 'file') throw notFound();
    return reply
      .type(TYPES[path.extname(relative)]!)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', entry.size)
      .send(fs.createReadStream(entry.path));
  });
}
