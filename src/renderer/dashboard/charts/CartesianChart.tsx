/*
 * The dashboard's charts are small SVG components while pages ask for no more than line, bar and pie
 * of one series. The install statistics pages will outgrow them: the chart library that replaces them
 * belongs in the dashboard renderer's lazy chunk only, never on /login or a list page (ARCHITECTURE.md).
 */
import { useId } from 'react';
import { Axes, type Frame } from './Axes';
import { niceTicks, type ChartPoint } from './chart-data';
import { useChartTheme } from './chart-theme';

export interface ChartProps {
  points: ChartPoint[];
  width: number;
  height?: number;
  /** The chart's name for assistive technology. */
  title: string;
  format: (value: number) => string;
}

/** Line or bar chart in plain SVG: y grid and labels, x labels, a native tooltip (<title>) per point. */
export function CartesianChart({ points, width, height = 240, title, format, kind }: ChartProps & { kind: 'line' | 'bar' }) {
  const colors = useChartTheme();
  const titleId = useId();
  const values = points.map((p) => p.value);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const longestTick = Math.max(...ticks.map((tick) => format(tick).length));
  const frame: Frame = { width, height, top: 12, right: 12, bottom: 28, left: Math.min(96, 12 + longestTick * 7) };
  const plotWidth = Math.max(1, width - frame.left - frame.right);
  const plotHeight = height - frame.top - frame.bottom;
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const y = (value: number) => frame.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const slot = plotWidth / points.length;
  const x = (index: number) => frame.left + slot * (index + 0.5);
  const zero = y(Math.max(low, Math.min(0, high)));

  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} style={{ display: 'block' }}>
      <title id={titleId}>{title}</title>
      <Axes frame={frame} ticks={ticks} y={y} x={x} points={points} format={format} colors={colors} />
      {kind === 'bar' ? (
        <g fill={colors.primary}>
          {points.map((point, index) => {
            const barWidth = Math.max(2, Math.min(48, slot * 0.6));
            const top = Math.min(y(point.value), zero);
            return (
              <rect
                key={index}
                data-testid="chart-bar"
                x={x(index) - barWidth / 2}
                y={top}
                width={barWidth}
                height={Math.max(1, Math.abs(zero - y(point.value)))}
                rx={2}
              >
                <title>{`${point.label}: ${format(point.value)}`}</title>
              </rect>
            );
          })}
        </g>
      ) : (
        <g>
          <polyline
            fill="none"
            stroke={colors.primary}
            strokeWidth={2}
            strokeLinejoin="round"
            points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
          />
          {points.map((point, index) => (
            <circle
              key={index}
              data-testid="chart-point"
              cx={x(index)}
              cy={y(point.value)}
              r={4}
              fill={colors.background}
              stroke={colors.primary}
              strokeWidth={2}
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </circle>
          ))}
        </g>
      )}
    </svg>
  );
}
