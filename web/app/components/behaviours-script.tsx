import behavioursScript from "virtual:client-chunk/behaviours";
import { useEffect } from "react";
import { useMatches } from "react-router";

/** A route's `handle` as read here: `behaviours: false` on a page that shows no build-time content. */
export interface BehavioursHandle {
  behaviours?: boolean;
}

/**
 * The behaviours script (web/app/behaviours/start.ts, its own chunk: web/vite/client-chunk-plugin.ts)
 * of the current page. In the prerendered page it is a module script, started with the app's once
 * the page is painted; a page whose route says `handle.behaviours === false` (the search page, which
 * shows no build-time content) leaves it out and saves its bytes on a first visit. After a client
 * navigation to a page that needs it, it is imported then: a module runs once per document, so an
 * import of a script already run does nothing.
 */
export function BehavioursScript() {
  const needed = useMatches().every((match) => (match.handle as BehavioursHandle | undefined)?.behaviours !== false);
  useEffect(() => {
    if (needed) void import(/* @vite-ignore */ behavioursScript);
  }, [needed]);
  return needed ? <script type="module" src={behavioursScript} /> : null;
}
