import { listConsoleOperations, listConsolePages } from '@/api/generated/client';
import { setOperationTable } from '@/api/operation-table';
import { pagesStore } from './pages-store';
import { onSessionReset } from './session-reset';

let inFlight: Promise<void> | undefined;

/**
 * Fetches the page schemas once per session, together with the operation table their bodies call
 * through (src/api/operation-table.ts); the pages are ready when both have arrived. A second caller
 * shares the first request.
 */
export function loadConsolePages(options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && pagesStore.getState().status === 'ready') return Promise.resolve();
  if (inFlight) return inFlight;
  pagesStore.setState({ status: 'loading' });
  const request = Promise.all([listConsolePages(), listConsoleOperations()])
    .then(([pages, operations]) => {
      if (inFlight !== request) return;
      setOperationTable(operations);
      pagesStore.setState({ status: 'ready', pages });
    })
    .catch(() => {
      // The HTTP layer already told the user why; the screens offer a retry.
      if (inFlight === request) pagesStore.setState({ status: 'error' });
    })
    .finally(() => {
      if (inFlight === request) inFlight = undefined;
    });
  inFlight = request;
  return request;
}

// A logout drops the request of the old session: its answer must not fill the next one's menu.
onSessionReset(() => {
  inFlight = undefined;
});
