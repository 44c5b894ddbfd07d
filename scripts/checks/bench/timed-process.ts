import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { treeRss } from "./process-memory.ts";

/** What `timedProcess` measured: wall time in ms, peak resident memory of the process tree in bytes, and its output. */
export interface TimedProcess {
  ms: number;
  peak: number;
  /** Its stdout and stderr, interleaved as they came. */
  output: string;
}

/**
 * Runs `command` with `args` in `cwd` with `env`, its output captured, and measures it: wall time
 * from spawn to exit, and the peak resident memory of its whole process tree (treeRss, sampled
 * every 100 ms: a build's threads and child processes count). Rejects with `failure` and the last
 * 3,000 characters of its output when it exits with anything but 0.
 */
export function timedProcess(
  command: string,
  args: string[],
  { cwd, env, failure }: { cwd: string; env: NodeJS.ProcessEnv; failure: string },
): Promise<TimedProcess> {
  const started = performance.now();
  let peak = 0;
  let output = "";
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 100);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code === 0) done({ ms: performance.now() - started, peak, output });
      else fail(new Error(`${failure}:\n${output.slice(-3000)}`));
    });
  });
}
