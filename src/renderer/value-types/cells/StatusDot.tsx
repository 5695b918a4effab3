import { theme } from 'antd';
import type { ResolvedOption } from '../types';

type Status = NonNullable<ResolvedOption['status']>;

/** A coloured dot before a text (antd Badge's look, without its per-cell cost). */
export function StatusDot({ status, text }: { status: Status; text: string }) {
  const { token } = theme.useToken();
  const colors: Record<Status, string> = {
    success: token.colorSuccess,
    processing: token.colorPrimary,
    error: token.colorError,
    warning: token.colorWarning,
    default: token.colorTextQuaternary,
  };
  return (
    <span data-status={status} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span aria-hidden style={{ width: 6, height: 6, borderRadius: '50%', background: colors[status], flex: 'none' }} />
      {text}
    </span>
  );
}
