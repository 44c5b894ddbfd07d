/**
 * Resolves to the first value `check` returns that is not undefined, asking again every 50 ms: a
 * test waits for a state (a build started, a process ended) instead of a fixed time. Throws
 * `timed out waiting for <what>` after `timeoutMs` (default 20 000 ms), so a missed state fails by
 * name instead of hanging.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
