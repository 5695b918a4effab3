// The input alone: antd's Input index brings TextArea, Password, Search and OTP too.
import Input from 'antd/es/input/Input';
import { lazy, Suspense, type ComponentType } from 'react';

const placeholder = <Input disabled style={{ width: '100%' }} />;

/**
 * A widget whose code loads when a form first shows it: the list page's first screen then carries only
 * the widgets of its filters (Input, Select, Switch), not every picker a form might use.
 */
export function lazyWidget<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<any>): ComponentType<any> {
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyWidget(props: Record<string, unknown>) {
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
