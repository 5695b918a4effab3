import { Progress } from 'antd';
import { toPercent } from '../format-value';
import type { ValueTypeDefinition } from '../types';

/** A percentage 0–100. */
export const progressType: ValueTypeDefinition = {
  render: ({ value, text }) => {
    const percent = toPercent(value);
    return percent === undefined ? text : <Progress percent={percent} size="small" format={() => text} />;
  },
  toText: (value) => {
    const percent = toPercent(value);
    return percent === undefined ? String(value) : `${percent}%`;
  },
};
