// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { EChartsType } from 'echarts/core';
import { chartOption, type ChartOptionInput } from '@/renderer/dashboard/charts/chart-option';
import type { ChartTheme } from '@/renderer/dashboard/charts/chart-theme';
import { echarts } from '@/renderer/dashboard/charts/echarts-core';

const colors: ChartTheme = {
  text: '#666666',
  grid: '#eeeeee',
  axis: '#cccccc',
  background: '#ffffff',
  tooltipBackground: '#ffffff',
  tooltipText: '#111111',
  fontSize: 12,
  fontFamily: 'sans-serif',
  palette: ['#1677ff', '#52c41a', '#faad14'],
};
const points = [
  { label: 'Spring', value: 1200 },
  { label: 'Summer', value: 300 },
  { label: 'Autumn', value: 500 },
];
const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const input = (kind: ChartOptionInput['kind']): ChartOptionInput => ({
  kind,
  points,
  title: 'Installs by channel',
  format: (value) => number.format(value),
  colors,
});

let charts: EChartsType[] = [];
afterEach(() => {
  charts.forEach((chart) => chart.dispose());
  charts = [];
});

/** The chart as ECharts' server-side SVG renderer draws it: what a user sees, without a browser's layout. */
function draw(option: ReturnType<typeof chartOption>, width = 480): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 240 });
  charts.push(chart);
  chart.setOption(option);
  return chart.renderToSVGString();
}

/** The texts the SVG shows, in document order. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('chart option (ECharts)', () => {
  it('draws a bar chart with the x labels, round y ticks in the given format and the series in the legend', () => {
    const svg = draw(chartOption(input('bar')));
    const shown = texts(svg);
    expect(shown).toEqual(expect.arrayContaining(['Spring', 'Summer', 'Autumn', 'Installs by channel']));
    expect(shown).toEqual(expect.arrayContaining(['0', '1,200']));
    // One bar per point, filled with the theme's first colour.
    expect(svg.match(/<path[^>]*fill="#1677ff"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('draws a line chart through every point', () => {
    const svg = draw(chartOption(input('line')));
    expect(texts(svg)).toEqual(expect.arrayContaining(['Spring', 'Summer', 'Autumn']));
    expect(svg).toMatch(/<path[^>]*stroke="#1677ff"/);
  });

  it('draws a pie with a legend of the slices and their shares', () => {
    const svg = draw(chartOption(input('pie')));
    const shown = texts(svg);
    expect(shown).toEqual(expect.arrayContaining(['Spring', 'Summer', 'Autumn', '60%', '15%', '25%']));
  });

  it('formats tooltip values and y ticks with the format it is given (money with two decimals)', () => {
    const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const option = chartOption({ ...input('bar'), format: (value) => money.format(value) });
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(1234.5678)).toBe('1,234.57');
    expect(texts(draw(option))).toEqual(expect.arrayContaining(['0.00', '1,200.00']));
  });

  it('keeps the legend of many series on one line above the plot on a phone, clear of the y axis labels', () => {
    const names = ['Recharge', 'Package', 'Overlay package', 'Domain', 'Install', 'Adjustment', 'Invite reward'];
    const option = chartOption({
      ...input('bar'),
      series: names.map((name, i) => ({ name, values: points.map((p) => p.value * (i + 1)) })),
    });
    const svg = draw(option, 340);
    // The y translation of each legend name: one line means one value.
    const legendRows = new Set(
      [...svg.matchAll(/<text[^>]*transform="translate\(([\d.]+) ([\d.]+)\)"[^>]*>([^<]*)<\/text>/g)]
        .filter((match) => names.includes(match[3]))
        .map((match) => match[2]),
    );
    expect(legendRows.size).toBe(1);
  });

  it('puts a pie’s legend on one line above it on a phone, beside it on a wider screen', () => {
    const legendRows = (svg: string) =>
      new Set(
        [...svg.matchAll(/<text[^>]*transform="translate\(([\d.]+) ([\d.]+)\)"[^>]*>([^<]*)<\/text>/g)]
          .filter((match) => ['Spring', 'Summer', 'Autumn'].includes(match[3]))
          .map((match) => match[2]),
      ).size;
    expect(legendRows(draw(chartOption(input('pie')), 340))).toBe(1);
    expect(legendRows(draw(chartOption(input('pie')), 640))).toBe(3);
  });
});
