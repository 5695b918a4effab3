import { theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { copyText } from '@/utils/copy-text';

const COPIED_MS = 2000;

/**
 * A small copy button next to a value. Deliberately light (no tooltip, no wave effect, an inline
 * icon): a list may hold hundreds of them, and antd's copyable Typography costs milliseconds per cell.
 */
export function CopyButton({ text }: { text: string }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const label = intl.formatMessage({ id: copied ? 'renderer.value.copied' : 'renderer.value.copy' });
  const onClick = async () => {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => void onClick()}
      style={{
        marginInlineStart: 4,
        padding: 0,
        border: 0,
        background: 'transparent',
        cursor: 'pointer',
        color: copied ? token.colorSuccess : token.colorLink,
      }}
    >
      <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden focusable="false">
        {copied ? <path d="M3 8.5l3.2 3L13 4.5" /> : <path d="M5.5 5.5V2.75h7.75v7.75H10.5M2.75 5.5h7.75v7.75H2.75z" />}
      </svg>
    </button>
  );
}

export function CopyableText({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <span>
      {children ?? text}
      <CopyButton text={text} />
    </span>
  );
}
