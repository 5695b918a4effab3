/** Whether keyboard input at `target` is typing (where "/" must stay a character). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * The keys that open the menu search: Ctrl+K (⌘K on a Mac) anywhere, and "/" when no input
 * has the focus.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  if (key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) return !isEditable(event.target);
  return false;
}
