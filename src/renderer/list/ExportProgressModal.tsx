import { Modal, Progress } from 'antd';
import { useIntl } from 'react-intl';
import type { ExportProgress } from './csv/export-rows';
import { MAX_PAGE_SIZE } from './list-query';

/** Shown while an export needs more than one request; Cancel stops after the current page. */
export function ExportProgressModal({ progress, onCancel }: { progress: ExportProgress | undefined; onCancel(): void }) {
  const intl = useIntl();
  const open = progress !== undefined && (progress.total > MAX_PAGE_SIZE || progress.more === true);
  // Mounted only while needed: it leaves the moment the file is saved.
  if (!open) return null;
  const { loaded, total, estimated, more } = progress;
  // An estimate may fall short of the rows there are: the bar waits below 100 % while pages remain.
  const percent = total > 0 ? Math.min(Math.floor((loaded / total) * 100), more ? 99 : 100) : 0;
  const text =
    total === 0
      ? intl.formatMessage({ id: 'renderer.export.progressCount' }, { loaded })
      : estimated
        ? intl.formatMessage(
            { id: 'renderer.export.progressAbout' },
            { loaded, total: intl.formatNumber(total, { notation: 'compact', compactDisplay: 'long' }) },
          )
        : intl.formatMessage({ id: 'renderer.export.progress' }, { loaded, total });
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
      <Progress percent={percent} status={total === 0 ? 'active' : undefined} />
      <div>{text}</div>
    </Modal>
  );
}
