import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

/**
 * A navigation started while the browser knows it is offline (`navigator.onLine` false) is held
 * with React Router's `useBlocker`: the reader keeps the page being read, its scroll position and
 * focus, and this alert says why (SPEC.md section 8, "This page failed to load." with Retry). Left
 * to run, the navigation would fetch the target route's code, and React Router answers a route
 * module that cannot load by reloading the document: offline, the browser's error page would
 * replace the article (docs/decisions/0010-react-router-progressive-enhancement.md). Retry lets the
 * navigation go on once the browser is back online, and says so if it is not; Dismiss cancels it
 * and gives focus back to where it was (the link followed). Changes of the hash or search on the
 * same page never need the network and are not held.
 */
export function NavigationFailure() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      typeof navigator !== "undefined" &&
      navigator.onLine === false &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const [stillOffline, setStillOffline] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    if (!blocked) return;
    returnFocus.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
  }, [blocked]);
  if (!blocked) return null;
  const retry = () => {
    if (navigator.onLine === false) return setStillOffline(true);
    setStillOffline(false);
    returnFocus.current = null;
    blocker.proceed();
  };
  const dismiss = () => {
    setStillOffline(false);
    blocker.reset();
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  return (
    <div ref={ref} className="navigation-failure" role="alert" tabIndex={-1} aria-labelledby="navigation-failure-title">
      <div className="navigation-failure__inner">
        <p id="navigation-failure-title" className="navigation-failure__title">
          This page failed to load.
        </p>
        <p>
          {stillOffline ? "Still offline: " : ""}The browser is offline, so <code>{blocker.location.pathname}</code>
          {" cannot be fetched. Connect, then try again."}
        </p>
        <div className="navigation-failure__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            Retry
          </button>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      </div>
    </div>
  );
}
