import { describe, expect, it } from "vitest";
import { ContentError } from "../../../web/app/lib/content-error.ts";
import { parseCodeInfo } from "../../../blocks/code/markdown.ts";
import { markdownToBody, type BodyContext, type PortableTextNode } from "./markdown-body.ts";

function context(overrides: Partial<BodyContext> = {}): BodyContext {
  let counter = 0;
  return {
    documentId: "docPage.2-0.test",
    field: "body",
    source: "docs/2.0/test.md",
    keyGenerator: () => `k${counter++}`,
    resolveLink: (href) =>
      href.startsWith("/docs/intro")
        ? { kind: "docPage", documentId: "docPage.2-0.intro", anchor: href.split("#")[1] }
        : { kind: "url" },
    resolveImage: (src) => {
      if (src !== "/images/flow.svg") throw new Error(`unknown image ${src}`);
      return "image-abc123-10x10-svg";
    },
    ...overrides,
  };
}

describe("parseCodeInfo", () => {
  it("reads language, title and highlighted line ranges from a fence info string", () => {
    expect(parseCodeInfo('json title="Response (422, from 2025-12-01)" {2-4,7}')).toEqual({
      language: "json",
      filename: "Response (422, from 2025-12-01)",
      highlightedLines: [2, 3, 4, 7],
    });
    expect(parseCodeInfo("bash")).toEqual({ language: "bash" });
    expect(parseCodeInfo('json title="Response" schema="payments/quote 201" {3}')).toEqual({
      language: "json",
      filename: "Response",
      highlightedLines: [3],
    });
    expect(parseCodeInfo('json schema="none" title="Shape {1}"')).toEqual({ language: "json", filename: "Shape {1}" });
    expect(parseCodeInfo(undefined)).toEqual({ language: "text" });
  });
});

describe("markdownToBody", () => {
  it("stores links to doc pages as references and others as plain links", () => {
    const [block] = markdownToBody("See [the intro](/docs/intro#errors) and [Stripe](https://stripe.com).", context());
    expect(block.markDefs).toEqual([
      {
        _type: "internalLink",
        _key: expect.any(String),
        reference: { _type: "reference", _ref: "docPage.2-0.intro" },
        anchor: "errors",
      },
      { _type: "link", _key: expect.any(String), href: "https://stripe.com" },
    ]);
  });

  it("turns GitHub alerts into admonitions with the site's tones", () => {
    const body = markdownToBody(
      "> [!IMPORTANT]\n> Keep your **secret** safe.\n\n> [!CAUTION]\n> Irreversible.",
      context(),
    );
    expect(body.map((node) => [node._type, node.tone])).toEqual([
      ["admonition", "info"],
      ["admonition", "danger"],
    ]);
    expect((body[0].content as PortableTextNode[])[0].style).toBe("normal");
  });

  it("turns a :::tabs container into a tabs object, ignoring markers inside code fences", () => {
    const markdown = [
      ":::tabs",
      "@tab cURL",
      "```bash",
      ":::",
      "curl -X POST",
      "```",
      "@tab Node.js",
      "Use `fetch`.",
      ":::",
      "",
      "After.",
    ].join("\n");
    const body = markdownToBody(markdown, context());
    expect(body[0]._type).toBe("tabs");
    const items = body[0].items as PortableTextNode[];
    expect(items.map((tab) => tab.label)).toEqual(["cURL", "Node.js"]);
    expect((items[0].content as PortableTextNode[])[0]).toMatchObject({
      _type: "code",
      language: "bash",
      code: ":::\ncurl -X POST",
    });
    expect(body[1]).toMatchObject({ _type: "block", style: "normal" });
  });

  it("keeps images with their alt text as asset references", () => {
    const [image] = markdownToBody("![Payment flow diagram](/images/flow.svg)", context());
    expect(image).toMatchObject({
      _type: "accessibleImage",
      alt: "Payment flow diagram",
      asset: { _type: "reference", _ref: "image-abc123-10x10-svg" },
    });
  });

  it.each([
    ["an image without alt text", "![](/images/flow.svg)", /image "\/images\/flow.svg" has no alt text/],
    ["an h1", "# Title", /heading level 1/],
    ["raw HTML", "<div>hi</div>", /raw HTML/],
    ["an unclosed tabs container", ":::tabs\n@tab A\nx\n@tab B\ny", /never closed/],
    ["tabs with one tab", ":::tabs\n@tab A\nx\n:::", /at least two/],
  ])("rejects %s, naming the document and field", (_, markdown, message) => {
    const run = () => markdownToBody(markdown, context());
    expect(run).toThrow(ContentError);
    expect(run).toThrow(message);
    expect(run).toThrow(/^Invalid content in document docPage\.2-0\.test: field "body"/);
  });

  it("gives the same keys for the same input", () => {
    expect(markdownToBody("## A\n\nText", context())).toEqual(markdownToBody("## A\n\nText", context()));
  });
});
