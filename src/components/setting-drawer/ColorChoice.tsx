import { CheckOutlined } from '@ant-design/icons';
import { Input, theme } from 'antd';
import { useEffect, useId, useState } from 'react';
import { t } from '@/locales';
import { isDarkColor, isHexColor, normalizeHex } from '@/styles/color';
import styles from './setting-drawer.module.css';

interface Props {
  label: string;
  value: string;
  presets: readonly string[];
  onChange(color: string): void;
}

/** Preset swatches, a colour picker and a hex field (spec §5: # and 3 or 6 hex digits). */
export function ColorChoice({ label, value, presets, onChange }: Props) {
  const { token } = theme.useToken();
  const [text, setText] = useState(value);
  const errorId = useId();
  useEffect(() => setText(value), [value]);
  const invalid = !isHexColor(text);

  return (
    <div className={styles.colorChoice}>
      <div role="group" aria-label={label} className={styles.swatches}>
        {presets.map((color) => {
          const selected = isHexColor(value) && normalizeHex(value) === normalizeHex(color);
          return (
            <button
              key={color}
              type="button"
              className={styles.swatch}
              style={{
                background: color,
                color: isDarkColor(color) ? '#fff' : '#000',
              }}
              aria-label={t('setting.colorSwatch', { color })}
              aria-pressed={selected}
              onClick={() => onChange(color)}
            >
              {selected ? <CheckOutlined /> : null}
            </button>
          );
        })}
      </div>
      <div className={styles.customColor}>
        <input
          type="color"
          className={styles.nativePicker}
          aria-label={`${label}: ${t('setting.pickColor')}`}
          value={isHexColor(value) ? normalizeHex(value) : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <Input
          size="small"
          value={text}
          status={invalid ? 'error' : undefined}
          aria-label={`${label}: ${t('setting.customColor')}`}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          maxLength={7}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            if (isHexColor(next)) onChange(next);
          }}
        />
      </div>
      {invalid ? (
        <div id={errorId} className={styles.colorError} style={{ color: token.colorError }} role="alert">
          {t('setting.invalidHex')}
        </div>
      ) : null}
    </div>
  );
}
