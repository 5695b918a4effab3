import { Alert, Collapse, Empty, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import useRequest from 'ahooks/es/useRequest';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { getOpenApiDocument } from '@/api/generated/client';
import { fieldRows, operationsOf, type ApiOperationView, type FieldRow, type OpenApiSchema } from './openapi-model';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red', PATCH: 'purple' };

function SchemaFields({ schema }: { schema: OpenApiSchema | undefined }) {
  const intl = useIntl();
  const rows = fieldRows(schema);
  if (!rows.length) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'apidoc.noFields' })}</Typography.Text>;
  return (
    <Table<FieldRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      expandable={{ defaultExpandAllRows: true }}
      columns={[
        {
          title: intl.formatMessage({ id: 'apidoc.field' }),
          dataIndex: 'name',
          render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
        },
        { title: intl.formatMessage({ id: 'apidoc.type' }), dataIndex: 'type' },
        {
          title: intl.formatMessage({ id: 'apidoc.required' }),
          dataIndex: 'required',
          render: (required: boolean) => (required ? <Tag color="red">{intl.formatMessage({ id: 'apidoc.yes' })}</Tag> : null),
        },
        {
          title: intl.formatMessage({ id: 'apidoc.description' }),
          key: 'description',
          render: (_: unknown, row) => (
            <Space direction="vertical" size={0}>
              {row.description && <span>{row.description}</span>}
              {row.constraints.length > 0 && <Typography.Text type="secondary">{row.constraints.join(' · ')}</Typography.Text>}
            </Space>
          ),
        },
      ]}
    />
  );
}

function OperationDetails({ op }: { op: ApiOperationView }) {
  const intl = useIntl();
  const access = op.authenticated
    ? op.roles.length
      ? intl.formatMessage({ id: 'apidoc.accessRoles' }, { roles: op.roles.join(', ') })
      : intl.formatMessage({ id: 'apidoc.accessUser' })
    : intl.formatMessage({ id: 'apidoc.accessPublic' });
  const query: OpenApiSchema = {
    type: 'object',
    properties: Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])),
    required: op.parameters.filter((p) => p.required).map((p) => p.name),
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{op.summary}</Typography.Paragraph>
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'apidoc.operationId' })}:{' '}
        <Typography.Text code copyable>
          {op.operationId}
        </Typography.Text>{' '}
        · {access}
      </Typography.Text>
      {op.parameters.length > 0 && (
        <>
          <Typography.Title level={5}>{intl.formatMessage({ id: 'apidoc.query' })}</Typography.Title>
          <SchemaFields schema={query} />
        </>
      )}
      {op.body && (
        <>
          <Typography.Title level={5}>{intl.formatMessage({ id: 'apidoc.body' })}</Typography.Title>
          <SchemaFields schema={op.body} />
        </>
      )}
      <Typography.Title level={5}>{intl.formatMessage({ id: 'apidoc.response' })}</Typography.Title>
      <SchemaFields schema={op.data} />
    </Space>
  );
}

/** The "development documentation" (spec §2 /apiDoc): every operation of the OpenAPI document, searchable. */
export function ApiDocument() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const { data, loading, error, refresh } = useRequest(() => getOpenApiDocument());
  const operations = useMemo(() => (data ? operationsOf(data) : []), [data]);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? operations.filter((op) => [op.path, op.operationId, op.summary, op.tag].some((s) => s.toLowerCase().includes(needle)))
    : operations;
  const tags = [...new Set(shown.map((op) => op.tag))];

  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (error) {
    return (
      <Alert
        type="error"
        message={intl.formatMessage({ id: 'apidoc.loadFailed' })}
        action={<a onClick={refresh}>{intl.formatMessage({ id: 'apidoc.retry' })}</a>}
      />
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {intl.formatMessage({ id: 'apidoc.title' })}
      </Typography.Title>
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'apidoc.intro' }, { count: operations.length })}</Typography.Text>
      <Input.Search
        allowClear
        placeholder={intl.formatMessage({ id: 'apidoc.searchPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'apidoc.searchPlaceholder' })}
        onChange={(e) => setSearch(e.target.value)}
      />
      {tags.length === 0 && <Empty description={intl.formatMessage({ id: 'apidoc.noMatch' })} />}
      {tags.map((tag) => (
        <section key={tag}>
          <Typography.Title level={4}>{tag}</Typography.Title>
          <Collapse
            items={shown
              .filter((op) => op.tag === tag)
              .map((op) => ({
                key: op.operationId,
                label: (
                  <Space wrap>
                    <Tag color={METHOD_COLORS[op.method] ?? 'default'} style={{ minWidth: 60, textAlign: 'center' }}>
                      {op.method}
                    </Tag>
                    <Typography.Text code>{op.path}</Typography.Text>
                    <Typography.Text type="secondary">{op.operationId}</Typography.Text>
                  </Space>
                ),
                children: <OperationDetails op={op} />,
              }))}
          />
        </section>
      ))}
    </Space>
  );
}
