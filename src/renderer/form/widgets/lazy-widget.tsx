// The input alone: antd's Input index brings TextArea, Password, Search and OTP too.
import Input from 'antd/es/input/Input';
import { lazy, Suspense, type ComponentType } from 'react';

const placeholder = <Input disabled style={{ width: '100%' }} />;

/**
 * A widget whose code loads when a form first shows it: the list page's first screen then carries only
 * the widgets of its filters (Input, Select, Switch), not every picker a form might use.
 */
export function lazyWidget<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  // React.lazy's type adds ref attributes to the props; the widget passes its caller's props as they are.
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) }))) as unknown as ComponentType<P>;
  return function LazyWidget(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
