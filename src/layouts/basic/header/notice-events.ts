/**
 * Fired when notices were read or changed (e.g. by the notice page after "mark as read"), so the
 * header's unread count is asked again at once instead of on the next navigation.
 */
export const NOTICES_CHANGED_EVENT = 'console:notices-changed';

export function announceNoticesChanged(): void {
  window.dispatchEvent(new Event(NOTICES_CHANGED_EVENT));
}
