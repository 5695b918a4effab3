import { formatDateValue, formatMoneyValue, formatNumberValue } from '../format-value';
import { findOption, optionText } from '../option-label';
import type { ValueTypeDefinition } from '../types';
import { StatusDot } from './StatusDot';

const asText = ({ text }: { text: string }) => text;

export const textType: ValueTypeDefinition = {
  render: asText,
  toText: (value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)),
};

export const numberType: ValueTypeDefinition = {
  render: asText,
  toText: (value, { locale }) => formatNumberValue(value, locale),
};

/** Stored as an integer × 10000; shown with two decimals. */
export const moneyType: ValueTypeDefinition = {
  render: asText,
  toText: (value, { locale }) => formatMoneyValue(value, locale),
};

export const dateType: ValueTypeDefinition = {
  render: asText,
  toText: (value) => formatDateValue(value, false),
};

export const dateTimeType: ValueTypeDefinition = {
  render: asText,
  toText: (value) => formatDateValue(value, true),
};

export const isTruthyFlag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export const booleanType: ValueTypeDefinition = {
  render: ({ value, text }) => <StatusDot status={isTruthyFlag(value) ? 'success' : 'default'} text={text} />,
  toText: (value, { t, options }) => {
    const option = findOption(options, value);
    if (option) return optionText(option, t);
    return t(isTruthyFlag(value) ? 'renderer.value.yes' : 'renderer.value.no');
  },
};
