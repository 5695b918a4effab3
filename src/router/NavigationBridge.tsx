import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToTop, shouldScrollToTop } from './guard/scroll-to-top';
import { removeFirstPaint } from '@/views/login/first-paint/take-over';
import { registerNavigator } from './navigation';
import { LOGIN_PATH } from './paths';

/**
 * Hands the router's navigate to code outside React, scrolls to the top on each new page or
 * anchor (spec §2, rule 8), and drops the pre-rendered login screen when the page is not /login.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef<{ pathname: string; hash: string } | undefined>(undefined);

  useEffect(() => {
    registerNavigator({ navigate: (to, options) => navigate(to, options) });
  }, [navigate]);

  // The pre-rendered login screen is only for /login (the login view takes it over there).
  useLayoutEffect(() => {
    if (location.pathname !== LOGIN_PATH) removeFirstPaint();
  }, [location.pathname]);

  useEffect(() => {
    const next = { pathname: location.pathname, hash: location.hash };
    if (shouldScrollToTop(previous.current, next)) scrollToTop();
    previous.current = next;
  }, [location.pathname, location.hash]);

  return null;
}
