import { useEffect, useState } from 'react';
import { t } from '@/locales';
import { ContentLoading } from './ContentLoading';
import { FailureBox } from './FailureBox';
import { reloadOncePerSession } from './reload-once';
import { hasMessage } from './screen-texts';

/**
 * A screen's code is gone (a deploy replaced it): reload once by itself, and if that did not
 * help, offer the reload with a button instead of leaving a blank page.
 */
export function NewVersionOffer({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (reloadOncePerSession(reload)) setReloading(true);
    // Once per mount: the reload function is fixed for the page's life.
  }, []);
  if (reloading) return <ContentLoading />;
  const full = hasMessage('errorlog.newVersionTitle');
  return (
    <FailureBox
      title={full ? t('errorlog.newVersionTitle') : t('exception.loadFailed')}
      text={full ? t('errorlog.newVersionText') : undefined}
      action={{ label: full ? t('errorlog.reload') : t('exception.reload'), onClick: reload }}
    />
  );
}
