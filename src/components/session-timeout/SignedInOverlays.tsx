import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@/store/create-store';
import { lockScreen, useLocked } from '@/store/lock-store';
import { projectConfigStore } from '@/store/project-config-store';
import { userStore } from '@/store/user-store';
import { startIdleTimer } from '@/views/lock/idle-timer';
import { LockPlaceholder } from './LockPlaceholder';
import { useSessionTimedOut } from './timeout-store';

const LockScreen = lazy(() => import('@/views/lock/LockScreen').then((m) => ({ default: m.LockScreen })));
const TimeoutCover = lazy(() => import('./TimeoutCover').then((m) => ({ default: m.TimeoutCover })));

const MS_PER_MINUTE = 60_000;

/** Locks the screen after `lockTime` idle minutes (project config; 0 = never). */
function useIdleLock(active: boolean): void {
  const lockTime = useStore(projectConfigStore, (state) => state.config.lockTime);
  useEffect(() => {
    if (!active || !(lockTime > 0)) return;
    const timer = startIdleTimer({
      timeoutMs: lockTime * MS_PER_MINUTE,
      onIdle: () => lockScreen(userStore.getState().userInfo?.username ?? ''),
    });
    return () => timer.stop();
  }, [active, lockTime]);
}

/** The lock screen (manual or idle; kept across reloads) and the session-timeout login cover. */
export default function SignedInOverlays() {
  const locked = useLocked();
  const timedOut = useSessionTimedOut();
  useIdleLock(!locked && !timedOut);

  return (
    <>
      {timedOut && !locked ? (
        <Suspense fallback={null}>
          <TimeoutCover />
        </Suspense>
      ) : null}
      {locked ? (
        <Suspense fallback={<LockPlaceholder />}>
          <LockScreen />
        </Suspense>
      ) : null}
    </>
  );
}
