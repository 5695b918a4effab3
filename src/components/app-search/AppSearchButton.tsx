import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import { sessionTimeoutStore, useSessionTimedOut } from '@/components/session-timeout/timeout-store';
import { t } from '@/locales';
import { lockStore, useLocked } from '@/store/lock-store';
import { useHeaderSetting } from '@/store/project-config-store';
import { isSearchShortcut } from './search-shortcut';

// The dialog and its matcher load on the first open.
const AppSearchDialog = lazy(() => import('./AppSearchDialog'));

/**
 * The header's menu search: a button when headerSetting.showSearch is on (spec §9: off by
 * default), and always the keyboard shortcut, Ctrl+K / ⌘K or "/" outside an input.
 */
export function AppSearchButton() {
  const { showSearch } = useHeaderSetting();
  // Behind the lock screen or the session-timeout cover the menu must not be reachable.
  const locked = useLocked();
  const timedOut = useSessionTimedOut();
  const covered = locked || timedOut;
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (covered) setOpen(false);
  }, [covered]);

  const show = () => {
    setRequested(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      if (lockStore.getState().locked || sessionTimeoutStore.getState().timedOut) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {showSearch ? (
        <Tooltip title={t('search.open')}>
          <Button
            type="text"
            icon={<SearchOutlined />}
            aria-label={t('search.open')}
            aria-keyshortcuts="Control+K Meta+K /"
            onClick={show}
          />
        </Tooltip>
      ) : null}
      {requested ? (
        // A dialog whose code failed to load must not take the whole layout down with it.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AppSearchDialog open={open && !covered} onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
