/**
 * Failures to load code that a newer deploy removed. Browsers word a failed dynamic import
 * differently; Vite reports failed preloads through the 'vite:preloadError' event.
 */
const CHUNK_MESSAGES = [
  'failed to fetch dynamically imported module', // Chrome
  'importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'unable to preload css', // Vite
  'loading chunk', // webpack-style "Loading chunk 12 failed"
  'loading css chunk',
];

const preloadFailures = new WeakSet<object>();

/** Remembers an error Vite reported through 'vite:preloadError'. */
export function markPreloadFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) preloadFailures.add(error);
}

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (preloadFailures.has(error)) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  const lower = message.toLowerCase();
  return CHUNK_MESSAGES.some((fragment) => lower.includes(fragment));
}
