import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { uploadRefused } from './upload-errors';
import type { FileStorage } from '../files/file-storage';
import { megabytes } from './package-archive';
import { loadSharp } from '../shared/lazy-sharp';
import { reencodeImage, type StoredImageFormat } from './stored-image';

/** Largest icon or screenshot accepted, in bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest picture (a work order's attachment) accepted, in bytes. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** An icon smaller than this cannot make a sharp 512 px manifest icon. */
const ICON_MIN_SIDE = 128;
const ACCEPTED = new Map<string, StoredImageFormat>([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
]);
/** The manifest's maskable icon keeps its picture inside the central 80 % (the safe zone). */
const MASKABLE_SAFE_ZONE = 0.8;

/** The image's kind, judged by its bytes (never by its name or the sender's content type). */
async function sniffImage(bytes: Buffer, maxBytes = IMAGE_MAX_BYTES) {
  if (bytes.length === 0) throw uploadRefused('upload.emptyFile');
  if (bytes.length > maxBytes) throw uploadRefused('upload.imageTooLarge', { limit: megabytes(maxBytes) });
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && ACCEPTED.get(type.mime);
  if (!ext) throw uploadRefused('upload.notAnImage', { found: type?.ext ?? 'unknown' });
  // A right signature over broken data (a "fake PNG") fails here, before anything is written.
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw uploadRefused('upload.brokenImage');
  await sharp(bytes)
    .stats()
    .catch(() => {
      throw uploadRefused('upload.brokenImage');
    });
  return { ext, width: meta.width, height: meta.height };
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function createImageUploads(files: FileStorage) {
  return {
    /** Stores an icon as the manifest's 192 and 512 px icons and a maskable 512 px one; answers the 512 px URL. */
    async storeIcon(bytes: Buffer): Promise<string> {
      const { width, height } = await sniffImage(bytes);
      if (Math.min(width, height) < ICON_MIN_SIDE) throw uploadRefused('upload.iconTooSmall', { min: ICON_MIN_SIDE });
      const relative = `icons/${hashOf(bytes)}`;
      if (!(await files.has(relative))) {
        await files.withWorkFolder(async (work) => {
          const sharp = await loadSharp();
          const square = (size: number) => sharp(bytes).rotate().resize(size, size, { fit: 'cover' }).png();
          const { dominant } = await sharp(bytes).stats();
          const inner = Math.round(512 * MASKABLE_SAFE_ZONE);
          const pad = (512 - inner) / 2;
          await square(192).toFile(path.join(work, '192.png'));
          await square(512).toFile(path.join(work, '512.png'));
          await sharp(await square(inner).toBuffer())
            .extend({
              top: Math.floor(pad),
              bottom: Math.ceil(pad),
              left: Math.floor(pad),
              right: Math.ceil(pad),
              background: { ...dominant, alpha: 1 },
            })
            .flatten({ background: dominant })
            .png()
            .toFile(path.join(work, 'maskable-512.png'));
          await files.put(work, relative);
        });
      }
      return `/files/${relative}/512.png`;
    },

    /** Stores a screenshot written anew in its own format (its kind judged by content); answers its URL. */
    storeScreenshot: (bytes: Buffer) => storeReencoded(bytes, 'screenshots', IMAGE_MAX_BYTES),

    /** Stores a work order's picture the same way, under pictures/ and at most PICTURE_MAX_BYTES; answers its URL. */
    storePicture: (bytes: Buffer) => storeReencoded(bytes, 'pictures', PICTURE_MAX_BYTES),
  };

  /** An image written anew in its own format (its kind judged by content) under `folder`; answers its URL. */
  async function storeReencoded(bytes: Buffer, folder: 'screenshots' | 'pictures', maxBytes: number): Promise<string> {
    const { ext } = await sniffImage(bytes, maxBytes);
    const relative = `${folder}/${hashOf(bytes)}.${ext}`;
    if (!(await files.has(relative))) {
      const clean = await reencodeImage(bytes, ext).catch(() => {
        throw uploadRefused('upload.brokenImage');
      });
      await files.withWorkFolder(async (work) => {
        const file = path.join(work, `image.${ext}`);
        await fs.writeFile(file, clean);
        await files.put(file, relative);
      });
    }
    return `/files/${relative}`;
  }
}

export type ImageUploads = ReturnType<typeof createImageUploads>;
