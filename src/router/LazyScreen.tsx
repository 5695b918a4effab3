import { createElement, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { ScreenErrorBoundary } from '@/components/route-error/ScreenErrorBoundary';

interface Props<P extends object> {
  screen: LazyExoticComponent<ComponentType<P>>;
  /** Inside the layout: show a spinner while the chunk loads; at the top level show nothing. */
  inContent?: boolean;
  /** Props for the screen (most screens take none). */
  screenProps?: P;
}

export function LazyScreen<P extends object>({ screen, inContent = false, screenProps }: Props<P>) {
  const { pathname } = useLocation();
  return (
    // A new path gets a fresh boundary, so one failed screen does not stick to the next.
    <ScreenErrorBoundary key={inContent ? pathname : undefined}>
      <Suspense fallback={inContent ? <ContentLoading /> : null}>
        {createElement(screen as unknown as ComponentType<P>, screenProps ?? ({} as P))}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
