import { useSyncExternalStore } from "react";
import type { PublishSnapshot } from "../../scripts/rebuild/publish-ledger.ts";

/** How often the Studio asks the receiver, in ms: a publish builds in about 5 to 15 s (docs/publishing.md). */
const POLL_MS = 4000;

/** Read at build time: Sanity's Vite config exposes SANITY_STUDIO_* variables on import.meta.env. */
const STATUS_URL = (import.meta.env?.SANITY_STUDIO_PUBLISH_STATUS_URL as string | undefined) || undefined;
const STATUS_TOKEN = (import.meta.env?.SANITY_STUDIO_PUBLISH_STATUS_TOKEN as string | undefined) || undefined;

/** Whether this Studio build knows where to read publish outcomes (both variables set). */
export const publishStatusConfigured = Boolean(STATUS_URL && STATUS_TOKEN);

/** The last answer of the receiver's GET /publish-status, or why there is none. */
export interface PublishStatusState {
  snapshot: PublishSnapshot | null;
  /** Why the last request failed (network, 401…), null after a success. */
  error: string | null;
}

let state: PublishStatusState = { snapshot: null, error: null };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

async function poll(): Promise<void> {
  try {
    const response = await fetch(new URL("/publish-status", STATUS_URL), {
      headers: { authorization: `Bearer ${STATUS_TOKEN}` },
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`the publishing service answered ${response.status}`);
    state = { snapshot: (await response.json()) as PublishSnapshot, error: null };
  } catch (error) {
    state = { ...state, error: (error as Error).message };
  }
  for (const listener of listeners) listener();
  if (listeners.size) timer = setTimeout(poll, POLL_MS);
}

/** Subscribes to publish outcomes; the first subscriber starts polling and the last one stops it. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && publishStatusConfigured) void poll();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) clearTimeout(timer);
  };
}

/**
 * The receiver's publish outcomes (scripts/rebuild/publish-ledger.ts), refreshed every POLL_MS
 * while any component shows them; one request per interval however many badges are on screen.
 */
export function usePublishStatus(): PublishStatusState {
  return useSyncExternalStore(subscribe, () => state);
}
