import { useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { navigationFailure } from "../lib/navigation-preflight.ts";

/**
 * The error of a client navigation that could not start (lib/navigation-preflight.ts), shown over
 * the page the reader stays on (SPEC.md section 8): "This page failed to load." with the error and
 * Retry when its code could not be fetched; "This page cannot be shown." when its page module has
 * no default export, so its component cannot render. It takes focus, so keyboard users land on
 * Retry with one Tab; Dismiss gives focus back to where it was (the link followed).
 */
export function NavigationFailure() {
  const failure = useSyncExternalStore(navigationFailure.subscribe, navigationFailure.get, () => null);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!failure) return;
    returnFocus.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const retry = () => {
    // A new alert for the new attempt, so a second failure is announced again.
    navigationFailure.dismiss();
    navigate(failure.to);
  };
  const dismiss = () => {
    navigationFailure.dismiss();
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  return (
    <div ref={ref} className="navigation-failure" role="alert" tabIndex={-1} aria-labelledby="navigation-failure-title">
      <div className="navigation-failure__inner">
        {failure.kind === "load" ? (
          <>
            <p id="navigation-failure-title" className="navigation-failure__title">
              This page failed to load.
            </p>
            <p>
              Check your connection and try again. The error was: <code>{failure.message}</code>
            </p>
          </>
        ) : (
          <>
            <p id="navigation-failure-title" className="navigation-failure__title">
              This page cannot be shown.
            </p>
            <p>
              The page component of <code>{failure.message}</code> has no default export, so it cannot render.
            </p>
          </>
        )}
        <div className="navigation-failure__actions">
          {failure.kind === "load" && (
            <button type="button" className="button button--primary" onClick={retry}>
              Retry
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      </div>
    </div>
  );
}
