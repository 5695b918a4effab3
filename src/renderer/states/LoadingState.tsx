import { Spin } from 'antd';
import { useIntl } from 'react-intl';

/** A centred spinner for content that is on its way. */
export function LoadingState({ minHeight = 160 }: { minHeight?: number }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'renderer.state.loading' })}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}
    >
      <Spin />
    </div>
  );
}
