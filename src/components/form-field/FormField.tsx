import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './form-field.module.css';

interface Props {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/**
 * Label, control and error text, laid out like antd's Form.Item. The login screen uses it
 * instead of antd Form to keep its code small (antd Form brings a whole validation engine).
 */
export function FormField({ id, label, error, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label} style={{ color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      <div id={`${id}-error`} role={error ? 'alert' : undefined} className={styles.error} style={{ color: token.colorError }}>
        {error}
      </div>
    </div>
  );
}
