import { onFormValuesChange, type Field } from '@formily/core';
import { useForm, useFormEffects } from '@formily/react';
import { theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageNotificationPreview } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** An image of the preview that disappears when it cannot be shown (an address the console may not load). */
function PreviewImage({ src, style }: { src: string; style: React.CSSProperties }) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return null;
  return <img src={src} alt="" style={style} onError={() => setFailed(src)} />;
}

/**
 * Under a form's fields: the notification its values make, drawn as a system notification would show
 * it (source, icon, title, body, image), redrawn at every change. Nothing is asked of the server.
 */
export default function NotificationPreview({ preview }: { preview: PageNotificationPreview }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const form = useForm();
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...form.values }));
  useFormEffects(() => {
    onFormValuesChange((changed) => setValues({ ...changed.values }));
  });
  const part = (path: string | undefined) => (path ? textOf(getPath(values, path)) : '');
  const title = part(preview.titleField);
  const body = part(preview.bodyField);
  const icon = part(preview.iconField);
  const image = part(preview.imageField);
  const url = part(preview.urlField);
  let source = part(preview.sourceField);
  if (preview.sourceField && source) {
    const field = form.query(preview.sourceField).take() as Field | undefined;
    const option = (field?.dataSource ?? []).find((o) => o.value === getPath(values, preview.sourceField!));
    if (option?.label) source = String(option.label);
  }
  const initial = (source || title || '?').charAt(0).toUpperCase();
  return (
    <section
      data-testid="notification-preview"
      aria-label={intl.formatMessage({ id: preview.heading ?? 'renderer.notificationPreview.title' })}
    >
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginBottom: 6 }}>
        {intl.formatMessage({ id: preview.heading ?? 'renderer.notificationPreview.title' })}
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '40px minmax(0, 1fr)',
          gap: 10,
          padding: 12,
          maxWidth: 420,
          borderRadius: 12,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div
          aria-hidden
          style={{
            width: 40,
            height: 40,
            borderRadius: 8,
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
            fontWeight: 600,
          }}
        >
          {icon ? <PreviewImage src={icon} style={{ width: 40, height: 40, objectFit: 'cover' }} /> : initial}
        </div>
        <div style={{ minWidth: 0 }}>
          {source ? (
            <div
              style={{
                fontSize: token.fontSizeSM,
                color: token.colorTextTertiary,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {source}
            </div>
          ) : null}
          <div
            data-testid="notification-preview-title"
            style={{ fontWeight: 600, color: token.colorText, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {title || intl.formatMessage({ id: 'renderer.notificationPreview.noTitle' })}
          </div>
          {body ? (
            <div
              data-testid="notification-preview-body"
              style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {body}
            </div>
          ) : null}
          {image ? (
            <PreviewImage
              src={image}
              style={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'cover', borderRadius: 8, marginTop: 8 }}
            />
          ) : null}
          {url ? (
            <div
              style={{
                fontSize: token.fontSizeSM,
                color: token.colorTextTertiary,
                marginTop: 4,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {url}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
