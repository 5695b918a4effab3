import { Tag, theme, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { PageColumn, PageDescriptions } from '@contract/generated/page-schema';
import { evaluateCondition } from '@/renderer/core/condition';
import { getPath } from '@/renderer/core/get-path';
import { ValueCell } from '@/renderer/value-types/ValueCell';
import { GalleryCell } from './rich-cells/GalleryCell';

type Row = Record<string, unknown>;
type Thread = NonNullable<PageDescriptions['thread']>;

/**
 * An array field of a record (e.g. a work order's messages, oldest first) as a conversation under its
 * details: one bubble per item with its author, time, text (line breaks kept) and pictures; the other
 * side's items (`otherWhen`) on the left with their tag, the record's own side on the right.
 */
export function DescriptionsThread({ thread, record }: { thread: Thread; record: Row }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const value = getPath(record, thread.field);
  const rows = Array.isArray(value) ? (value.filter((row) => row && typeof row === 'object') as Row[]) : [];
  const title = thread.title ? intl.formatMessage({ id: thread.title }) : undefined;
  const timeColumn: PageColumn = { field: thread.time, title: thread.title ?? thread.field, valueType: 'datetime' };
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      {title ? <h4 style={{ margin: '0 0 8px' }}>{title}</h4> : null}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {rows.map((row) => {
          const other = thread.otherWhen ? evaluateCondition(thread.otherWhen, row) : false;
          const pictures = thread.attachments ? getPath(row, thread.attachments) : undefined;
          const urls = Array.isArray(pictures) ? pictures.filter((p): p is string => typeof p === 'string' && p.length > 0) : [];
          return (
            <li
              key={String(getPath(row, thread.rowKey))}
              data-side={other ? 'other' : 'own'}
              style={{
                alignSelf: other ? 'flex-start' : 'flex-end',
                maxWidth: 'min(100%, 40rem)',
                minWidth: 0,
                padding: '8px 12px',
                borderRadius: token.borderRadiusLG,
                background: other ? token.colorFillAlter : token.colorPrimaryBg,
                border: `1px solid ${other ? token.colorBorderSecondary : token.colorPrimaryBorder}`,
              }}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 4 }}>
                <Typography.Text strong>{String(getPath(row, thread.author) ?? '')}</Typography.Text>
                {other && thread.otherLabel ? <Tag color="blue">{intl.formatMessage({ id: thread.otherLabel })}</Tag> : null}
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  <ValueCell column={timeColumn} row={row} value={getPath(row, thread.time)} />
                </Typography.Text>
              </div>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }}>
                {String(getPath(row, thread.content) ?? '')}
              </Typography.Paragraph>
              {urls.length ? (
                <div style={{ marginTop: 8 }}>
                  <GalleryCell urls={urls} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
