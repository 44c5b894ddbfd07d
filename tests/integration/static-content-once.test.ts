import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { STATIC_PART_ATTRIBUTE } from "../../web/app/lib/static-part.ts";
import { builtClient } from "../support/built-site.ts";

const client = builtClient();

/** A guide, an operation (its schema tree and samples), a post and the API changes page, with a text of their static content. */
const PAGES = [
  { path: "/docs/api-docs/payments", selector: "main .markdown p" },
  { path: "/docs/api/payments/create", selector: "main .schema-prop__description" },
  { path: "/docs/api/payments/create", selector: "main [data-sample-language=python] pre" },
  { path: "/blog/beneficiary-validation-api", selector: "main .markdown p" },
  { path: "/docs/api-changes/1.37-to-2.0", selector: "main .api-change__summary" },
];

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("static content travels once", () => {
  for (const { path, selector } of PAGES) {
    it(
      `${path}: ${selector} is in the markup once, in a static part a client navigation ` +
        `takes from that markup, and in no inline script and no .data file`,
      () => {
        const html = readFileSync(join(client, path, "index.html"), "utf8");
        const document = parse(html);
        const element = document.querySelector(selector);
        expect(element, `${selector} on ${path}`).not.toBeNull();
        const markup = element!.outerHTML;
        const text = element!.text.trim();
        expect(text.length).toBeGreaterThan(10);
        expect(occurrences(html, markup)).toBe(1);
        expect(element!.closest(`[${STATIC_PART_ATTRIBUTE}]`), `${selector} inside a static part`).not.toBeNull();
        const inlineScripts = document
          .querySelectorAll("script:not([src])")
          .map((script) => script.rawText)
          .join("\n");
        expect(inlineScripts).not.toContain(text.slice(0, 40));
        const data = readFileSync(join(client, `${path}.data`), "utf8");
        expect(data).not.toContain(text.slice(0, 40));
        expect(data).not.toContain(JSON.stringify(markup).slice(1, 60));
      },
    );
  }
});
