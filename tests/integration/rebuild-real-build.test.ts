import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { silentLogger } from "../../scripts/rebuild/logger.ts";
import type { PublishSnapshot } from "../../scripts/rebuild/publish-ledger.ts";
import { createRebuildService, type RebuildService, type ServiceStatus } from "../../scripts/rebuild/service.ts";

/*
 * The rebuild receiver driving the real site build (its default command) over a copy of the
 * compiled dataset, in a site root outside the project (so the node_modules link that lets the
 * prerender step import the server bundle is exercised too). The first publish is a full build
 * (tens of seconds on an idle machine), hence the long time limit; later ones update a copy of
 * the served build.
 */

const root = resolve(import.meta.dirname, "../..");
const SECRET = `test-secret-${randomUUID()}`;
const INTRO = "docPage.2-0.intro";
const STATUS_TOKEN = `status-${randomUUID()}`;

let dir: string;
let datasetFile: string;
let service: RebuildService;
let server: Server;
let url: string;

/** Rewrites the dataset copy, changing the intro page (the stand-in for a publish in the Studio). */
function publishIntro(change: (doc: Record<string, unknown>) => Record<string, unknown>) {
  const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8").trim().split("\n");
  writeFileSync(
    datasetFile,
    lines
      .map((line) => {
        const doc = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(doc._id === INTRO ? change(doc) : doc);
      })
      .join("\n") + "\n",
  );
}

async function deliver(documentId = INTRO) {
  const body = JSON.stringify({ _id: documentId, _rev: randomUUID() });
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  const response = await fetch(`${url}/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": signature,
      "idempotency-key": randomUUID(),
    },
    body,
  });
  return response.status;
}

const status = async () => (await fetch(`${url}/status`)).json() as Promise<ServiceStatus>;
const publishStatus = async () =>
  (
    await fetch(`${url}/publish-status`, { headers: { authorization: `Bearer ${STATUS_TOKEN}` } })
  ).json() as Promise<PublishSnapshot>;

function snapshot(path: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const base = realpathSync(path);
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const child = join(current, name);
      if (statSync(child).isDirectory()) walk(child);
      else files.set(relative(base, child), readFileSync(child));
    }
  };
  walk(base);
  return files;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tidewire-rebuild-real-"));
  datasetFile = join(dir, "dataset.ndjson");
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, TIDEWIRE_DATASET_FILE: datasetFile };
  // The embedded dataset copy, whatever the developer's shell points at.
  for (const name of [
    "SANITY_PROJECT_ID",
    "SANITY_DATASET",
    "SANITY_API_VERSION",
    "SANITY_READ_TOKEN",
    "SANITY_API_HOST",
  ])
    delete buildEnv[name];
  service = createRebuildService({
    secret: SECRET,
    projectRoot: root,
    siteRoot: join(dir, "site"),
    // TIDEWIRE_DATASET_FILE names the content, so the build does not compile content/ (which writes .cache/).
    buildEnv,
    publishStatusToken: STATUS_TOKEN,
    logger: silentLogger,
  });
  server = createServer(service.app).listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await service?.stop();
  await new Promise((done) => server?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("rebuild receiver with the real site build", () => {
  let good: ServiceStatus;
  let before: Map<string, Buffer>;

  it("publishes a content change through the real build", { timeout: 300_000 }, async () => {
    const title = `Introduction, rebuilt ${randomUUID().slice(0, 8)}`;
    publishIntro((doc) => ({ ...doc, title }));
    expect(await deliver()).toBe(202);
    await service.idle();
    good = await status();
    expect(good.lastBuild, JSON.stringify(good.lastBuild?.error)).toMatchObject({ result: "success" });
    const current = join(service.siteRoot, "current");
    expect(readFileSync(join(current, "docs/intro/index.html"), "utf8")).toContain(title);
    // postbuild ran in the fresh directory (TIDEWIRE_BUILD_DIR), not in build/.
    expect(readFileSync(join(current, "404.html"), "utf8")).toContain("</html>");
    expect(readdirSync(join(current, "search-index")).length).toBeGreaterThan(0);
    before = snapshot(current);
  });

  it("publishes the next change by updating a copy of the served build", { timeout: 300_000 }, async () => {
    const title = `Introduction, edited ${randomUUID().slice(0, 8)}`;
    publishIntro((doc) => ({ ...doc, title }));
    expect(await deliver()).toBe(202);
    await service.idle();
    const next = await status();
    expect(next.lastBuild, JSON.stringify(next.lastBuild?.error)).toMatchObject({ result: "success" });
    expect(next.current).not.toEqual(good.current);
    const log = readFileSync(join(service.siteRoot, "logs", `${next.lastBuild!.id}.log`), "utf8");
    expect(log).toContain(`build: publish of ${INTRO}`);
    expect(log).toMatch(/build: incremental, \d+ pages rendered/);
    const current = join(service.siteRoot, "current");
    expect(readFileSync(join(current, "docs/intro/index.html"), "utf8")).toContain(title);
    // The build it was copied from is still whole: a request that resolved it keeps reading it.
    expect(snapshot(join(service.siteRoot, "builds", good.current!.buildId, "client"))).toEqual(before);
    good = next;
    before = snapshot(current);
  });

  it("keeps that site when the next publish has invalid content, naming the document", {
    timeout: 300_000,
  }, async () => {
    publishIntro(({ slug: _slug, ...doc }) => doc);
    expect(await deliver()).toBe(202);
    await service.idle();
    const failed = await status();
    expect(failed.lastBuild).toMatchObject({ result: "failure", error: { documentId: INTRO } });
    expect(failed.lastBuild!.error!.message).toContain(`Invalid content in document ${INTRO}: field "slug" is invalid`);
    expect(failed.current).toEqual(good.current);
    expect(snapshot(join(service.siteRoot, "current"))).toEqual(before);
  });

  it("tells editors which document and field failed, and does not blame the next publish of another document", {
    timeout: 300_000,
  }, async () => {
    const afterFailure = await publishStatus();
    expect(afterFailure.documents[0]).toMatchObject({
      documentId: INTRO,
      state: "failed",
      error: { documentId: INTRO, field: "slug" },
    });
    const post = "blogPost.collection-upload-url-api";
    expect(await deliver(post)).toBe(202);
    await service.idle();
    const next = await publishStatus();
    expect(next.builds[0]).toMatchObject({ result: "failure", documents: [post], error: { documentId: INTRO } });
    expect(next.documents.find((entry) => entry.documentId === post)).toMatchObject({
      state: "waiting",
      blockedBy: { documentId: INTRO, field: "slug" },
    });
    expect(next.documents.find((entry) => entry.documentId === INTRO)).toMatchObject({ state: "failed" });
    expect((await fetch(`${url}/publish-status`)).status).toBe(401);
  });
});
