import { describe, expect, it } from "vitest";
import { PublishLedger } from "./publish-ledger.ts";

const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, second)).toISOString();
const build = (id: string, started: number, finished: number, error?: { documentId?: string; field?: string }) => ({
  id,
  startedAt: at(started),
  finishedAt: at(finished),
  durationMs: (finished - started) * 1000,
  result: error ? ("failure" as const) : ("success" as const),
  ...(error ? { error: { message: `Invalid content in document ${error.documentId}`, ...error } } : {}),
});
const states = (ledger: PublishLedger) =>
  Object.fromEntries(ledger.snapshot(false).documents.map((entry) => [entry.documentId, entry.state]));

/** A ledger after an invalid publish of post.bad (build b1 fails on its slug), then a publish of page.ok (b2 fails on it too). */
function invalidThenValidPublish(): PublishLedger {
  const ledger = new PublishLedger();
  ledger.published("post.bad", at(1));
  ledger.buildStarted("b1", at(2));
  ledger.buildFinished(build("b1", 2, 5, { documentId: "post.bad", field: "slug" }));
  ledger.published("page.ok", at(6));
  ledger.buildStarted("b2", at(7));
  ledger.buildFinished(build("b2", 7, 9, { documentId: "post.bad", field: "slug" }));
  return ledger;
}

describe("the publish ledger", () => {
  it("shows a publish building, then live once a build that took it in succeeds", () => {
    const ledger = new PublishLedger();
    ledger.published("post.a", at(1), "update");
    ledger.buildStarted("b1", at(2));
    ledger.published("post.b", at(3));
    expect(states(ledger)).toEqual({ "post.a": "building", "post.b": "building" });
    ledger.buildFinished(build("b1", 2, 8));
    // post.b came after b1 started: it waits for the next build.
    expect(states(ledger)).toEqual({ "post.a": "live", "post.b": "building" });
    expect(ledger.snapshot(true).builds[0]).toMatchObject({ id: "b1", documents: ["post.a"], result: "success" });
  });

  it("puts a failure on the document the build names, and marks the next publish of another document waiting, not failed", () => {
    const ledger = invalidThenValidPublish();
    const [ok, bad] = ledger.snapshot(false).documents;
    expect(bad).toMatchObject({ documentId: "post.bad", state: "failed", error: { field: "slug" }, buildId: "b2" });
    expect(ok).toMatchObject({ documentId: "page.ok", state: "waiting", blockedBy: { documentId: "post.bad" } });
    expect(ok.error).toBeUndefined();
  });

  it("makes failed and waiting publishes live when a later build succeeds", () => {
    const ledger = invalidThenValidPublish();
    ledger.published("post.bad", at(10));
    ledger.buildStarted("b3", at(11));
    ledger.buildFinished(build("b3", 11, 15));
    expect(states(ledger)).toEqual({ "post.bad": "live", "page.ok": "live" });
    expect(ledger.snapshot(false).documents.every((entry) => !entry.error && !entry.blockedBy)).toBe(true);
  });

  it("names a document the build failed on that nobody published: a post whose author was deleted", () => {
    const ledger = new PublishLedger();
    ledger.published("author.maya", at(1), "delete");
    ledger.buildStarted("b1", at(2));
    ledger.buildFinished(build("b1", 2, 5, { documentId: "post.x", field: "authors[0]" }));
    expect(ledger.snapshot(false).documents).toMatchObject([
      { documentId: "post.x", state: "failed", error: { field: "authors[0]" } },
      { documentId: "author.maya", state: "waiting", operation: "delete", blockedBy: { documentId: "post.x" } },
    ]);
  });

  it("keeps a failure without a document on the publishes of that build only", () => {
    const ledger = new PublishLedger();
    ledger.published("post.a", at(1));
    ledger.buildStarted("b1", at(2));
    ledger.buildFinished({ ...build("b1", 2, 5), result: "failure", error: { message: "build timed out" } });
    expect(ledger.snapshot(false).documents[0]).toMatchObject({
      state: "waiting",
      blockedBy: { message: "build timed out" },
    });
  });
});
