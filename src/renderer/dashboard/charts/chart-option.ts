import type { EChartsCoreOption } from 'echarts/core';
import type { ChartPoint, ChartSeries } from './chart-data';
import type { ChartTheme } from './chart-theme';

export interface ChartOptionInput {
  kind: 'line' | 'bar' | 'pie';
  points: ChartPoint[];
  /** The series name: shown in the legend and the tooltip. */
  title: string;
  /** Several series over the points' labels (line and bar), instead of the points' one. */
  series?: ChartSeries[];
  format: (value: number) => string;
  colors: ChartTheme;
}

/** Below this width (px) a pie's legend goes above it. */
const NARROW_CHART = 440;

/** The ECharts option of one schema chart: one series of the points, themed by antd's tokens. */
export function chartOption({ kind, points, title, series, format, colors }: ChartOptionInput): EChartsCoreOption {
  const text = { color: colors.text, fontSize: colors.fontSize, fontFamily: colors.fontFamily };
  const common = {
    animation: false,
    backgroundColor: 'transparent',
    color: colors.palette,
    textStyle: text,
    aria: {
      enabled: true,
      // A month by day is described in full; a category chart's first dimension is the category's index.
      data: { maxCount: 31, ...(kind === 'pie' ? {} : { excludeDimensionId: [0] }) },
    },
    tooltip: {
      trigger: kind === 'pie' ? 'item' : 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : String(value ?? '')),
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.axis,
      textStyle: { ...text, color: colors.tooltipText },
      // Keeps the tooltip inside the card: the chart may sit at the page's right edge.
      confine: true,
    },
  };

  if (kind === 'pie') {
    const slices = { name: title, data: points.map((point) => ({ name: point.label, value: point.value })) };
    return {
      baseOption: {
        ...common,
        legend: {
          type: 'scroll',
          orient: 'vertical',
          left: 0,
          top: 'middle',
          textStyle: text,
          pageTextStyle: text,
          pageIconColor: colors.text,
        },
        series: [
          {
            type: 'pie',
            ...slices,
            radius: ['0%', '70%'],
            center: ['62%', '50%'],
            label: { color: colors.text, formatter: '{d}%' },
            itemStyle: { borderColor: colors.background, borderWidth: 1 },
          },
        ],
      },
      // A narrow chart (a phone): the legend beside the pie would run into its labels; one line above it instead.
      media: [
        {
          query: { maxWidth: NARROW_CHART },
          option: {
            legend: { orient: 'horizontal', left: 'center', top: 0 },
            series: [{ radius: ['0%', '58%'], center: ['50%', '56%'] }],
          },
        },
      ],
    };
  }

  return {
    ...common,
    // One line that pages when the series' names do not fit (a phone): a wrapped legend would run into
    // the plot's top axis labels, which sit below the legend's one line.
    legend: { type: 'scroll', top: 0, textStyle: text, pageTextStyle: text, pageIconColor: colors.text },
    grid: { left: 8, right: 16, top: 32, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: points.map((point) => point.label),
      axisLine: { lineStyle: { color: colors.axis } },
      // The first and last labels aligned inwards: centred, the first one (at the axis on a line, in a
      // narrow band on a bar) would reach under the y axis labels.
      axisLabel: { color: colors.text, hideOverlap: true, alignMinLabel: 'left', alignMaxLabel: 'right' },
      boundaryGap: kind === 'bar',
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: colors.text, formatter: (value: number) => format(value) },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    series: (series ?? [{ name: title, values: points.map((point) => point.value) }]).map((one) => ({
      type: kind,
      name: one.name,
      data: one.values,
      ...(kind === 'bar' ? { barMaxWidth: 48, itemStyle: { borderRadius: [2, 2, 0, 0] } } : { symbolSize: 8, showSymbol: true }),
    })),
  };
}
