import { useSyncExternalStore } from 'react';

export interface Store<S> {
  getState(): S;
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A minimal observable state holder; React reads it with useStore(). The initial state is
 * built on first use, not at import (it may read browser storage, which is slow the first time).
 */
export function createStore<S extends object>(initial: () => S): Store<S> {
  let state: S | undefined;
  const current = (): S => (state ??= initial());
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getState: current,
    setState(update) {
      const patch = typeof update === 'function' ? update(current()) : update;
      state = { ...current(), ...patch };
      emit();
    },
    reset() {
      state = initial();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S extends object, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
