import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is scripts/dev/studio/sanity-cli.ts). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The Sanity CLI entry point installed with the project (`node_modules/.bin/sanity`). */
const SANITY_BIN = join(repoRoot, "node_modules/@sanity/cli/bin/run.js");

/** What a finished CLI run printed and returned. */
export interface SanityRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the project's Sanity CLI with `args` in the repository root, under the same Node as the
 * caller, and resolves when it exits (it never rejects on a non-zero exit: callers decide).
 * `env` is added to the current environment; telemetry and update checks are off because they
 * would call the network. Rejects only when the process cannot start.
 */
export function runSanity(args: string[], env: Record<string, string | undefined> = {}): Promise<SanityRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [SANITY_BIN, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0", NO_COLOR: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? 1, stdout, stderr }));
  });
}
