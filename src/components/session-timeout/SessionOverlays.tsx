import { lazy, Suspense } from 'react';
import { useStore } from '@/store/create-store';
import { readLockInfo } from '@/store/lock-store-info';
import { userStore } from '@/store/user-store';
import { LockPlaceholder } from './LockPlaceholder';

// Signed-in only, so none of it is on the login page's path.
const SignedInOverlays = lazy(() => import('./SignedInOverlays'));

/**
 * What covers every signed-in page (the lock screen, the session-timeout login), rendered once
 * beside the routes. A screen locked before a reload stays covered while the code loads.
 */
export function SessionOverlays() {
  const signedIn = useStore(userStore, (state) => Boolean(state.token));
  if (!signedIn) return null;
  return (
    <Suspense fallback={readLockInfo() ? <LockPlaceholder /> : null}>
      <SignedInOverlays />
    </Suspense>
  );
}
