import { Modal, Progress } from 'antd';
import { useIntl } from 'react-intl';
import type { ExportProgress } from './csv/export-rows';
import { MAX_PAGE_SIZE } from './list-query';

/** Shown while an export needs more than one request; Cancel stops after the current page. */
export function ExportProgressModal({ progress, onCancel }: { progress: ExportProgress | undefined; onCancel(): void }) {
  const intl = useIntl();
  const open = progress !== undefined && progress.total > MAX_PAGE_SIZE;
  const percent = progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  // Mounted only while needed: it leaves the moment the file is saved.
  if (!open) return null;
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'renderer.export.title' })}
      closable={false}
      maskClosable={false}
      okButtonProps={{ style: { display: 'none' } }}
      cancelText={intl.formatMessage({ id: 'renderer.export.cancel' })}
      onCancel={onCancel}
    >
      <Progress percent={percent} />
      <div>{intl.formatMessage({ id: 'renderer.export.progress' }, { loaded: progress?.loaded ?? 0, total: progress?.total ?? 0 })}</div>
    </Modal>
  );
}
