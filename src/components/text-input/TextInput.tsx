import { theme } from 'antd';
import { forwardRef, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-input.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
}

/**
 * A large text input that looks like antd's, coloured from the theme tokens. The login screen
 * uses it because antd's Input pulls antd's form engine into the first chunk.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { prefix, suffix, invalid = false, className, style, ...inputProps },
  ref,
) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const vars = {
    '--ti-bg': token.colorBgContainer,
    '--ti-border': invalid ? token.colorError : token.colorBorder,
    '--ti-border-hover': invalid ? token.colorErrorHover : token.colorPrimaryHover,
    '--ti-border-focus': invalid ? token.colorError : token.colorPrimary,
    '--ti-outline': invalid ? token.colorErrorOutline : token.controlOutline,
    '--ti-text': token.colorText,
    '--ti-placeholder': token.colorTextPlaceholder,
    '--ti-affix': token.colorTextTertiary,
    '--ti-radius': `${token.borderRadiusLG}px`,
    '--ti-height': `${token.controlHeightLG}px`,
    '--ti-font-size': `${token.fontSizeLG}px`,
    ...style,
  } as CSSProperties;
  return (
    <span className={[styles.box, focused ? styles.focused : '', className].filter(Boolean).join(' ')} style={vars}>
      {prefix ? <span className={styles.affix}>{prefix}</span> : null}
      <input
        ref={ref}
        className={styles.input}
        aria-invalid={invalid || undefined}
        {...inputProps}
        onFocus={(event) => {
          setFocused(true);
          inputProps.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          inputProps.onBlur?.(event);
        }}
      />
      {suffix ? <span className={styles.affix}>{suffix}</span> : null}
    </span>
  );
});
