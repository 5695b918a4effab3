import { Descriptions, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { PageDescriptions, PageForm } from '@contract/generated/page-schema';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useCan } from '@/renderer/core/access';
import { evaluateCondition } from '@/renderer/core/condition';
import { getPath } from '@/renderer/core/get-path';
import type { RenderScope } from '@/renderer/core/scope';
import { ActionButton } from '@/renderer/list/actions/ActionButton';
import { EmptyState } from '@/renderer/states/EmptyState';
import { ErrorState } from '@/renderer/states/ErrorState';
import { LoadingState } from '@/renderer/states/LoadingState';
import { isEmptyValue } from '@/renderer/value-types/empty';
import { ValueCell } from '@/renderer/value-types/ValueCell';
import { isDetailsOnly } from '@contract/details-only-value-types';
import { RichCell } from './rich-cells/RichCell';
import { DetailsActionsProvider } from './details-actions-provider';
import { DESCRIPTION_CELLS, descriptionColumns, PHONE_QUERY } from './description-layout';
import { DescriptionsTable } from './DescriptionsTable';
import { DescriptionsThread } from './DescriptionsThread';
import { useDescriptionsRecord } from './use-record';

export interface SchemaDescriptionsProps {
  spec: PageDescriptions;
  scope: RenderScope;
  /** Show the spec's title above the fields (a drawer shows it in its header instead). */
  showTitle?: boolean;
  /** Columns per row on a wide screen (fewer on a phone); default the spec's `column`, else 1. */
  column?: number;
  modals?: Record<string, PageForm>;
}

/** A record as label/value pairs (antd Descriptions), its values drawn by their value types, and its actions below. */
function richOrPlain(field: PageDescriptions['fields'][number], record: Record<string, unknown>) {
  const value = getPath(record, field.field);
  return isDetailsOnly(field.valueType) && !isEmptyValue(value) ? (
    <RichCell kind={field.valueType} value={value} />
  ) : (
    <ValueCell column={field} row={record} value={value} />
  );
}

export function SchemaDescriptions({ spec, scope, showTitle = true, column, modals }: SchemaDescriptionsProps) {
  const intl = useIntl();
  const can = useCan();
  const { record, loading, error, reload } = useDescriptionsRecord(spec, scope);
  const phone = useMediaQuery(PHONE_QUERY);

  if (loading && !record) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!record) return <EmptyState />;

  const rowScope: RenderScope = { ...scope, row: record };
  const items = spec.fields
    .filter((field) => can(field.permission) && evaluateCondition(field.showWhen, record))
    .map((field) => ({
      key: field.field,
      label: intl.formatMessage({ id: field.title }),
      children: richOrPlain(field, record),
    }));
  const actions = spec.actions ?? [];

  return (
    <DetailsActionsProvider modals={modals} reload={reload}>
      <Descriptions
        title={showTitle ? intl.formatMessage({ id: spec.title }) : undefined}
        column={descriptionColumns(column ?? spec.column ?? 1)}
        bordered
        size={phone ? 'small' : 'middle'}
        styles={DESCRIPTION_CELLS}
        items={items}
      />
      {spec.table ? <DescriptionsTable table={spec.table} record={record} /> : null}
      {spec.thread ? <DescriptionsThread thread={spec.thread} record={record} /> : null}
      {actions.length ? (
        <Space wrap style={{ marginTop: 16 }}>
          {actions.map((action, index) => (
            <ActionButton key={`${action.kind}-${action.label}-${index}`} action={action} scope={rowScope} variant="toolbar" />
          ))}
        </Space>
      ) : null}
    </DetailsActionsProvider>
  );
}
