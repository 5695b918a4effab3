import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToTop, shouldScrollToTop } from './guard/scroll-to-top';
import { registerNavigator } from './navigation';

/**
 * Hands the router's navigate to code outside React, and scrolls to the top on each new page or
 * anchor (spec §2, rule 8).
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef<{ pathname: string; hash: string } | undefined>(undefined);

  useEffect(() => {
    registerNavigator({ navigate: (to, options) => navigate(to, options) });
  }, [navigate]);

  useEffect(() => {
    const next = { pathname: location.pathname, hash: location.hash };
    if (shouldScrollToTop(previous.current, next)) scrollToTop();
    previous.current = next;
  }, [location.pathname, location.hash]);

  return null;
}
