/** Spec §2: the menu search waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Spec §9: the active result scrolls into view with this animation. */
export const SEARCH_SCROLL_MS = 100;
