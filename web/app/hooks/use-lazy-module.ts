import { useCallback, useEffect, useState } from "react";

/** Where a lazily loaded module stands: loading, loaded (with the module), or failed (with the error). */
export type LazyModuleState<M> =
  | { status: "loading" }
  | { status: "ready"; module: M }
  | { status: "failed"; error: unknown; retry: () => void };

/**
 * The loader of a module the app imports lazily, for `useLazyModule`: `load` (the `import()` of
 * it, which the bundler splits into its own chunk) until an import fails, then the chunk's URL
 * (`chunkUrl`, served by web/vite/client-chunk-plugin.ts) with a query naming the attempt. A
 * browser that keeps a failed module fetch in its module map (the HTML standard before
 * whatwg/html#10327, and Chromium 150 still) fails every later import of the same URL at once; a
 * new URL is a new entry, fetched again. Rejects as the import does.
 */
export function chunkLoader<M>(load: () => Promise<M>, chunkUrl: string): () => Promise<M> {
  let failed = 0;
  return () =>
    (failed ? (import(/* @vite-ignore */ `${chunkUrl}?retry=${failed}`) as Promise<M>) : load()).catch((error) => {
      failed++;
      throw error;
    });
}

/**
 * A module of code loaded only when a part of the page first needs it (search suggestions, the
 * search highlight bar), with its failure kept local: a failed import (offline, a missing chunk)
 * is reported as `failed` with a `retry`, for the part to show an inline message with Retry in its
 * own place, while the rest of the page stays as it is. Never throws to an error boundary. The
 * import starts when `wanted` first becomes true (the browser's module map shares one import of a
 * URL among the parts that ask), and Retry imports again, under a new URL when `load` is a
 * `chunkLoader`.
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted = true): LazyModuleState<M> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyModuleState<M>>({ status: "loading" });
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load().then(
      (module) => current && setState({ status: "ready", module }),
      (error: unknown) => current && setState({ status: "failed", error, retry }),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, attempt, retry]);
  return state;
}
