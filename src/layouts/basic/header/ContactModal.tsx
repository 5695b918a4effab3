import { MailOutlined, MessageOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { t } from '@/locales';

interface Props {
  open: boolean;
  onClose(): void;
  onWorkOrder(): void;
}

/** Contact us: how to reach support (texts in locales/<locale>/account.json), and a work order. */
export function ContactModal({ open, onClose, onWorkOrder }: Props) {
  return (
    <Modal
      open={open}
      title={t('layout.contact')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('account.close')}
        </Button>,
        <Button key="order" type="primary" onClick={onWorkOrder}>
          {t('layout.contactAction')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('account.contactIntro')}</Typography.Paragraph>
      <Descriptions column={1} size="small">
        <Descriptions.Item
          label={
            <>
              <MailOutlined /> {t('account.contactEmailLabel')}
            </>
          }
        >
          <Typography.Text copyable>{t('account.contactEmail')}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item
          label={
            <>
              <MessageOutlined /> {t('account.contactTelegramLabel')}
            </>
          }
        >
          <Typography.Text copyable>{t('account.contactTelegram')}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item
          label={
            <>
              <ClockCircleOutlined /> {t('account.contactHoursLabel')}
            </>
          }
        >
          {t('account.contactHours')}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('layout.contactText')}
      </Typography.Paragraph>
    </Modal>
  );
}
