import { t } from '@/locales';
import { isErrorCaptureEnabled } from '@/utils/error-log/record-error';
import { FailureBox } from './FailureBox';
import { hasMessage } from './screen-texts';

function messageOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** A screen threw while rendering: say so, show the error's message, and let the user retry. */
export function RenderFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const full = hasMessage('errorlog.renderFailedTitle');
  const text = full ? t(isErrorCaptureEnabled() ? 'errorlog.renderFailedLogged' : 'errorlog.renderFailedText') : undefined;
  return (
    <FailureBox
      title={full ? t('errorlog.renderFailedTitle') : t('common.errorTitle')}
      text={text}
      detail={messageOf(error)}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  );
}
