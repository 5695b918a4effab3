import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { subscribeOperationReads } from '@/api/data-changes';
import { noticeUnreadCount, workOrderUnreadCount } from '@/api/generated/client';

/** Also asked now and then, for notices that arrive while the user stays on one page. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The signed-in user's unread notice count, asked again on every navigation, when the window gets
 * the focus back, when a call announces a change of the data it reads (schemas/api `changes`, e.g.
 * a notice opened or marked read) and every minute. Only the newest
 * answer counts; failures keep the last figure and stay quiet (it is a badge, not a page).
 */
export const useUnreadNoticeCount = (enabled: boolean): number => useUnreadCount('noticeUnreadCount', noticeUnreadCount, enabled);

/** The signed-in user's work orders with an answer not read yet (the header's work-order badge), asked like the notices'. */
export const useUnreadWorkOrderCount = (enabled: boolean): number => useUnreadCount('workOrderUnreadCount', workOrderUnreadCount, enabled);

type CountCall = (options: { errorMessageMode: 'none'; retry: false }) => Promise<{ count: number }>;

function useUnreadCount(operationId: string, call: CountCall, enabled: boolean): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++latest.current;
    call({ errorMessageMode: 'none', retry: false })
      .then((answer) => {
        if (mine === latest.current) setCount(answer.count);
      })
      .catch(() => undefined);
  }, [call]);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, pathname, refresh]);

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('focus', refresh);
    const unsubscribe = subscribeOperationReads(operationId, refresh);
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    return () => {
      window.removeEventListener('focus', refresh);
      unsubscribe();
      clearInterval(timer);
    };
  }, [enabled, operationId, refresh]);

  return enabled ? count : 0;
}
