import { Alert, Descriptions, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { PageFormReveal } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';

export interface RevealViewProps {
  reveal: PageFormReveal;
  /** The submit's answer. */
  result: unknown;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What a form shows once after its submit (`reveal` of a form): its notice, then each field of the
 * answer in a monospaced, copyable line. The answer lives only in the modal's state: closing forgets it.
 */
export function RevealView({ reveal, result }: RevealViewProps) {
  const intl = useIntl();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-reveal>
      <Alert type="warning" showIcon message={intl.formatMessage({ id: reveal.notice })} />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={reveal.fields.map((field) => {
          const text = asText(getPath(result, field.field));
          return {
            key: field.field,
            label: intl.formatMessage({ id: field.title }),
            children: (
              <Typography.Text code copyable={{ text }} style={{ wordBreak: 'break-all' }}>
                {text}
              </Typography.Text>
            ),
          };
        })}
      />
    </Space>
  );
}
