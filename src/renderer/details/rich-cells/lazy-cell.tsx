import { lazy, Suspense, type ComponentType } from 'react';

/** A cell whose code loads when a page first shows one (the QR library); until then it shows its text. */
export function lazyCell<P extends { text: string }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  return function LazyCell(props: P) {
    return (
      <Suspense fallback={<span>{props.text}</span>}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
