import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { markdownToBody, type BodyContext } from "../../scripts/build/dataset/markdown-body.ts";
import { bodyToMarkdown } from "../../scripts/build/machine/page-markdown.ts";
import { PortableTextBody } from "../../web/app/components/portable-text-body.tsx";
import { prepareBody } from "../../web/app/content/render/prepare-body.server.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { BLOCK_MARKDOWN, bodyText } from "../../blocks/markdown.ts";
import { BLOCK_NAMES, type BlockNode } from "../../blocks/names.ts";

/** Image asset ids by the path they were made from, as the dataset compiler records uploads. */
const imageAssets = new Map<string, string>();

function context(): BodyContext {
  let counter = 0;
  return {
    documentId: "page.blocks-test",
    field: "body",
    source: "pages/blocks-test.md",
    keyGenerator: () => `k${counter++}`,
    resolveLink: () => ({ kind: "url" }),
    resolveImage: (src) => {
      const id = `image-${imageAssets.size}`;
      for (const [asset, path] of imageAssets) if (path === src) return asset;
      imageAssets.set(id, src);
      return id;
    },
  };
}

/** What the site's query adds to a stored body (web/app/content/queries/queries.ts): image addresses and sizes. */
const asQueried = (body: BlockNode[]): BlockNode[] =>
  body.map((node) =>
    node._type === "accessibleImage"
      ? { ...node, url: imageAssets.get((node.asset as { _ref: string })._ref), width: 640, height: 320 }
      : node,
  );

/** The words of a text: runs of letters, digits and underscores that start with a letter. */
const words = (text: string) => text.match(/\p{L}[\p{L}\p{N}_]*/gu) ?? [];

describe("every rich-text block type", () => {
  for (const name of BLOCK_NAMES) {
    const { example } = BLOCK_MARKDOWN[name];

    it(`${name}: its Markdown example becomes one ${name} block, which renders to HTML with its text and writes back to the same Markdown`, async () => {
      const stored = markdownToBody(example, context());
      expect(stored.map((node) => node._type)).toEqual([name]);

      const text = bodyText(asQueried(stored)).trim();
      expect(text.length).toBeGreaterThan(0);

      const html = renderToStaticMarkup(
        createElement(PortableTextBody, { value: await prepareBody(asQueried(stored), "page.blocks-test") }),
      );
      // Every word a reader reads is in the markup, as text or as an image's alternative text.
      const shown = new Set(words(html.replace(/<[^>]*\balt="([^"]*)"[^>]*>/g, " $1 ").replace(/<[^>]+>/g, " ")));
      for (const word of words(text)) expect(shown).toContain(word);

      const twin = bodyToMarkdown(
        (await prepareBody(asQueried(stored), "page.blocks-test", { target: "markdown" })) as never,
      );
      expect(markdownToBody(twin, context())).toEqual(stored);
    });
  }
});

describe("the table block", () => {
  it("names its scrollable region after its column headings, so a page's tables are told apart", async () => {
    const stored = markdownToBody(BLOCK_MARKDOWN.table.example, context());
    const html = renderToStaticMarkup(
      createElement(PortableTextBody, { value: await prepareBody(asQueried(stored), "page.blocks-test") }),
    );
    const headings = [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((match) => match[1].replace(/<[^>]+>/g, ""));
    expect(headings.length).toBeGreaterThan(0);
    expect(html).toContain(`role="region" aria-label="Table: ${headings.join(", ")}"`);
  });
});
