import { loadSharp } from '../shared/lazy-sharp';

/** The formats an uploaded image is stored in, by file extension. */
export type StoredImageFormat = 'png' | 'jpg' | 'webp';

/**
 * An uploaded image written anew for storing: decoded and encoded again in its own format, turned
 * upright by its EXIF orientation, metadata dropped (sharp keeps none unless told). Whatever the file
 * carried besides its pixels (bytes after the image's end such as an HTML page with a script, text
 * chunks, EXIF with a location) is not in the result, so a stored image is only an image. Every image
 * the console stores (screenshots, and any later upload of pictures) goes through here; icons are
 * redrawn to their manifest sizes the same way.
 */
export async function reencodeImage(bytes: Buffer, format: StoredImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes).rotate();
  if (format === 'png') return image.png().toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 90 }).toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}
