import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";

const root = resolve(import.meta.dirname, "../..");

/** Runs the real site build against a modified copy of the compiled dataset, into a scratch directory. */
function buildWith(change: (doc: Record<string, unknown>) => Record<string, unknown>) {
  // Inside the project: prerendering imports the server build, which must resolve node_modules.
  mkdirSync(join(root, ".cache"), { recursive: true });
  const dir = mkdtempSync(join(root, ".cache/broken-build-"));
  const datasetFile = join(dir, "dataset.ndjson");
  const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8").trim().split("\n");
  writeFileSync(datasetFile, lines.map((line) => JSON.stringify(change(JSON.parse(line)))).join("\n"));
  const result = spawnSync(process.execPath, [join(root, "scripts/build/build.ts")], {
    cwd: root,
    env: { ...process.env, TIDEWIRE_DATASET_FILE: datasetFile, TIDEWIRE_BUILD_DIR: join(dir, "build") },
    encoding: "utf8",
  });
  rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe("building from invalid content", () => {
  it("fails naming the document whose slug is missing", () => {
    const { status, output } = buildWith((doc) => {
      if (doc._id !== "docPage.2-0.api-docs.payments") return doc;
      const { slug: _slug, ...rest } = doc;
      return rest;
    });
    expect(status).not.toBe(0);
    expect(output).toContain('Invalid content in document docPage.2-0.api-docs.payments: field "slug" is missing');
  });

  it("fails naming the document and field that reference a missing document", () => {
    const { status, output } = buildWith((doc) =>
      doc._id === "blogPost.collection-upload-url-api"
        ? { ...doc, tags: [{ _type: "reference", _ref: "tag.gone", _key: "gone" }] }
        : doc,
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in document blogPost.collection-upload-url-api: field "tags[0]" references missing document tag.gone',
    );
  });

  // Links are checked against the rendered site, so this build runs to its finishing steps (a full
  // build: tens of seconds beside other tests).
  it("fails naming the document and field of each link to a page or heading the site does not have", () => {
    const { status, output } = buildWith((doc) => {
      if (doc._id === "announcementBar") {
        const [block] = doc.content as { markDefs: { href: string }[] }[];
        block.markDefs[0].href = "/docs/api-docs/stablecoin-payout";
        return doc;
      }
      if (doc._id !== "docPage.2-0.intro") return doc;
      const link = { _type: "internalLink", _key: "to-payments", reference: { _ref: "docPage.2-0.api-docs.payments" } };
      const paragraph = {
        _type: "block",
        _key: "broken-anchor",
        style: "normal",
        markDefs: [{ ...link, anchor: "no-such-heading" }],
        children: [{ _type: "span", _key: "s", text: "Payments", marks: ["to-payments"] }],
      };
      return { ...doc, body: [...(doc.body as unknown[]), paragraph] };
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in document announcementBar: field "content[_key=="0585eece5de7"].markDefs[_key=="ad26aa16e11e"].href" ' +
        "links to /docs/api-docs/stablecoin-payout, but the site has no page /docs/api-docs/stablecoin-payout",
    );
    expect(output).toContain(
      'Invalid content in document docPage.2-0.intro: field "body[_key=="broken-anchor"].markDefs[_key=="to-payments"].anchor" ' +
        'links to /docs/api-docs/payments#no-such-heading, but that page has no heading "no-such-heading"',
    );
  }, 240_000);

  it("fails naming the document whose slug is not a valid address", () => {
    const { status, output } = buildWith((doc) =>
      doc._id === "blogPost.collection-upload-url-api"
        ? { ...doc, slug: { _type: "slug", current: "Collection Upload" } }
        : doc,
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in document blogPost.collection-upload-url-api: field "slug" is invalid: Use lowercase letters only',
    );
  });
});
