import { useState } from 'react';

/**
 * The value as it was when `when` last changed (each entry compared with Object.is, like a hook's
 * dependencies): a new but equivalent object (an equal copy, a scope rebuilt by a parent's render) is
 * replaced by the held one, so the memos and effects that depend on it run once per change of `when`.
 */
export function useSnapshot<T>(value: T, when: readonly unknown[]): T {
  const [held, setHeld] = useState({ value, when });
  const changed = held.when.length !== when.length || held.when.some((entry, index) => !Object.is(entry, when[index]));
  if (!changed) return held.value;
  // Stored during render (React's documented way to keep information from previous renders).
  setHeld({ value, when });
  return value;
}
