import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { chunkLoader } from "../hooks/use-lazy-module.ts";
import behavioursScript from "../behaviours/behaviours.ts?client-chunk";

/** A route's `handle` as read here: `behaviours: false` on a page that shows no build-time content. */
export interface BehavioursHandle {
  behaviours?: boolean;
}

/**
 * Imports the behaviours script: the URL the page's module script has, so an import of a script
 * already run does nothing (a module runs once per document); after a failed fetch, the same URL
 * with `?retry=N` (chunkLoader), which a browser fetches again.
 */
const loadBehaviours = chunkLoader(() => import(/* @vite-ignore */ behavioursScript), behavioursScript);

/**
 * The behaviours script (web/app/behaviours/behaviours.ts, its own chunk:
 * web/vite/client-chunk-plugin.ts) of the current page. In the prerendered page it is a module
 * script, started with the app's once the page is painted; a page whose route says
 * `handle.behaviours === false` (the search page, which shows no build-time content) leaves it out
 * and saves its bytes on a first visit. On hydration and after each client navigation to a page
 * that needs it, it is imported: the first time that is where a page reached from the search page
 * gets it, and when its fetch failed (offline for a moment), the next page the reader opens tries
 * again, so one lost fetch does not leave tabs and copy buttons dead until a reload.
 */
export function BehavioursScript() {
  const needed = useMatches().every((match) => (match.handle as BehavioursHandle | undefined)?.behaviours !== false);
  const { key } = useLocation();
  useEffect(() => {
    // A failure needs no message: the page's content is all there, and the next page tries again.
    if (needed) loadBehaviours().catch(() => {});
  }, [needed, key]);
  return needed ? <script type="module" src={behavioursScript} /> : null;
}
