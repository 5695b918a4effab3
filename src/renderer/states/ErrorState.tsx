import { WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useIntl } from 'react-intl';
import { isApiRequestError } from '@/utils/http';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** Smaller layout for cards and charts. */
  compact?: boolean;
}

/** A refused or missing record (HTTP 400, 403, 404) answers the same again: no retry is offered. */
function retryCannotHelp(error: unknown): boolean {
  return isApiRequestError(error) && error.kind === 'http' && [400, 403, 404].includes(error.httpStatus ?? 0);
}

/**
 * What went wrong, in the user's words when the server or the HTTP layer gave some, with a retry button.
 * Drawn like antd's warning Result, without Result itself: that module carries the large 403/404/500
 * illustrations, which every list page would then download.
 */
export function ErrorState({ error, onRetry, compact = false }: ErrorStateProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const detail = isApiRequestError(error) && error.msg ? error.msg : undefined;
  const title = intl.formatMessage({ id: 'renderer.state.error' });
  const retry =
    onRetry && !retryCannotHelp(error) ? (
      <Button onClick={onRetry} size={compact ? 'small' : 'middle'}>
        {intl.formatMessage({ id: 'renderer.state.retry' })}
      </Button>
    ) : undefined;
  if (compact) {
    return (
      <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 16 }}>
        <span>{title}</span>
        {detail ? <span style={{ opacity: 0.65 }}>{detail}</span> : null}
        {retry}
      </div>
    );
  }
  return (
    <div role="alert" style={{ padding: `${token.paddingXL * 2}px ${token.paddingLG}px`, textAlign: 'center' }}>
      <WarningFilled style={{ fontSize: 72, color: token.colorWarning, marginBottom: token.paddingLG }} />
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{title}</div>
      {detail ? <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, marginTop: 4 }}>{detail}</div> : null}
      {retry ? <div style={{ marginTop: token.paddingLG }}>{retry}</div> : null}
    </div>
  );
}
