import { Alert, Button, Card, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useDeveloperTools } from '@/hooks/use-developer-tools';
import { t } from '@/locales';
import { clearErrorLog, ERROR_LOG_LIMIT, useErrorLog } from '@/store/error-log-store';
import { updateProjectConfig, useProjectConfig } from '@/store/project-config-store';
import { formatDateTime } from '@/utils/date-format';
import type { ErrorLogEntry } from '@/utils/error-log/error-log-types';
import styles from './error-log.module.css';
import { ErrorDetailModal } from './ErrorDetailModal';
import { ErrorTestButtons } from './ErrorTestButtons';
import { ErrorTypeTag } from './ErrorTypeTag';

const ellipsis = { showTitle: true } as const;

/** /error-log/list: the errors captured in this browser tab, newest first (spec §8). */
export default function ErrorLogPage() {
  const entries = useErrorLog();
  const { useErrorHandle } = useProjectConfig();
  const [shown, setShown] = useState<ErrorLogEntry | undefined>();
  const developer = useDeveloperTools();

  const columns: TableColumnsType<ErrorLogEntry> = [
    {
      title: t('errorlog.columnType'),
      dataIndex: 'type',
      width: 120,
      render: (type: ErrorLogEntry['type']) => <ErrorTypeTag type={type} />,
    },
    { title: t('errorlog.columnMessage'), dataIndex: 'message', ellipsis },
    { title: t('errorlog.columnFile'), dataIndex: 'file', ellipsis, width: '22%' },
    { title: t('errorlog.columnUrl'), dataIndex: 'url', ellipsis, width: '18%' },
    { title: t('errorlog.columnTime'), dataIndex: 'time', width: 170, render: (time: number) => formatDateTime(new Date(time)) },
    {
      title: t('errorlog.columnAction'),
      key: 'action',
      width: 90,
      render: (_, entry) => (
        <Button type="link" size="small" onClick={() => setShown(entry)}>
          {t('errorlog.details')}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      {useErrorHandle ? null : (
        <Alert
          type="warning"
          showIcon
          message={t('errorlog.captureOff')}
          action={
            <Button size="small" type="primary" onClick={() => updateProjectConfig({ useErrorHandle: true })}>
              {t('errorlog.enableCapture')}
            </Button>
          }
        />
      )}
      <Card
        title={t('errorlog.title')}
        extra={
          <Popconfirm title={t('errorlog.clearConfirm')} onConfirm={clearErrorLog} okText={t('common.ok')} disabled={entries.length === 0}>
            <Button danger disabled={entries.length === 0}>
              {t('errorlog.clear')}
            </Button>
          </Popconfirm>
        }
      >
        {/* An empty log is said once, by the table. */}
        {entries.length > 0 ? (
          <Typography.Paragraph type="secondary" className={styles.hint}>
            {t('errorlog.summary', { count: entries.length, limit: ERROR_LOG_LIMIT })}
          </Typography.Paragraph>
        ) : null}
        <Table<ErrorLogEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={entries}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 900 }}
          // antd draws a plain empty text in its disabled colour, too faint to read.
          locale={{ emptyText: <Typography.Text type="secondary">{t('errorlog.empty')}</Typography.Text> }}
        />
      </Card>
      {developer ? <ErrorTestButtons disabled={!useErrorHandle} /> : null}
      <ErrorDetailModal entry={shown} onClose={() => setShown(undefined)} />
    </div>
  );
}
