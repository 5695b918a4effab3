import { theme } from 'antd';
import { CopyButton } from '@/renderer/value-types/cells/CopyButton';

/** A snippet in a monospaced block, copied whole by its button. */
export function CodeCell({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ position: 'relative' }}>
      <pre
        style={{
          margin: 0,
          padding: '8px 32px 8px 12px',
          background: token.colorFillTertiary,
          borderRadius: token.borderRadius,
          fontFamily: token.fontFamilyCode,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        <code>{text}</code>
      </pre>
      <span style={{ position: 'absolute', top: 6, right: 8 }}>
        <CopyButton text={text} />
      </span>
    </div>
  );
}
