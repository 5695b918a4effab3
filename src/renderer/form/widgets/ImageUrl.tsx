import { Input } from 'antd';
import { useIntl } from 'react-intl';
import { isSafeImageSource } from '@/renderer/value-types/safe-url';

export interface ImageUrlProps {
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** A URL input with a preview of the image it points at (only web addresses are previewed). */
export function ImageUrl({ value, onChange, disabled, readOnly, placeholder, allowClear, id, 'aria-label': ariaLabel }: ImageUrlProps) {
  const intl = useIntl();
  const url = typeof value === 'string' ? value.trim() : '';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input
        id={id}
        aria-label={ariaLabel}
        type="url"
        value={value ?? ''}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        allowClear={allowClear}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {url && isSafeImageSource(url) ? (
        <img src={url} width={96} alt={intl.formatMessage({ id: 'renderer.form.imagePreview' })} style={{ borderRadius: 4 }} />
      ) : null}
    </div>
  );
}
