import { Descriptions, Modal, theme } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/locales';
import { formatDateTime } from '@/utils/date-format';
import type { ErrorLogEntry } from '@/utils/error-log/error-log-types';
import styles from './error-log.module.css';
import { ErrorTypeTag } from './ErrorTypeTag';

function orNone(value: string): ReactNode {
  return value ? value : t('errorlog.none');
}

/** Every field of one entry; the stack and detail keep their lines. */
export function ErrorDetailModal({ entry, onClose }: { entry: ErrorLogEntry | undefined; onClose(): void }) {
  const { token } = theme.useToken();
  const block = (text: string) =>
    text ? (
      <pre className={styles.pre} style={{ background: token.colorFillQuaternary }}>
        {text}
      </pre>
    ) : (
      t('errorlog.none')
    );
  return (
    <Modal
      open={entry !== undefined}
      title={t('errorlog.detailTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('common.ok')}
      width={760}
      destroyOnHidden
    >
      {entry ? (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label={t('errorlog.fieldType')}>
            <ErrorTypeTag type={entry.type} />
          </Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldName')}>{orNone(entry.name)}</Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldMessage')}>
            <span className={styles.breakAll}>{orNone(entry.message)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldFile')}>
            <span className={styles.breakAll}>{orNone(entry.file)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldUrl')}>
            <span className={styles.breakAll}>{orNone(entry.url)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldTime')}>{formatDateTime(new Date(entry.time))}</Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldDetail')}>{block(entry.detail)}</Descriptions.Item>
          <Descriptions.Item label={t('errorlog.fieldStack')}>{block(entry.stack)}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}
