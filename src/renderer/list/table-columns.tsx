import type { ColumnsType } from 'antd/es/table';
import type { PageAction, PageColumn } from '@contract/generated/page-schema';
import type { Translate } from '@/renderer/value-types/types';
import { ValueCell } from '@/renderer/value-types/ValueCell';
import { INLINE_ROW_ACTIONS, LINKS_BESIDE_MENU } from './actions/row-actions-layout';
import { RowActions } from './actions/RowActions';
import type { ListQuery } from './list-query';

export type Row = Record<string, unknown>;

/** Columns without a width get this one when the table needs widths (virtual rows, fixed columns). */
export const DEFAULT_COLUMN_WIDTH = 160;
const ACTIONS_COLUMN_KEY = '__actions__';
/** The next click's effect: ascending, then descending, then unsorted. */
const SORT_HINTS = {
  none: 'renderer.list.sortAscending',
  ascend: 'renderer.list.sortDescending',
  descend: 'renderer.list.sortCancel',
} as const;

/** Declared columns as antd columns: translated titles, server-side sort state, cells by value type. */
export function buildTableColumns(
  columns: PageColumn[],
  rowActions: PageAction[],
  query: Pick<ListQuery, 'sortField' | 'sortOrder'>,
  t: Translate,
  options: { needWidths: boolean; phone: boolean },
): ColumnsType<Row> {
  const built: ColumnsType<Row> = columns.map((column) => {
    const sortOrder = column.sorter ? (query.sortField === column.field ? (query.sortOrder ?? null) : null) : undefined;
    return {
      key: column.field,
      dataIndex: column.field.split('.'),
      title: t(column.title),
      width: column.width ?? (options.needWidths ? DEFAULT_COLUMN_WIDTH : undefined),
      fixed: column.fixed,
      ellipsis: column.ellipsis ? { showTitle: true } : undefined,
      sorter: column.sorter ? true : undefined,
      sortOrder,
      // What a click on the header does, as the header's native tooltip: antd's sorter tooltip would
      // mount a Tooltip per sortable column on every list.
      showSorterTooltip: false,
      onHeaderCell: column.sorter ? () => ({ title: t(SORT_HINTS[sortOrder ?? 'none']) }) : undefined,
      render: (_value: unknown, row: Row) => <ValueCell column={column} row={row} />,
    };
  });
  if (rowActions.length > 0) {
    built.push({
      key: ACTIONS_COLUMN_KEY,
      title: t('renderer.list.actions'),
      fixed: 'right',
      width: options.needWidths ? actionsWidth(rowActions.length, options.phone) : undefined,
      render: (_value: unknown, row: Row) => <RowActions actions={rowActions} row={row} phone={options.phone} />,
    });
  }
  return built;
}

/** The pinned actions column when widths are needed: a menu button on a phone, else its links and menu (row-actions-layout.ts). */
function actionsWidth(count: number, phone: boolean): number {
  if (phone && count > 1) return 56;
  const items = count > INLINE_ROW_ACTIONS ? LINKS_BESIDE_MENU + 1 : count;
  return Math.max(120, items * 72);
}

export const totalWidth = (columns: ColumnsType<Row>) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH), 0);
