import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  COMPLETE_MARKER,
  currentBuild,
  newBuildId,
  parseContentError,
  prepareSiteRoot,
  pruneBuilds,
  recoverSiteRoot,
  switchCurrent,
} from "./local-build.ts";
import { ContentError } from "../../web/app/lib/content-error.ts";

describe("parseContentError", () => {
  it("finds the document named by the query layer, inside a stack trace and colour codes", () => {
    const output =
      "\u001b[31mError: Prerender: Request failed\u001b[39m\n    Error: Invalid content " +
      'in document docPage.2-0.intro: field "slug" is missing (query DOC_SLUGS_QUERY)\n ' +
      "   at validate (file.js:1:1)";
    expect(parseContentError(output)).toEqual({
      documentId: "docPage.2-0.intro",
      field: "slug",
      message: 'Invalid content in document docPage.2-0.intro: field "slug" is invalid; the build log has the details',
    });
  });

  it("never repeats what the output says beyond the document and the field: the rest may be anything a step printed", () => {
    const secret = "SANITY_AUTH_TOKEN=skSecret123";
    const crafted = [
      `Invalid content in document docPage.2-0.intro: field "slug" is missing ${secret}`,
      `Invalid content in document docPage.2-0.intro: field "${secret} /etc/passwd" is missing`,
    ];
    for (const output of crafted) {
      const failure = parseContentError(output)!;
      expect(failure.documentId).toBe("docPage.2-0.intro");
      expect(JSON.stringify(failure)).not.toMatch(/skSecret123|passwd/);
    }
    expect(parseContentError(crafted[1])!.message).toContain('field "(not shown)"');
  });

  it("finds the document named by the dataset compiler, which prints the same message", () => {
    const message = new ContentError("blogPost.hello", "title", "is required", "blog/hello.md").message;
    expect(parseContentError(`> node scripts/build/dataset/compile-dataset.ts\n${message}\nnpm error code 1`)).toEqual({
      documentId: "blogPost.hello",
      field: "title",
      message: 'Invalid content in document blogPost.hello: field "title" is invalid; the build log has the details',
    });
  });

  it("reports a content error that names no single document without a document id", () => {
    const message = new ContentError(null, "status", 'must be "current" on exactly one version, not 2', "versions.yaml")
      .message;
    expect(parseContentError(message)).toEqual({
      field: "status",
      message: 'Invalid content: field "status" is invalid; the build log has the details',
    });
  });

  it("returns null when no document is named", () => {
    expect(parseContentError("Error: ENOSPC: no space left on device")).toBeNull();
  });
});

describe("site root", () => {
  const scratch: string[] = [];
  const scratchDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    scratch.push(dir);
    return dir;
  };
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const makeBuild = (siteRoot: string, id: string, { complete = true } = {}) => {
    mkdirSync(join(siteRoot, "builds", id, "client"), { recursive: true });
    writeFileSync(join(siteRoot, "builds", id, "client/index.html"), id);
    if (complete) writeFileSync(join(siteRoot, "builds", id, COMPLETE_MARKER), "");
  };

  it("switches the current link by rename, with a relative target, and prunes old builds but never the served one", async () => {
    const siteRoot = scratchDir("tidewire-siteroot-");
    const ids = [
      "20260101T000000000Z-000001",
      "20260101T000000000Z-000002",
      "20260101T000000000Z-000003",
      "20260101T000000000Z-000004",
    ];
    ids.forEach((id) => makeBuild(siteRoot, id));
    await switchCurrent(siteRoot, ids[1]);
    expect(readlinkSync(join(siteRoot, "current"))).toBe(`builds/${ids[1]}/client`);
    await switchCurrent(siteRoot, ids[2]);
    expect(currentBuild(siteRoot)?.buildId).toBe(ids[2]);
    expect(readFileSync(join(siteRoot, "current/index.html"), "utf8")).toBe(ids[2]);
    // No temporary link is left behind.
    expect(readdirSync(siteRoot).sort()).toEqual(["builds", "current"]);

    expect((await pruneBuilds(siteRoot, 2)).sort()).toEqual([ids[0], ids[1]]);
    expect(readdirSync(join(siteRoot, "builds")).sort()).toEqual([ids[2], ids[3]]);
    await expect(switchCurrent(siteRoot, "no-such-build")).rejects.toThrow(/no client directory/);
    expect(currentBuild(siteRoot)?.buildId).toBe(ids[2]);
  });

  it("never keeps an incomplete build as a rollback candidate, however new", async () => {
    const siteRoot = scratchDir("tidewire-siteroot-");
    const ids = [
      "20260101T000000000Z-000001",
      "20260101T000000000Z-000002",
      "20260101T000000000Z-000003",
      "20260101T000000000Z-000004",
    ];
    ids.slice(0, 3).forEach((id) => makeBuild(siteRoot, id));
    // The newest directory is what a crash leaves: no completion marker, maybe not even files.
    mkdirSync(join(siteRoot, "builds", ids[3]));
    await switchCurrent(siteRoot, ids[2]);
    expect((await pruneBuilds(siteRoot, 2)).sort()).toEqual([ids[0], ids[3]]);
    expect(readdirSync(join(siteRoot, "builds")).sort()).toEqual([ids[1], ids[2]]);
  });

  it("removes incomplete builds at start-up and marks the served one complete", async () => {
    const siteRoot = scratchDir("tidewire-siteroot-");
    const served = "20260101T000000000Z-000001";
    const crashed = "20260101T000000000Z-000002";
    makeBuild(siteRoot, served, { complete: false });
    makeBuild(siteRoot, crashed, { complete: false });
    await switchCurrent(siteRoot, served);
    expect(await recoverSiteRoot(siteRoot, "/work/project")).toEqual([crashed]);
    expect(readdirSync(join(siteRoot, "builds"))).toEqual([served]);
    expect(existsSync(join(siteRoot, "builds", served, COMPLETE_MARKER))).toBe(true);
    expect(existsSync(join(siteRoot, "build.lock"))).toBe(false);
  });

  it("links node_modules into a site root outside the project, and ignores builds inside it", async () => {
    const outside = scratchDir("tidewire-siteroot-");
    prepareSiteRoot(outside, "/work/project");
    expect(lstatSync(join(outside, "node_modules")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(outside, "node_modules"))).toBe("/work/project/node_modules");

    const project = scratchDir("tidewire-project-");
    prepareSiteRoot(join(project, ".rebuild"), project);
    expect(readFileSync(join(project, ".rebuild/.gitignore"), "utf8")).toContain("*");
    expect(existsSync(join(project, ".rebuild/node_modules"))).toBe(false);
    // An existing folder of the project gets no .gitignore, and the project root is refused.
    mkdirSync(join(project, "web"));
    prepareSiteRoot(join(project, "web"), project);
    expect(existsSync(join(project, "web/.gitignore"))).toBe(false);
    expect(() => prepareSiteRoot(project, project)).toThrow(/must not be the project root/);
  });

  it("makes build ids that sort by time", () => {
    const a = newBuildId(new Date("2026-01-01T00:00:00.000Z"));
    const b = newBuildId(new Date("2026-01-01T00:00:00.001Z"));
    expect(a).toMatch(/^20260101T000000000Z-[0-9a-f]{6}$/);
    expect([b, a].sort()).toEqual([a, b]);
  });
});
