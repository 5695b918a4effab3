import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UserInfo } from '@contract/generated/types';
import { closeToasts } from '@/components/feedback/lazy-feedback';
import { homePathOf } from '@/router/guard/auth-guard';
import { safeRedirectTarget } from '@/router/guard/safe-redirect';
import { REDIRECT_QUERY } from '@/router/paths';

/** After any sign-in: the page the user was sent away from (redirect query), else their home. */
export function useFinishSignIn(): (userInfo: UserInfo) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (userInfo: UserInfo) => {
      // A wrong password's toast says nothing about the session that just began.
      closeToasts();
      const redirect = safeRedirectTarget(params.get(REDIRECT_QUERY));
      navigate(redirect ?? homePathOf(userInfo.homePath), { replace: true });
    },
    [navigate, params],
  );
}
