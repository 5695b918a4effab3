import type { ErrorLogDraft, ErrorLogEntry } from '@/utils/error-log/error-log-types';
import { getSessionStorage } from '@/utils/storage';
import { createStore, useStore } from './create-store';

/** The newest entries kept; older ones drop off. */
export const ERROR_LOG_LIMIT = 200;
/** Session storage key (the app's prefix is added): the log survives a reload of the tab. */
export const ERROR_LOG_STORAGE_KEY = 'ERROR__LOG__';

export interface ErrorLogState {
  /** Newest first. */
  entries: ErrorLogEntry[];
}

function readStored(): ErrorLogEntry[] {
  try {
    const stored = getSessionStorage().get<ErrorLogEntry[]>(ERROR_LOG_STORAGE_KEY);
    return Array.isArray(stored) ? stored.slice(0, ERROR_LOG_LIMIT) : [];
  } catch {
    return [];
  }
}

export const errorLogStore = createStore<ErrorLogState>(() => ({ entries: readStored() }));

let writeScheduled = false;

/** One write per burst of errors (a loop that throws must not serialise the log each time). */
function persistSoon(): void {
  if (writeScheduled) return;
  writeScheduled = true;
  setTimeout(() => {
    writeScheduled = false;
    try {
      getSessionStorage().set(ERROR_LOG_STORAGE_KEY, errorLogStore.getState().entries);
    } catch {
      // Quota or storage unavailable: the log still lives in memory.
    }
  }, 0);
}

let sequence = 0;

export function addErrorLog(draft: ErrorLogDraft): ErrorLogEntry {
  const time = draft.time ?? Date.now();
  const entry: ErrorLogEntry = {
    ...draft,
    url: draft.url ?? window.location.href,
    time,
    id: `${time.toString(36)}-${(sequence++).toString(36)}`,
  };
  errorLogStore.setState((state) => ({ entries: [entry, ...state.entries].slice(0, ERROR_LOG_LIMIT) }));
  persistSoon();
  return entry;
}

export function clearErrorLog(): void {
  errorLogStore.setState({ entries: [] });
  persistSoon();
}

export function useErrorLog(): ErrorLogEntry[] {
  return useStore(errorLogStore, (state) => state.entries);
}
