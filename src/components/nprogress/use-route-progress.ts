import { theme } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { createProgressBar, type ProgressBar } from './progress-bar';
import { whenContentIdle } from './content-idle';

let shared: ProgressBar | undefined;
let currentColor = '#0960bd';

function progressBar(): ProgressBar {
  shared ??= createProgressBar({ color: () => currentColor });
  return shared;
}

/**
 * The top progress bar on each route change while `enabled` (transitionSetting.openNProgress):
 * starts when the location changes, completes when the new page's content has loaded.
 */
export function useRouteProgress(enabled: boolean, locationKey: string, content: RefObject<HTMLElement | null>): void {
  const { token } = theme.useToken();
  currentColor = token.colorPrimary;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = content.current;
    if (!enabled || !element) return;
    const bar = progressBar();
    bar.start();
    const cancel = whenContentIdle(element, () => bar.done());
    return () => {
      cancel();
      bar.done();
    };
  }, [enabled, locationKey, content]);
}
