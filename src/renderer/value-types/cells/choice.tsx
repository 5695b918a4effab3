import { Space, Tag } from 'antd';
import { findOption, labelOf } from '../option-label';
import type { ValueTypeDefinition } from '../types';
import { StatusDot } from './StatusDot';

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A value from a closed list; an option with a status shows as a coloured badge. */
export const enumType: ValueTypeDefinition = {
  render: ({ value, text, options }) => {
    const status = findOption(options, value)?.status;
    return status ? <StatusDot status={status} text={text} /> : text;
  },
  toText: (value, { options, t }) => labelOf(options, value, t),
};

/** One tag per value (arrays give several); an option's colour colours its tag. */
export const tagType: ValueTypeDefinition = {
  render: ({ value, options, t }) => (
    <Space size={[0, 4]} wrap>
      {valuesOf(value).map((item, index) => (
        <Tag key={`${String(item)}-${index}`} color={findOption(options, item)?.color}>
          {labelOf(options, item, t)}
        </Tag>
      ))}
    </Space>
  ),
  toText: (value, { options, t }) =>
    valuesOf(value)
      .map((item) => labelOf(options, item, t))
      .join(', '),
};
