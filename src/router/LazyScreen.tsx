import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { ScreenErrorBoundary } from '@/components/route-error/ScreenErrorBoundary';

interface Props {
  screen: LazyExoticComponent<ComponentType>;
  /** Inside the layout: show a spinner while the chunk loads; at the top level show nothing. */
  inContent?: boolean;
}

export function LazyScreen({ screen: Screen, inContent = false }: Props) {
  const { pathname } = useLocation();
  return (
    // A new path gets a fresh boundary, so one failed screen does not stick to the next.
    <ScreenErrorBoundary key={inContent ? pathname : undefined}>
      <Suspense fallback={inContent ? <ContentLoading /> : null}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
