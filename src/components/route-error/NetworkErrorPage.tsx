import { t } from '@/locales';
import { FailureBox } from './FailureBox';

/**
 * The network error screen for a page whose code or data could not be fetched: no connection,
 * or no answer at all. Texts from the boot namespace 'exception', so it works before sign-in.
 */
export function NetworkErrorPage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <FailureBox
      title={t('exception.networkTitle')}
      text={t('exception.network')}
      action={{ label: t('exception.reload'), onClick: onRetry }}
    />
  );
}
