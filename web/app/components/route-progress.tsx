import { useLayoutEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Delay before the progress bar appears (SPEC.md section 9: 200 ms). */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/**
 * The route progress bar (SPEC.md section 2): a thin bar that starts 200 ms after a navigation
 * begins and completes when the route updates, with no spinner (the page shows one,
 * components/page-spinner.tsx). It follows React Router's navigation state (`useNavigation`),
 * which covers the route's code, data and content: fast navigations show nothing.
 */
export function RouteProgress() {
  const loading = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  // A layout effect, so the bar completes in the same frame as the new route's content.
  useLayoutEffect(() => {
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
