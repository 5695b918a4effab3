import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import { isChunkLoadError } from '@/utils/error-log/chunk-error';
import { isOffline } from '@/utils/error-log/network-status';
import { NetworkErrorPage } from './NetworkErrorPage';
import { NewVersionOffer } from './NewVersionOffer';
import { RenderFailure } from './RenderFailure';

/** What a screen shows instead of itself when it failed. */
export function ScreenFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (isChunkLoadError(error)) {
    // Offline, the code is not gone, it just cannot be fetched: a newer version is not the cause.
    return isOffline() ? <NetworkErrorPage /> : <NewVersionOffer />;
  }
  return <RenderFailure error={error} onRetry={onRetry} />;
}

/**
 * Catches a screen that fails to render or whose code cannot be loaded (for example a chunk
 * removed by a newer deploy), logs it, and shows a reload offer or an error with a retry.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error, reset) => <ScreenFailure error={error} onRetry={reset} />}>{children}</ErrorBoundary>;
}
