import { Table } from 'antd';
import { useIntl } from 'react-intl';
import type { PageDescriptions } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';
import { ValueCell } from '@/renderer/value-types/ValueCell';

type Row = Record<string, unknown>;

/** An array field of a record (e.g. a user's events) as a small table under its details, each cell drawn by its value type. */
export function DescriptionsTable({ table, record }: { table: NonNullable<PageDescriptions['table']>; record: Row }) {
  const intl = useIntl();
  const value = getPath(record, table.field);
  const rows = Array.isArray(value) ? (value.filter((row) => row && typeof row === 'object') as Row[]) : [];
  const title = table.title ? intl.formatMessage({ id: table.title }) : undefined;
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      {title ? <h4 style={{ margin: '0 0 8px' }}>{title}</h4> : null}
      <Table<Row>
        size="small"
        rowKey={(row) => String(getPath(row, table.rowKey))}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        columns={table.columns.map((column) => ({
          key: column.field,
          title: intl.formatMessage({ id: column.title }),
          render: (_: unknown, row: Row) => <ValueCell column={column} row={row} value={getPath(row, column.field)} />,
        }))}
      />
    </section>
  );
}
