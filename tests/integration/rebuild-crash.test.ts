import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { COMPLETE_MARKER } from "../../scripts/rebuild/local-build.ts";
import type { ServiceStatus } from "../../scripts/rebuild/service.ts";
import { waitFor } from "../support/wait-for.ts";

/*
 * `kill -9` of the rebuild receiver in the middle of a build, as a real child process
 * (`node scripts/rebuild/main.ts`) with the fake build, then a restart on the same site root.
 * About 10 s: most of it is the fake builds' delays.
 */

const root = resolve(import.meta.dirname, "../..");
const SECRET = "crash-test-secret";
const dir = mkdtempSync(join(tmpdir(), "tidewire-crash-"));
const siteRoot = join(dir, "site");
const datasetFile = join(dir, "dataset.ndjson");
const buildLog = join(dir, "builds.log");
writeFileSync(
  datasetFile,
  `${JSON.stringify({ _id: "docPage.2-0.intro", title: "Introduction", slug: { _type: "slug", current: "intro" } })}\n`,
);

interface Receiver {
  process: ChildProcess;
  url: string;
  siteUrl: string;
  exited: Promise<void>;
}

const started: ChildProcess[] = [];
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  // Should a failed assertion leave a build running, it must not outlive the test either.
  for (const { pid } of builds()) if (alive(pid)) process.kill(pid, "SIGKILL");
  await rm(dir, { recursive: true, force: true });
});

/** Starts the receiver on free ports; resolves once both servers log that they listen. */
async function startReceiver(fakeBuildDelayMs: number): Promise<Receiver> {
  const child = spawn(process.execPath, ["scripts/rebuild/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      SANITY_WEBHOOK_SECRET: SECRET,
      SITE_ROOT: siteRoot,
      PORT: "0",
      SITE_PORT: "0",
      REBUILD_ON_START: "1",
      REBUILD_COMMAND: `"${process.execPath}" scripts/rebuild/fake-build.ts`,
      TIDEWIRE_DATASET_FILE: datasetFile,
      FAKE_BUILD_LOG: buildLog,
      FAKE_BUILD_DELAY_MS: String(fakeBuildDelayMs),
    },
  });
  started.push(child);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const urls: Record<string, string> = {};
  await new Promise<void>((done, fail) => {
    child.once("exit", (code) => fail(new Error(`receiver exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const record = JSON.parse(line) as { msg: string; url?: string };
      if (record.msg.endsWith("listening") && record.url) urls[record.msg] = record.url;
      if (urls["rebuild receiver listening"] && urls["site server listening"]) done();
    });
  });
  return { process: child, url: urls["rebuild receiver listening"], siteUrl: urls["site server listening"], exited };
}

const status = async (url: string) => (await fetch(`${url}/status`)).json() as Promise<ServiceStatus>;

/** The fake builds started so far, with their process ids. */
const builds = (): { buildDir: string; pid: number }[] =>
  existsSync(buildLog)
    ? readFileSync(buildLog, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [];

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("rebuild receiver: kill -9 in the middle of a build", () => {
  it("ends the build with the receiver, and after a restart runs one build, serves the last good site and keeps no incomplete directory", {
    timeout: 60_000,
  }, async () => {
    // A first, quick build so there is a site to keep serving.
    const first = await startReceiver(0);
    await waitFor("the first build", async () => ((await status(first.url)).lastSuccessfulBuild ? true : undefined));
    const good = (await status(first.url)).current!.buildId;
    first.process.kill("SIGTERM");
    await first.exited;

    // A slow build, killed with the receiver while it runs.
    const second = await startReceiver(30_000);
    const interrupted = await waitFor("the slow build to start", () => builds()[1]);
    const interruptedId = await waitFor("its id in /status", async () => (await status(second.url)).running?.id);
    expect(existsSync(join(siteRoot, "builds", interruptedId, "client/assets/site.css"))).toBe(true);
    second.process.kill("SIGKILL");
    await second.exited;
    // The build's process group ends with its receiver: no orphan keeps running.
    await waitFor("the orphaned build to end", () => (alive(interrupted.pid) ? undefined : true), 5000);

    // The restart removes the incomplete directory before it builds again, and keeps serving.
    const third = await startReceiver(3000);
    expect(existsSync(join(siteRoot, "builds", interruptedId))).toBe(false);
    const rebuilding = await waitFor("the new build to start", () => builds()[2]);
    const now = await status(third.url);
    expect(now.state).toBe("building");
    expect(builds().filter((build) => alive(build.pid))).toEqual([rebuilding]);
    const page = await fetch(`${third.siteUrl}/docs/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Introduction");
    expect(now.current!.buildId).toBe(good);

    await waitFor("the new build to finish", async () =>
      (await status(third.url)).state === "idle" ? true : undefined,
    );
    const after = await status(third.url);
    expect(after.lastBuild).toMatchObject({ result: "success" });
    const kept = readdirSync(join(siteRoot, "builds"));
    expect(kept.sort()).toEqual([good, after.current!.buildId].sort());
    for (const id of kept) expect(existsSync(join(siteRoot, "builds", id, COMPLETE_MARKER)), id).toBe(true);
    third.process.kill("SIGTERM");
    await third.exited;
  });
});
