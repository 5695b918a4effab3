import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { uploadFile } from './upload-to-operation';
import { isSafeImageSource } from '@/renderer/value-types/safe-url';
import { IMAGE_ACCEPT, type FileUploadProps } from './types';
import { useFilePicker } from './use-file-picker';

const MAX_SCREENSHOTS = 8;

const addressesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []).filter((v): v is string => typeof v === 'string');

/** An icon (one address) or screenshots (a list of addresses) uploaded and previewed. */
export function ImageUpload({ upload, multiple, value, onChange, disabled, 'aria-label': label }: FileUploadProps) {
  const { fileType, appId, accept } = upload;
  const intl = useIntl();
  const many = multiple ?? fileType === 'screenshot';
  const images = addressesOf(value);
  const picker = useFilePicker(accept ?? IMAGE_ACCEPT, async (file) => {
    const answer = await uploadFile<{ url: string }>(file, { file_type: fileType, app_id: appId });
    onChange?.(many ? [...images, answer.url] : answer.url);
  });
  const remove = (index: number) => onChange?.(many ? images.filter((_, i) => i !== index) : '');
  const full = many ? images.length >= MAX_SCREENSHOTS : false;
  const chooseText = intl.formatMessage({ id: images.length && !many ? 'renderer.upload.replaceImage' : 'renderer.upload.chooseImage' });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
      {images.map((url, i) => (
        <figure key={`${url}-${i}`} style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          {isSafeImageSource(url) ? (
            <img
              src={url}
              alt={intl.formatMessage({ id: 'renderer.upload.preview' }, { n: i + 1 })}
              height={fileType === 'icon' ? 72 : 120}
              style={{ borderRadius: 8, objectFit: 'cover' }}
            />
          ) : null}
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={intl.formatMessage({ id: 'renderer.upload.remove' }, { n: i + 1 })}
            onClick={() => remove(i)}
          />
        </figure>
      ))}
      {picker.element}
      {full ? null : (
        <Button
          icon={<UploadOutlined />}
          loading={picker.busy}
          disabled={disabled}
          // The name starts with the text the button shows (WCAG 2.5.3), then says which field it fills.
          aria-label={label ? `${chooseText}: ${label}` : undefined}
          onClick={picker.open}
        >
          {chooseText}
        </Button>
      )}
    </div>
  );
}
