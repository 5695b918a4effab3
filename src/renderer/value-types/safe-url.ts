/** Only web addresses and site-relative paths may become a link or an image source (no javascript: URLs). */
export function isSafeUrl(value: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(value.trim());
}

/**
 * An image carried in the value itself: PNG, JPEG, GIF, WebP or SVG, base64 or percent-encoded text.
 * Drawn only by an <img>, where an SVG runs no script and loads nothing else.
 */
export function isImageDataUrl(value: string): boolean {
  return /^data:image\/(png|jpe?g|gif|webp|svg\+xml)(;[\w-]+=[\w.-]+)*(;base64)?,/i.test(value.trim());
}

export function isSafeImageSource(value: string): boolean {
  return isSafeUrl(value) || isImageDataUrl(value);
}
