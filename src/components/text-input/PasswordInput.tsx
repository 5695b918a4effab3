import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { forwardRef, useState } from 'react';
import { t } from '@/locales';
import { TextInput, type TextInputProps } from './TextInput';
import styles from './text-input.module.css';

/** TextInput for passwords, with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type' | 'suffix'>>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
      aria-pressed={visible}
      onClick={() => setVisible((value) => !value)}
    >
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
  return <TextInput ref={ref} {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
});
