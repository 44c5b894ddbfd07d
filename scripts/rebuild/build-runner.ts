/**
 * Runs one build for the rebuild receiver (local-build.ts), as the leader of the build's own
 * process group: `node scripts/rebuild/build-runner.ts <lock path> <shell command>`.
 *
 * 1. Takes the site root's build lock (build-lock.ts; a holder that died is taken over after 5 s).
 *    Two builds therefore never run at once, even when a receiver was restarted while its build
 *    was still ending. It waits as long as the lock is held; the receiver's build timeout bounds
 *    the wait.
 * 2. Runs the command with a shell, in the same process group, its output passed through.
 * 3. Ends the whole group (itself included) when its standard input closes: the receiver holds
 *    the other end, and the kernel closes it however the receiver ends, `kill -9` included, so a
 *    build never outlives its receiver as an orphan.
 * Exits with the command's exit code (128 + signal number when it was killed).
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { releaseBuildLockSync, waitForBuildLock } from "./build-lock.ts";

const [lockPath, command] = process.argv.slice(2);
if (!lockPath || !command) {
  console.error("build-runner: usage: build-runner.ts <lock path> <shell command>");
  process.exit(2);
}

let locked = false;
const endGroup = () => {
  if (locked) {
    try {
      releaseBuildLockSync(lockPath);
    } catch {
      // Already released or taken over; the group ends either way.
    }
  }
  // SIGKILL to the group: the shell and everything it started (vite, prerender workers) stop at
  // once, with no chance to write more into the build directory.
  process.kill(-process.pid, "SIGKILL");
};

process.stdin.on("end", endGroup);
process.stdin.on("close", endGroup);
process.stdin.resume();

await waitForBuildLock(lockPath, (error) => {
  console.error(`build-runner: the build lock was lost (${error.message}); stopping this build`);
  endGroup();
});
locked = true;

const child = spawn(command, { shell: true, stdio: ["ignore", "inherit", "inherit"] });
const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
process.on("SIGTERM", forward("SIGTERM"));
process.on("SIGINT", forward("SIGINT"));
child.on("error", (error) => {
  console.error(`build-runner: ${error.message}`);
  releaseBuildLockSync(lockPath);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  releaseBuildLockSync(lockPath);
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
