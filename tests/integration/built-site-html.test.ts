import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtClient } from "../support/built-site.ts";
import { repoRoot } from "../support/openapi-documents.ts";

const client = builtClient();

/** One built page of every template. */
const TEMPLATE_PAGES = [
  "index.html",
  "docs/api-docs/payments/index.html",
  "docs/1.37/tutorial-basics/markdown-features/index.html",
  "docs/api/payments/create/index.html",
  "docs/api/payments/webhook/index.html",
  "docs/api/payments/index.html",
  "docs/api-changes/1.37-to-2.0/index.html",
  "blog/index.html",
  "blog/beneficiary-validation-api/index.html",
  "blog/archive/index.html",
  "blog/authors/index.html",
  "blog/tags/index.html",
  "blog/tags/payment/index.html",
  "markdown-page/index.html",
  "errors/index.html",
  "errors/quote-expired/index.html",
  "search/index.html",
  "404.html",
];

const EXPECT_LINK_MESSAGE =
  ".*A .link. element with a .blocking. attribute must have a .rel. attribute whose value is .stylesheet.*";

describe("HTML of every template", () => {
  it("is valid HTML according to the Nu Html Checker (vnu-jar)", () => {
    const result = spawnSync(
      "java",
      [
        "-jar",
        join(repoRoot, "node_modules/vnu-jar/build/dist/vnu.jar"),
        "--errors-only",
        // The checker predates the link type "expect" (HTML Standard, #link-type-expect) and still
        // allows the blocking attribute on stylesheets only: that message is left out, and the
        // expect link is the only other one with the attribute (asserted below).
        "--filterpattern",
        EXPECT_LINK_MESSAGE,
        ...TEMPLATE_PAGES.map((page) => join(client, page)),
      ],
      { encoding: "utf8" },
    );
    expect(result.stderr.replaceAll(`file:${client}/`, "").trim()).toBe("");
    expect(result.status).toBe(0);
    for (const page of TEMPLATE_PAGES) {
      const html = readFileSync(join(client, page), "utf8");
      const blocking = html.match(/<link [^>]*blocking=[^>]*>/g) ?? [];
      expect(
        blocking.filter((link) => !/rel="(expect|stylesheet)"/.test(link)),
        page,
      ).toEqual([]);
    }
  });

  it("counts schema disclosures in words that agree with the number", () => {
    const signUp = readFileSync(join(client, "docs/api/users/sign-up/index.html"), "utf8");
    expect(signUp).toContain("Show 1 child property of");
    expect(signUp).not.toMatch(/Show 1 (child|item) properties/);
  });

  it("gives the API overview the rules every operation follows, each linked to where it is explained", () => {
    const overview = readFileSync(join(client, "docs/api/index.html"), "utf8");
    for (const href of [
      "/docs/intro#errors",
      "/docs/intro#idempotency",
      "/docs/intro#pagination",
      "/docs/intro#rate-limits",
      "/docs/api-docs/users#act-for-a-user",
      "/docs/intro#test-in-the-sandbox",
    ])
      expect(overview).toContain(`href="${href}"`);
  });
});
