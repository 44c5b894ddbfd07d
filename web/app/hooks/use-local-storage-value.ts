import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The `storage` event only fires for changes made in other tabs: this is what syncs them.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * A localStorage entry as React state, shared by every component in this tab and kept in sync
 * with other tabs through the `storage` event. Reads `null` during prerendering and hydration.
 * Returns `[value, set]`; `set(null)` removes the entry. Storage errors (private mode) are ignored.
 */
export function useLocalStorageValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch {
        // Storage can be unavailable; the choice then lasts for this page view only.
      }
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [value, set];
}
