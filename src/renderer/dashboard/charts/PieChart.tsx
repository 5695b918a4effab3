import { useId } from 'react';
import type { ChartProps } from './CartesianChart';
import { useChartTheme } from './chart-theme';

function arcPath(cx: number, cy: number, r: number, start: number, end: number): string {
  const point = (angle: number) => [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
}

/** Pie chart in plain SVG with a legend (label, value, share) that is also its readable summary. */
export function PieChart({ points, width, height = 240, title, format }: ChartProps) {
  const colors = useChartTheme();
  const titleId = useId();
  const slices = points.filter((p) => p.value > 0);
  const total = slices.reduce((sum, p) => sum + p.value, 0);
  const size = Math.min(height, width);
  const r = size / 2 - 8;
  const c = size / 2;
  const percent = (value: number) => `${((value / total) * 100).toFixed(1)}%`;
  let angle = 0;

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {slices.map((point, index) => {
          const color = colors.palette[index % colors.palette.length];
          const tip = <title>{`${point.label}: ${format(point.value)} (${percent(point.value)})`}</title>;
          if (slices.length === 1) {
            return (
              <circle key={index} data-testid="chart-slice" cx={c} cy={c} r={r} fill={color}>
                {tip}
              </circle>
            );
          }
          const start = angle;
          angle += (point.value / total) * Math.PI * 2;
          return (
            <path
              key={index}
              data-testid="chart-slice"
              d={arcPath(c, c, r, start, angle)}
              fill={color}
              stroke={colors.background}
              strokeWidth={1}
            >
              {tip}
            </path>
          );
        })}
      </svg>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: colors.fontSize }}>
        {slices.map((point, index) => (
          <li key={index} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span
              aria-hidden
              style={{ width: 10, height: 10, borderRadius: 2, background: colors.palette[index % colors.palette.length] }}
            />
            <span>{point.label}</span>
            <span style={{ color: colors.text }}>
              {format(point.value)} ({percent(point.value)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
