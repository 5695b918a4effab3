import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';
import styles from './header.module.css';

/** Contact us: support answers through work orders, so this leads to a new one. */
export function ContactButton() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const content = (
    <div className={styles.contact}>
      <p>{t('layout.contactText')}</p>
      <Button
        type="primary"
        size="small"
        onClick={() => {
          setOpen(false);
          navigate('/workorder/commit');
        }}
      >
        {t('layout.contactAction')}
      </Button>
    </div>
  );
  return (
    <Popover
      title={t('layout.contact')}
      content={content}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
    >
      <Button type="text" icon={<CustomerServiceOutlined />} aria-label={t('layout.contact')} />
    </Popover>
  );
}
