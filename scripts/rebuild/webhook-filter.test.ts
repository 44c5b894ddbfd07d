import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, WEBHOOK_FILTER } from "./webhook-filter.ts";

const root = join(import.meta.dirname, "../..");

describe("the rebuild webhook's filter", () => {
  it("names every document type an editor can publish, the error catalogue's included", () => {
    expect(DOCUMENT_TYPES).toEqual(expect.arrayContaining(["docPage", "blogPost", "errorType", "siteSettings"]));
    for (const name of DOCUMENT_TYPES) expect(WEBHOOK_FILTER).toContain(JSON.stringify(name));
  });

  it.each([["docs/publishing.md"], ["content/docs/1.37/tutorial-basics/deploy-your-site.md"]])(
    "is the filter %s tells whoever registers the webhook to paste",
    (file) => {
      const text = readFileSync(join(root, file), "utf8");
      const given = [...text.matchAll(/_type in \[[^\]]*\]/g)].map((match) => match[0]);
      expect(given).toEqual([WEBHOOK_FILTER]);
    },
  );
});
