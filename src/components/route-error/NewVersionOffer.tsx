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
const reloadPage = () => window.location.reload();

export function NewVersionOffer({ reload = reloadPage }: { reload?: () => void }) {
  const [reloading, setReloading] = useState(false);
  // At most once per session whatever re-renders (reloadOncePerSession remembers the attempt).
  useEffect(() => {
    if (reloadOncePerSession(reload)) setReloading(true);
  }, [reload]);
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
