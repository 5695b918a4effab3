import { lazy, Suspense, type ComponentType } from 'react';

/**
 * What shows while a widget's code loads: the room of one input, marked busy. No control stands in:
 * an input drawn for the moment would be a form field without a name (the widget's name comes with
 * the widget), and a busy mark keeps whoever waits for the page to finish (the progress bar, tests)
 * waiting for the widget too.
 */
const loading = <div aria-busy="true" style={{ width: '100%', minHeight: 32 }} />;

/**
 * A widget whose code loads when a form first shows it: the list page's first screen then carries only
 * the widgets of its filters (Input, Select, Switch), not every picker a form might use.
 */
export function lazyWidget<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  // React.lazy's type adds ref attributes to the props; the widget passes its caller's props as they are.
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) }))) as unknown as ComponentType<P>;
  return function LazyWidget(props: P) {
    return (
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
