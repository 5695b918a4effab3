import { useIntl } from 'react-intl';
import type { PageColumn } from '@contract/generated/page-schema';
import { evaluateCondition } from '@/renderer/core/condition';
import { getPath } from '@/renderer/core/get-path';
import { CopyableText } from './cells/CopyButton';
import { EMPTY_TEXT, isEmptyValue } from './empty';
import type { Translate } from './types';
import { useOptions } from './use-options';
import { valueTypeOf } from './value-type-table';

export interface ValueCellProps {
  column: PageColumn;
  row: Record<string, unknown>;
  /** Default: the row's value at column.field. */
  value?: unknown;
}

/** Draws one value of a row the way its column declares (its value type). */
export function ValueCell({ column, row, value: given }: ValueCellProps) {
  const intl = useIntl();
  const options = useOptions(column);
  const value = given === undefined ? getPath(row, column.field) : given;
  if (!evaluateCondition(column.showWhen, row) || isEmptyValue(value)) return <span className="renderer-value-empty">{EMPTY_TEXT}</span>;

  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const valueType = column.valueType ?? 'text';
  const definition = valueTypeOf(valueType);
  const text = definition.toText(value, { column, row, t, locale: intl.locale, options });
  const content = definition.render({ column, row, value, text, options, t });
  if (column.copyable && valueType !== 'copy' && valueType !== 'switch') {
    return <CopyableText text={text}>{content}</CopyableText>;
  }
  return <>{content}</>;
}
