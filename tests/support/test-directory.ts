import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";

/**
 * A new, empty directory under the system's temporary directory (`prefix` followed by random
 * characters), removed with everything in it when the current test ends, passed or failed (Vitest
 * `onTestFinished`): a suite run leaves nothing behind in /tmp. Call it from inside a test, or from
 * a helper a test calls. Throws what `mkdtempSync` throws.
 */
export function testDirectory(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
