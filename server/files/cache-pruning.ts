import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage';

/** How often this process frees its cache of units the shared store no longer has; first a minute after start. */
export const CACHE_PRUNE_MS = 60 * 60_000;
const FIRST_PRUNE_MS = 60_000;

/**
 * Prunes the shared store's cache hourly (package versions another process removed). Nothing for the local
 * store. Answers the function that stops it and waits for a run under way (the server's close).
 */
export function startCachePruning(files: FileStorage, log: FastifyBaseLogger): () => Promise<void> {
  if (files.kind === 'local') return async () => undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = files
      .pruneCache()
      .then((removed) => {
        if (removed) log.info(`removed from the file cache: ${removed} package versions no longer stored`);
      })
      .catch((error: unknown) => log.error({ err: error }, 'file cache pruning failed'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, FIRST_PRUNE_MS);
  const timer = setInterval(tick, CACHE_PRUNE_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
