import { useSyncExternalStore } from "react";

const subscribeNever = () => () => undefined;

/**
 * False while the page renders on the server and while React hydrates it, true on every render
 * after: for what only the browser knows (the URL's query on a prerendered page), so the first
 * render matches the prerendered markup. React renders again after hydration when it turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
