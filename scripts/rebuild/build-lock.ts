import lockfile from "proper-lockfile";

/**
 * The site root's build lock (proper-lockfile): a lock directory `<path>.lock` whose modification
 * time the holder refreshes every second; a holder that died without releasing it counts as gone
 * once the time is 5 s old, and the next one takes the lock over. `realpath: false`: the locked
 * path itself need not exist.
 */
export const BUILD_LOCK_OPTIONS = { stale: 5000, update: 1000, realpath: false } as const;

/**
 * Waits, however long it takes, until the build lock at `path` is free (or abandoned), takes it,
 * and resolves to the function that releases it. `onCompromised` is called if the lock is lost
 * while held (its directory removed, or not refreshed in time); default: throw, as proper-lockfile does.
 */
export function waitForBuildLock(path: string, onCompromised?: (error: Error) => void): Promise<() => Promise<void>> {
  return lockfile.lock(path, {
    ...BUILD_LOCK_OPTIONS,
    retries: { forever: true, minTimeout: 200, maxTimeout: 1000 },
    ...(onCompromised ? { onCompromised } : {}),
  });
}

/** Releases the build lock at `path` at once (for a process about to end). Throws when it is not held. */
export function releaseBuildLockSync(path: string): void {
  lockfile.unlockSync(path, BUILD_LOCK_OPTIONS);
}
