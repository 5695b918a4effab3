import { createElement, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { ScreenErrorBoundary } from '@/components/route-error/ScreenErrorBoundary';
import { isLoadedScreen, type PreloadableScreen } from './preloadable-screen';

interface Props<P extends object> {
  screen: LazyExoticComponent<ComponentType<P>> | PreloadableScreen<P>;
  /** Inside the layout: show a spinner while the chunk loads; at the top level show nothing. */
  inContent?: boolean;
  /** Props for the screen (most screens take none). */
  screenProps?: P;
}

export function LazyScreen<P extends object>({ screen, inContent = false, screenProps }: Props<P>) {
  const { pathname } = useLocation();
  // A screen whose code is in renders without a Suspense boundary (decided once, so it is never
  // remounted): the pre-rendered login screen hydrates in one pass with the rest (src/boot.tsx).
  const [loaded] = useState(() => isLoadedScreen(screen));
  const content = createElement(screen as ComponentType<P>, screenProps ?? ({} as P));
  return (
    // A new path gets a fresh boundary, so one failed screen does not stick to the next.
    <ScreenErrorBoundary key={inContent ? pathname : undefined}>
      {loaded ? content : <Suspense fallback={inContent ? <ContentLoading /> : null}>{content}</Suspense>}
    </ScreenErrorBoundary>
  );
}
