import { useLayoutEffect, useState } from "react";
import { useNavigation } from "react-router";

/** How long a navigation is pending before the page shows its spinner (the progress bar starts at 200 ms, SPEC.md section 9). */
export const PAGE_SPINNER_DELAY_MS = 500;

/**
 * The page's loading indicator (SPEC.md section 2, "While a page loads a spinner shows"): while a
 * navigation has been pending for `PAGE_SPINNER_DELAY_MS`, the page being left is dimmed and a
 * spinner shows over it, announced as a status. It follows React Router's navigation state
 * (`useNavigation`), so it ends when the new route renders. The progress bar has no spinner of its
 * own (components/route-progress.tsx).
 */
export function PageSpinner() {
  const loading = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  // A layout effect, so the spinner goes in the same frame as the new route's content comes.
  useLayoutEffect(() => {
    if (!loading) return setShown(false);
    const timer = window.setTimeout(() => setShown(true), PAGE_SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <div className="page-spinner" data-shown={shown || undefined} role="status">
      {shown && (
        <>
          <span className="page-spinner__wheel" aria-hidden="true" />
          <span className="visually-hidden">Loading the page…</span>
        </>
      )}
    </div>
  );
}
