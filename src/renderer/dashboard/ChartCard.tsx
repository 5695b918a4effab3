import { Card, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageChart } from '@contract/generated/page-schema';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { EmptyState } from '@/renderer/states/EmptyState';
import { ErrorState } from '@/renderer/states/ErrorState';
import { useOperationData } from '@/renderer/states/use-operation-data';
import { chartPoints, chartSeries, type ChartPoint, type ChartSeries } from './charts/chart-data';
import { chartOption } from './charts/chart-option';
import { useChartTheme } from './charts/chart-theme';
import { EChart } from './charts/EChart';

export interface ChartCardProps {
  chart: PageChart;
  scope: RenderScope;
}

/** A line, bar or pie chart (ECharts) of an operation's answer, with loading, error and empty states. */
export function ChartCard({ chart, scope }: ChartCardProps) {
  const intl = useIntl();
  const colors = useChartTheme();
  const { data, loading, error, reload } = useOperationData(chart.operation, resolveParams(chart.params, scope), { refreshOnChange: true });
  const title = intl.formatMessage({ id: chart.title });
  const seriesNames = (chart.series ?? []).map((one) => intl.formatMessage({ id: one.title })).join('\u0000');
  const option = useMemo(() => {
    let points: ChartPoint[] = [];
    let series: ChartSeries[] | undefined;
    if (data !== undefined && chart.series) {
      const names = seriesNames.split('\u0000');
      const drawn = chartSeries(data, { ...chart, series: chart.series.map((one, i) => ({ y: one.y, name: names[i] ?? one.y })) });
      series = drawn.series;
      // Nothing to draw when every series is empty or zero.
      points = drawn.labels.map((label, i) => ({ label, value: drawn.series.reduce((sum, one) => sum + Math.abs(one.values[i] ?? 0), 0) }));
      if (!points.some((point) => point.value > 0)) points = [];
    } else if (data !== undefined && chart.y !== undefined) {
      const all = chartPoints(data, { ...chart, y: chart.y });
      // A pie has nothing to draw without positive values.
      points = chart.kind === 'pie' ? all.filter((point) => point.value > 0) : all;
    }
    if (!points.length) return null;
    const digits = chart.valueType === 'money' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 };
    const number = new Intl.NumberFormat(intl.locale, digits);
    return chartOption({ kind: chart.kind, points, series, title, format: (value) => number.format(value), colors });
  }, [data, chart, title, seriesNames, intl.locale, colors]);

  let content;
  if (error) content = <ErrorState error={error} onRetry={reload} compact />;
  else if (loading) content = <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  else if (!option) content = <EmptyState />;
  else content = <EChart option={option} locale={intl.locale} />;

  return (
    <Card size="small" title={title} aria-busy={loading}>
      <div style={{ width: '100%', minHeight: 240 }}>{content}</div>
    </Card>
  );
}
