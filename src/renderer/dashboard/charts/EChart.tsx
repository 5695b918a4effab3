import useSize from 'ahooks/es/useSize';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts-core';

export interface EChartProps {
  option: EChartsCoreOption;
  /** The app's locale tag: ECharts' own words (the aria description) follow it. */
  locale: string;
  height?: number;
  /** Width until the container has one (jsdom has no layout). */
  fallbackWidth?: number;
}

/** ECharts' built-in languages: Chinese for a zh locale, English otherwise. */
const echartsLocale = (tag: string) => (tag.toLowerCase().startsWith('zh') ? 'ZH' : 'EN');

/** One ECharts instance (SVG renderer) in a div that follows its container's width (ahooks' useSize). */
export function EChart({ option, locale, height = 240, fallbackWidth = 480 }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const size = useSize(ref);
  const width = size && size.width > 0 ? size.width : fallbackWidth;

  // The locale is an init option: a new language means a new instance.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const chart = echarts.init(element, null, { renderer: 'svg', locale: echartsLocale(locale), width, height });
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.dispose();
    };
    // Width and height are applied by the resize effect below; re-creating the chart for them would flash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option, locale]);

  useEffect(() => {
    chartRef.current?.resize({ width, height });
  }, [width, height]);

  return <div ref={ref} style={{ width: '100%', height }} />;
}
