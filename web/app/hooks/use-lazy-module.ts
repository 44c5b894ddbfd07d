import { useCallback, useEffect, useState } from "react";

/** Where a lazily loaded module stands: loading, loaded (with the module), or failed (with the error). */
export type LazyModuleState<M> =
  | { status: "loading" }
  | { status: "ready"; module: M }
  | { status: "failed"; error: unknown; retry: () => void };

/**
 * A module of code loaded only when a part of the page first needs it (search suggestions, the
 * search highlight bar), with its failure kept local: a failed import (offline, a missing chunk)
 * is reported as `failed` with a `retry`, for the part to show an inline message with Retry in its
 * own place, while the rest of the page stays as it is. Never throws to an error boundary. The
 * import starts when `wanted` first becomes true; one import is shared by every part that asks for
 * the same `load` function, and a failed one is forgotten, so Retry imports again (browsers
 * fetch a failed dynamic import again).
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
    importOnce(load).then(
      (module) => current && setState({ status: "ready", module }),
      (error: unknown) => current && setState({ status: "failed", error, retry }),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, attempt, retry]);
  return state;
}

const imports = new Map<() => Promise<unknown>, Promise<unknown>>();

function importOnce<M>(load: () => Promise<M>): Promise<M> {
  let pending = imports.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load();
    imports.set(load, pending);
    pending.catch(() => imports.delete(load));
  }
  return pending;
}
