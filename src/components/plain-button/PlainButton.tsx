import { theme } from 'antd';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import styles from './plain-button.module.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'middle' | 'large';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button that looks like antd's, coloured from the theme tokens, for the signed-out screens:
 * antd's Button (with its wave effect and compact-space logic) is about 11 KB gzipped, which the
 * login page's JS budget cannot carry, and which the other signed-out screens need not load either.
 */
export function PlainButton({
  variant = 'text',
  size = 'middle',
  block = false,
  loading = false,
  icon,
  className,
  style,
  disabled,
  type = 'button',
  children,
  ...rest
}: PlainButtonProps) {
  const { token } = theme.useToken();
  const large = size === 'large';
  const vars = {
    '--pb-height': `${large ? token.controlHeightLG : token.controlHeight}px`,
    '--pb-padding': `${large ? token.paddingContentHorizontal : token.paddingSM}px`,
    '--pb-radius': `${large ? token.borderRadiusLG : token.borderRadius}px`,
    '--pb-font-size': `${large ? token.fontSizeLG : token.fontSize}px`,
    '--pb-text': token.colorText,
    '--pb-text-hover-bg': token.colorBgTextHover,
    '--pb-primary': token.colorPrimary,
    '--pb-primary-hover': token.colorPrimaryHover,
    '--pb-primary-shadow': token.controlOutline,
    '--pb-outline': token.colorPrimaryBorder,
    '--pb-border': token.colorBorder,
    '--pb-bg': token.colorBgContainer,
    ...style,
  } as CSSProperties;
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[styles.button, styles[variant], block ? styles.block : '', className].filter(Boolean).join(' ')}
      style={vars}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
