export { ValueCell, type ValueCellProps } from './ValueCell';
export { valueToText, columnOptions } from './value-to-text';
export { valueTypes, valueTypeOf } from './value-type-table';
export { EMPTY_TEXT, isEmptyValue } from './empty';
export { loadOptions, peekOptions, clearOptionsCache, fromDeclared } from './options-cache';
export { useOptions } from './use-options';
export { findOption, optionText, labelOf } from './option-label';
export { formatDateValue, formatMoneyValue, formatNumberValue } from './format-value';
export type { ResolvedOption, Translate, TextContext, ValueTypeDefinition, CellProps, CellRenderProps } from './types';
