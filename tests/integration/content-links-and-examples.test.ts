import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkExamples,
  checkHref,
  checkLinks,
  checkOpenApiLinks,
  exampleSources,
  findFences,
  loadSiteModel,
  parseSchemaAnnotation,
  type SiteModel,
} from "../../scripts/checks/content/content-checks.ts";
import { parseCodeInfo } from "../../blocks/code/markdown.ts";
import { repoRoot, routesText } from "../support/openapi-documents.ts";

const contentDir = join(repoRoot, "content");

/**
 * Issue #5 acceptance: guides, intros, blog posts and pages link only to routes, anchors and API
 * operations that exist, and every JSON request or response they show validates against the
 * schema of the operation it illustrates (annotated in the fence, see content/STYLE.md).
 */
describe("the content in content/", () => {
  const site = loadSiteModel(contentDir, routesText());

  it("knows the routes of routes.txt, the API reference and the API changes page", () => {
    for (const path of [
      "/docs/intro",
      "/docs/api/payments/create",
      "/docs/1.37/api/payments/create",
      "/docs/api-changes/1.37-to-2.0",
      "/blog/page/2",
      "/blog/tags/payment",
    ])
      expect(site.routes).toContain(path);
    expect(site.anchoredPages.get("/docs/intro")?.anchors).toContain("idempotency");
  });

  it("links only to routes, anchors and operations that exist, from bodies, cards, navbar, footer and announcement", () => {
    expect(checkLinks(site)).toEqual([]);
  });

  it("keeps the guide anchors the API reference links to", () => {
    expect(checkOpenApiLinks(site)).toEqual([]);
  });

  it("annotates every JSON example of the guides, intros, posts and pages", () => {
    const files = exampleSources(site).map((source) => source.file);
    expect(files).toEqual(
      expect.arrayContaining([
        "docs/2.0/intro.md",
        "docs/2.0/api-docs/payments.md",
        "docs/1.37/intro.md",
        "docs/1.37/api-docs/payments.md",
        "blog/beneficiary-validation-api.md",
        "pages/index.md",
      ]),
    );
    expect(files.some((file) => file.includes("tutorial-basics"))).toBe(false);
    const annotated = files
      .flatMap((file) => findFences(readFileSync(join(contentDir, file), "utf8"), file))
      .filter((fence) => /^json\b/.test(fence.info));
    expect(annotated.length).toBeGreaterThan(60);
  });

  it("shows JSON examples that validate against the schema of the operation they illustrate", () => {
    expect(checkExamples(site)).toEqual([]);
  });
});

describe("the annotation syntax", () => {
  it("reads targets, none and malformed values", () => {
    expect(parseSchemaAnnotation('json title="Response" schema="payments/quote 201"')).toEqual({
      kind: "target",
      group: "payments",
      operation: "quote",
      part: { status: "201" },
    });
    expect(parseSchemaAnnotation('json schema="payments/create request" title="Request"')).toEqual({
      kind: "target",
      group: "payments",
      operation: "create",
      part: "request",
    });
    expect(parseSchemaAnnotation('json title="Payload" schema="payments/webhook webhook"')).toMatchObject({
      part: "webhook",
    });
    expect(parseSchemaAnnotation('json title="Shape only" schema="none"')).toEqual({ kind: "none" });
    expect(parseSchemaAnnotation('json schema="payments quote"')).toEqual({ kind: "invalid", value: "payments quote" });
    expect(parseSchemaAnnotation('json title="Response"')).toBeNull();
  });

  it("does not leak into the title or language of the stored code block", () => {
    expect(parseCodeInfo('json title="Response" schema="payments/quote 201" {2-3}')).toEqual({
      language: "json",
      filename: "Response",
      highlightedLines: [2, 3],
    });
    expect(parseCodeInfo('json schema="payments/create request" title="Request"')).toEqual({
      language: "json",
      filename: "Request",
    });
    expect(parseCodeInfo('json schema="none"')).toEqual({ language: "json" });
  });

  it("finds fences inside tabs and skips front matter", () => {
    const fences = findFences(
      [
        "---",
        "title: x",
        "---",
        "",
        ":::tabs",
        "@tab JSON",
        '```json title="Request" schema="payments/fund request"',
        "{}",
        "```",
        "@tab cURL",
        "```bash",
        "curl",
        "```",
        ":::",
      ].join("\n"),
      "x.md",
    );
    expect(fences.map((fence) => [fence.line, fence.info, fence.code])).toEqual([
      [7, 'json title="Request" schema="payments/fund request"', "{}"],
      [11, "bash", "curl"],
    ]);
  });
});

describe("the checks", () => {
  const scratch: string[] = [];
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A site model over a copy of content/ where `file` is edited. */
  function siteWith(file: string, edit: (text: string) => string): SiteModel {
    const dir = mkdtempSync(join(tmpdir(), "tidewire-content-"));
    scratch.push(dir);
    cpSync(contentDir, dir, { recursive: true });
    const path = join(dir, file);
    const before = readFileSync(path, "utf8");
    const after = edit(before);
    expect(after).not.toBe(before);
    writeFileSync(path, after);
    return loadSiteModel(dir, routesText());
  }

  const site = loadSiteModel(contentDir, routesText());

  it("catch links to missing routes, anchors and operations", () => {
    expect(checkHref(site, "/docs/no-such-page-anywhere", "/docs/intro")).toMatch(/no route/);
    expect(checkHref(site, "/blog/no-such-post", "/docs/intro")).toMatch(/no route/);
    expect(checkHref(site, "/docs/intro#no-such-heading", "/docs/intro")).toMatch(
      /no heading with the anchor "no-such-heading"/,
    );
    expect(checkHref(site, "#no-such-heading", "/docs/api-docs/payments")).toMatch(/no heading/);
    expect(checkHref(site, "/docs/api/payments/refund", "/docs/intro")).toMatch(
      /OpenAPI document 2\.0 has no operation "payments\/refund"/,
    );
    expect(checkHref(site, "/docs/1.37/api/payments/fund", "/docs/intro")).toMatch(
      /OpenAPI document 1\.37 has no operation "payments\/fund"/,
    );
    expect(checkHref(site, "/docs/api/payments/create#parameter-header-no-such", "/docs/intro")).toMatch(/no anchor/);
    expect(checkHref(site, "payments", "/docs/intro")).toMatch(/site path/);
    expect(checkHref(site, "/docs/api/payments/create#parameter-header-idempotency-key", "/docs/intro")).toBeNull();
    expect(checkHref(site, "/docs/api/payments/create#request-body-purpose_of_transfer", "/docs/intro")).toBeNull();
    expect(checkHref(site, "/docs/api-docs/payments#quote-a-payment", "/docs/intro")).toBeNull();
    expect(checkHref(site, "https://dashboard.tidewire.example", "/docs/intro")).toBeNull();
  });

  it("catch a broken anchor in a doc link of a guide", () => {
    const broken = siteWith("docs/2.0/api-docs/conversions.md", (text) =>
      text.replace(
        "/docs/api-docs/webhooks#handle-deliveries-idempotently",
        "/docs/api-docs/webhooks#handle-deliveries-twice",
      ),
    );
    expect(checkLinks(broken).join("\n")).toMatch(
      /docPage\.2-0\.api-docs\.conversions .*no heading with the anchor "handle-deliveries-twice"/,
    );
  });

  it("catch a broken link in the navbar, the footer or the announcement bar", () => {
    const broken = siteWith("settings.yaml", (text) =>
      text.replace("href: /docs/api-docs/webhooks }", "href: /docs/api-docs/webhook }"),
    );
    expect(checkLinks(broken)).toEqual([
      "siteSettings: links to /docs/api-docs/webhook, but the site has no route /docs/api-docs/webhook",
    ]);
  });

  it("catch a blog post that links to an operation its version does not have", () => {
    const broken = siteWith("blog/beneficiary-validation-api.md", (text) =>
      text.replace("/docs/api/beneficiaries/swift-validation", "/docs/api/beneficiaries/iban-validation"),
    );
    expect(checkLinks(broken).join("\n")).toMatch(
      /blogPost\.beneficiary-validation-api .*no operation "beneficiaries\/iban-validation"/,
    );
  });

  it("catch an example that does not match its schema", () => {
    const broken = siteWith("docs/2.0/api-docs/payments.md", (text) =>
      text.replace('"purpose_of_transfer": "goods_purchase",', '"purpose": "goods_purchase",'),
    );
    expect(checkExamples(broken).join("\n")).toMatch(
      /docs\/2\.0\/api-docs\/payments\.md:\d+: the example does not match payments\/create request in OpenAPI 2\.0: .*(purpose_of_transfer|"purpose")/,
    );
  });

  it("catch a response example with a field its schema does not define, even where the schema allows extra fields", () => {
    const broken = siteWith("docs/2.0/api-docs/conversions.md", (text) =>
      text.replace('"funded_at": "2025-03-04T10:15:34Z",', '"funded_on": "2025-03-04T10:15:34Z",'),
    );
    expect(checkExamples(broken).join("\n")).toMatch(
      new RegExp(
        String.raw`docs/2\.0/api-docs/conversions\.md:\d+: the example does not match conversions/fund 200 in OpenAPI 2\.0: ` +
          String.raw`.*/funded_on is not a property of the schema`,
      ),
    );
  });

  it("catch a JSON example without an annotation, with an unknown operation or with a bare none", () => {
    const broken = siteWith("docs/2.0/intro.md", (text) =>
      text
        .replace(/```json title="Request" schema="payments\/quote request"/, '```json title="Request"')
        .replace(/schema="payments\/fund 200"/, 'schema="payments/refund 200"')
        .replace(/```json title="Request" schema="payments\/fund request"/, '```json schema="none"'),
    );
    const problems = checkExamples(broken).join("\n");
    expect(problems).toMatch(/docs\/2\.0\/intro\.md:\d+: JSON example without a schema= annotation/);
    expect(problems).toMatch(/names payments\/refund, which is not an operation of the OpenAPI document 2\.0/);
    expect(problems).toMatch(/schema="none" needs a title/);
  });

  it("validate 1.37 pages against the 1.37 document", () => {
    const broken = siteWith("docs/1.37/api-docs/payments.md", (text) =>
      text.replace('"reason": "services_purchase"', '"purpose_of_transfer": "services_payment"'),
    );
    expect(checkExamples(broken).join("\n")).toMatch(
      /docs\/1\.37\/api-docs\/payments\.md:\d+: the example does not match payments\/create request in OpenAPI 1\.37/,
    );
  });
});
