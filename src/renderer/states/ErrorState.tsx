import { Button, Result } from 'antd';
import { useIntl } from 'react-intl';
import { isApiRequestError } from '@/utils/http';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** Smaller layout for cards and charts. */
  compact?: boolean;
}

/** What went wrong, in the user's words when the server or the HTTP layer gave some, with a retry button. */
export function ErrorState({ error, onRetry, compact = false }: ErrorStateProps) {
  const intl = useIntl();
  const detail = isApiRequestError(error) && error.msg ? error.msg : undefined;
  const retry = onRetry ? (
    <Button onClick={onRetry} size={compact ? 'small' : 'middle'}>
      {intl.formatMessage({ id: 'renderer.state.retry' })}
    </Button>
  ) : undefined;
  if (compact) {
    return (
      <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 16 }}>
        <span>{intl.formatMessage({ id: 'renderer.state.error' })}</span>
        {detail ? <span style={{ opacity: 0.65 }}>{detail}</span> : null}
        {retry}
      </div>
    );
  }
  return (
    <div role="alert">
      <Result status="warning" title={intl.formatMessage({ id: 'renderer.state.error' })} subTitle={detail} extra={retry} />
    </div>
  );
}
