import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Delay before any loading indicator appears (SPEC.md section 9: 200 ms). */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/**
 * Loading feedback for client navigations (SPEC.md section 2): a thin progress bar that starts
 * 200 ms after a navigation begins and completes when the new route renders, plus a spinner over
 * the content while the page loads. Fast navigations show nothing.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
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
    <>
      <div className="route-progress" data-phase={phase} aria-hidden="true">
        <div className="route-progress__bar" />
      </div>
      {phase === "running" && (
        <div className="page-spinner" role="status">
          <span className="page-spinner__circle" aria-hidden="true" />
          <span className="visually-hidden">Loading page…</span>
        </div>
      )}
    </>
  );
}
