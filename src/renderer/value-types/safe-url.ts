/** Only web addresses and site-relative paths may become a link or an image source (no javascript: URLs). */
export function isSafeUrl(value: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(value.trim());
}

export function isSafeImageSource(value: string): boolean {
  return isSafeUrl(value) || /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value.trim());
}
