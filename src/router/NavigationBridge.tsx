import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerNavigator } from './navigation';

/** Hands the router's navigate to code outside React, and scrolls to the top on each new page. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    registerNavigator({ navigate: (to, options) => navigate(to, options) });
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return null;
}
