import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Lets a component render exactly
 * the prerendered markup first, then what depends on the browser (URL query, localStorage).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
