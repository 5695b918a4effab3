import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { createForm, type Form as FilterFormState } from '@formily/core';
import { Form } from '@formily/antd-v5/esm/form';
import type { ISchema } from '@formily/react';
import { Button, Space } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from '@/hooks/use-snapshot';
import { useCan } from '@/renderer/core/access';
import type { RenderScope } from '@/renderer/core/scope';
import { buildFormSchema } from '@/renderer/form/build-form-schema';
import { SchemaField } from '@/renderer/form/SchemaField';
import { filterValuesToParams, paramsToFilterValues, type FilterField } from './filter-fields';

/** Filters shown while the form is collapsed. */
const COLLAPSED_COUNT = 3;
const NO_SCOPE: RenderScope = {};

interface FilterFormProps {
  fields: FilterField[];
  /** The filters in force (from the URL); the form follows them on back/forward. */
  params: Record<string, string>;
  onSearch(params: Record<string, string>): void;
  collapsible?: boolean;
  scope?: RenderScope;
}

/** A filter form never requires anything: the entity's rules belong to the create/edit forms. */
function filterSchema(built: ISchema, hiddenFrom: number): ISchema {
  const properties = Object.fromEntries(
    Object.entries(built.properties ?? {}).map(([name, property], index) => {
      const field = property as ISchema;
      return [
        name,
        {
          ...field,
          required: false,
          'x-validator': undefined,
          'x-display': index >= hiddenFrom ? 'hidden' : 'visible',
          'x-decorator-props': { style: { marginBottom: 0 } },
        } satisfies ISchema,
      ];
    }),
  );
  return { ...built, properties };
}

/**
 * The list's filter form (Formily, widgets by value type): Search or Enter applies the filters, Reset
 * clears them; with many filters only the first row shows until expanded.
 */
export function FilterForm({ fields, params, onSearch, collapsible = false, scope = NO_SCOPE }: FilterFormProps) {
  const intl = useIntl();
  const can = useCan();
  const t = useCallback(
    (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as Record<string, string>),
    [intl],
  );
  const canCollapse = collapsible && fields.length > COLLAPSED_COUNT;
  const [collapsed, setCollapsed] = useState(canCollapse);
  // One form for the list's life; it starts with the filters in force.
  const [form] = useState<FilterFormState>(() => createForm({ initialValues: paramsToFilterValues(fields, params) }));
  // The filters by content: the parent hands a new but equal object on every render.
  const paramsId = JSON.stringify(params);
  const filters = useSnapshot(params, [paramsId]);

  // Back/forward or a link changed the filters: the form shows them (what is typed but not searched
  // yet stays while they do not change).
  useEffect(() => {
    if (JSON.stringify(filterValuesToParams(fields, form.values)) === JSON.stringify(filters)) return;
    form.setValues(paramsToFilterValues(fields, filters), 'overwrite');
  }, [fields, form, filters]);

  useLayoutEffect(() => {
    fields.forEach(({ field }, index) => {
      if (index < COLLAPSED_COUNT) return;
      form.setFieldState(field.field, (state) => {
        state.display = canCollapse && collapsed ? 'hidden' : 'visible';
      });
    });
  }, [fields, form, collapsed, canCollapse]);

  // Built once per set of filters and locale (t follows the locale); the list's scope is fixed.
  const schema = useMemo(
    () =>
      filterSchema(
        buildFormSchema(
          fields.map((f) => f.field),
          { t, scope, can },
        ),
        canCollapse ? COLLAPSED_COUNT : Infinity,
      ),
    [fields, t, scope, can, canCollapse],
  );

  const search = () => onSearch(filterValuesToParams(fields, form.values));
  const reset = () => {
    form.setValues({}, 'overwrite');
    onSearch({});
  };

  // Enter in a text or number input searches. Handled here (and the browser's implicit submit
  // prevented) so it happens once; Enter inside selects and date pickers keeps its own meaning.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox' || target.closest('.ant-picker'))
      return;
    event.preventDefault();
    search();
  };

  return (
    <Form form={form} layout="horizontal" feedbackLayout="none" onAutoSubmit={search}>
      <div
        onKeyDown={onKeyDown}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px 16px', alignItems: 'center' }}
      >
        <SchemaField schema={schema} />
        <Space style={{ justifySelf: 'end', gridColumn: '-2 / -1' }}>
          <Button type="primary" htmlType="submit">
            {t('renderer.list.search')}
          </Button>
          <Button onClick={reset}>{t('renderer.list.reset')}</Button>
          {canCollapse && (
            <Button type="link" onClick={() => setCollapsed((c) => !c)} icon={collapsed ? <DownOutlined /> : <UpOutlined />}>
              {t(collapsed ? 'renderer.list.expand' : 'renderer.list.collapse')}
            </Button>
          )}
        </Space>
      </div>
    </Form>
  );
}
