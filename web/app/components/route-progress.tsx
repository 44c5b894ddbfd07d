import { useEffect, useState, useSyncExternalStore } from "react";
import { useGlobalLoadingState } from "remix-utils/use-global-navigation-state";
import { navigationFailure } from "../lib/navigation-preflight.ts";

/** Delay before the progress bar appears (SPEC.md section 9: 200 ms). */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/**
 * Loading feedback for client navigations (SPEC.md section 2): a thin progress bar that starts
 * 200 ms after the app starts loading (a navigation, a revalidation or a fetcher: remix-utils'
 * global loading state, or a navigation's code being fetched before it starts, see
 * lib/navigation-preflight.ts) and completes when the new route renders, with no spinner. Fast
 * navigations show nothing.
 */
export function RouteProgress() {
  const fetchingCode = useSyncExternalStore(navigationFailure.subscribe, navigationFailure.pending, () => false);
  const loading = useGlobalLoadingState() === "loading" || fetchingCode;
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase("running"), ROUTE_PROGRESS_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((previous) => (previous === "running" ? "done" : "idle"));
    const timer = window.setTimeout(() => setPhase("idle"), 400);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <div className="route-progress" data-phase={phase} aria-hidden="true">
      <div className="route-progress__bar" />
    </div>
  );
}
