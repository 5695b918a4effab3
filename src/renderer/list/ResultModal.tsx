import { Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';

/** An operation's answer (e.g. a short link) with a copy button; says whether it is on the clipboard. */
export function ResultModal({ result, onClose }: { result: { text: string; copied: boolean } | undefined; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal
      open={result !== undefined}
      title={t('renderer.action.result')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('renderer.action.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {result && (
        <>
          <Typography.Paragraph type="secondary">
            {t(result.copied ? 'renderer.action.copied' : 'renderer.action.copyManually')}
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: result.text }} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {result.text}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
