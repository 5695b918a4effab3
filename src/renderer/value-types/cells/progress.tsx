import { toPercent } from '../format-value';
import type { ValueTypeDefinition } from '../types';

/** A thin bar in the theme's primary colour (antd's Progress is a large module for a table cell). */
function ProgressBar({ percent, text, name }: { percent: number; text: string; name: string | undefined }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 120 }}>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        style={{ flex: 1, height: 6, borderRadius: 3, background: 'var(--ant-color-fill-secondary, rgba(0,0,0,0.06))', overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 3, background: 'var(--ant-color-primary, #0960bd)' }} />
      </div>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>
    </div>
  );
}

/** A percentage 0–100. */
export const progressType: ValueTypeDefinition = {
  // The bar is named by its column's title (a screen reader announces what is measured).
  render: ({ value, text, column, t }) => {
    const percent = toPercent(value);
    return percent === undefined ? text : <ProgressBar percent={percent} text={text} name={column.title ? t(column.title) : undefined} />;
  },
  toText: (value) => {
    const percent = toPercent(value);
    return percent === undefined ? String(value) : `${percent}%`;
  },
};

/** A fraction 0–1 as a percentage with at most one decimal (a click rate: 0.125 → 12.5%). */
export const percentType: ValueTypeDefinition = {
  render: ({ text }) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>,
  toText: (value, { locale }) => {
    const fraction = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(fraction)) return String(value);
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
  },
};
