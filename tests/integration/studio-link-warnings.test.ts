import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { headingAnchors } from "../../web/app/lib/link-target.ts";
import { internalLinkAnchor, linkTarget } from "../../blocks/link/link-target-validation.ts";

/** The compiled seed dataset, queried with groq-js as the Studio's client would query the Content Lake. */
const dataset = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { _id: string; body?: unknown });
const fetch = async (query: string, params: Record<string, unknown> = {}) =>
  (await evaluate(parse(query), { dataset, params })).get();
const byId = (id: string) => dataset.find((doc) => doc._id === id)!;

/** The validation context Sanity passes, with what these validators read. */
const context = (document: object, parent?: object) =>
  ({
    environment: "studio",
    document,
    parent,
    getClient: () => ({ withConfig: () => ({ fetch }) }),
  }) as never;

describe("the Studio's link warnings, on the seed dataset", () => {
  const payments = byId("docPage.2-0.api-docs.payments");
  const anchor = [...headingAnchors(payments.body)][0];
  const post = byId("blogPost.collection-upload-url-api");

  it("accept a link to a published page and one of its headings", async () => {
    expect(anchor).toBeTruthy();
    expect(await linkTarget(`/docs/api-docs/payments#${anchor}`, context(post))).toBe(true);
    expect(await internalLinkAnchor(anchor, context(post, { reference: { _ref: payments._id } }))).toBe(true);
  });

  it("warn about a path no published page has, and a heading the page does not have", async () => {
    expect(await linkTarget("/docs/api-docs/payment", context(post))).toMatch(
      /No published doc page has the address \/docs\/api-docs\/payment/,
    );
    expect(await linkTarget("/docs/api-docs/payments#no-such-heading", context(post))).toMatch(
      /has no heading with the anchor "no-such-heading"/,
    );
    expect(
      await internalLinkAnchor("no-such-heading", context(post, { reference: { _ref: `drafts.${payments._id}` } })),
    ).toMatch(/no heading with the anchor "no-such-heading"/);
  });

  it("read an #anchor against the headings of the draft being edited", async () => {
    const draft = {
      ...payments,
      _id: `drafts.${payments._id}`,
      body: [{ _type: "block", _key: "h", style: "h2", children: [{ text: "Brand new" }] }],
    };
    expect(await linkTarget("#brand-new", context(draft))).toBe(true);
    expect(await linkTarget(`#${anchor}`, context(draft))).toMatch(/no heading with the anchor/);
  });
});
