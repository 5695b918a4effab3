import { MailOutlined, MessageOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/locales';
import styles from './contact-modal.module.css';

interface Props {
  open: boolean;
  onClose(): void;
  /** Absent for a role that may not open the work-order form: the dialog then offers none. */
  onWorkOrder?: () => void;
}

function IconLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className={styles.label}>
      {icon}
      <span>{text}</span>
    </span>
  );
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
        onWorkOrder ? (
          <Button key="order" type="primary" onClick={onWorkOrder}>
            {t('layout.contactAction')}
          </Button>
        ) : null,
      ]}
    >
      <Typography.Paragraph>{t('account.contactIntro')}</Typography.Paragraph>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={<IconLabel icon={<MailOutlined />} text={t('account.contactEmailLabel')} />}>
          <Typography.Text copyable>{t('account.contactEmail')}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={<IconLabel icon={<MessageOutlined />} text={t('account.contactTelegramLabel')} />}>
          <Typography.Text copyable>{t('account.contactTelegram')}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={<IconLabel icon={<ClockCircleOutlined />} text={t('account.contactHoursLabel')} />}>
          {t('account.contactHours')}
        </Descriptions.Item>
      </Descriptions>
      {onWorkOrder ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('layout.contactText')}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
