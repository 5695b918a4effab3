import { Card, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import type { PageChart } from '@/api/generated/page-schema';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { EmptyState } from '@/renderer/states/EmptyState';
import { ErrorState } from '@/renderer/states/ErrorState';
import { useOperationData } from '@/renderer/states/use-operation-data';
import { CartesianChart } from './charts/CartesianChart';
import { chartPoints } from './charts/chart-data';
import { PieChart } from './charts/PieChart';
import { useContainerWidth } from './charts/use-container-width';

export interface ChartCardProps {
  chart: PageChart;
  scope: RenderScope;
}

/** A line, bar or pie chart of an operation's answer, with loading, error and empty states. */
export function ChartCard({ chart, scope }: ChartCardProps) {
  const intl = useIntl();
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  const { data, loading, error, reload } = useOperationData(chart.operation, resolveParams(chart.params, scope));
  const title = intl.formatMessage({ id: chart.title });
  const all = data === undefined ? [] : chartPoints(data, chart);
  // A pie has nothing to draw without positive values.
  const points = chart.kind === 'pie' ? all.filter((point) => point.value > 0) : all;
  const number = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 2 });
  const format = (value: number) =>
    chart.valueType === 'money'
      ? new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
      : number.format(value);

  let content;
  if (error) content = <ErrorState error={error} onRetry={reload} compact />;
  else if (loading) content = <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  else if (!points.length) content = <EmptyState />;
  else if (chart.kind === 'pie') content = <PieChart points={points} width={width} title={title} format={format} />;
  else content = <CartesianChart kind={chart.kind} points={points} width={width} title={title} format={format} />;

  return (
    <Card size="small" title={title} aria-busy={loading}>
      <div ref={ref} style={{ width: '100%', minHeight: 240 }}>
        {content}
      </div>
    </Card>
  );
}
