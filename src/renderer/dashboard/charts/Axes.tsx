import type { ChartPoint } from './chart-data';
import { labelStep } from './chart-data';
import type { useChartTheme } from './chart-theme';

export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface AxesProps {
  frame: Frame;
  ticks: number[];
  y: (value: number) => number;
  points: ChartPoint[];
  /** Centre of the i-th point along x. */
  x: (index: number) => number;
  format: (value: number) => string;
  colors: ReturnType<typeof useChartTheme>;
}

/** Y ticks with grid lines and labels, the x axis line and (as many as fit) x labels. */
export function Axes({ frame, ticks, y, points, x, format, colors }: AxesProps) {
  // Room for the longest label (about 7 px a character at the small font size).
  const longest = Math.max(0, ...points.map((point) => point.label.length));
  const step = labelStep(points.length, frame.width - frame.left - frame.right, Math.max(48, longest * 7 + 12));
  const baseline = frame.height - frame.bottom;
  return (
    <g fontSize={colors.fontSize} fill={colors.text} aria-hidden>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={frame.left} x2={frame.width - frame.right} y1={y(tick)} y2={y(tick)} stroke={colors.grid} />
          <text x={frame.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {format(tick)}
          </text>
        </g>
      ))}
      <line x1={frame.left} x2={frame.width - frame.right} y1={baseline} y2={baseline} stroke={colors.axis} />
      {points.map((point, index) =>
        index % step === 0 ? (
          <text key={index} x={x(index)} y={baseline + 16} textAnchor="middle">
            {point.label}
          </text>
        ) : null,
      )}
    </g>
  );
}
