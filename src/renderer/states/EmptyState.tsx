import { Empty } from 'antd';
import { useIntl } from 'react-intl';

/** Nothing to show (no rows, no chart data). */
export function EmptyState({ description }: { description?: string }) {
  const intl = useIntl();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? intl.formatMessage({ id: 'renderer.state.empty' })} />;
}
