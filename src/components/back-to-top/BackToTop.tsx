import { lazy, Suspense, useEffect, useState } from 'react';
import { BACK_TO_TOP_FROM } from './back-to-top-from';

// antd's FloatButton (with Badge and its styles) loads the first time the button is due, not with every page.
const FloatingBackTop = lazy(() => import('./FloatingBackTop'));

const scrolledFarEnough = () => window.scrollY >= BACK_TO_TOP_FROM;

/** Appears once the page has scrolled 400 px; takes the window back to the top. */
export function BackToTop() {
  const [due, setDue] = useState(scrolledFarEnough);
  useEffect(() => {
    if (due) return;
    const onScroll = () => {
      if (scrolledFarEnough()) setDue(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [due]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <FloatingBackTop />
    </Suspense>
  );
}
