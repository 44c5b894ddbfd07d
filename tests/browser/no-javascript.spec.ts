import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildOperationView, type OperationView } from "../../web/app/api-reference/operation-view.ts";
import type { SchemaNode } from "../../web/app/api-reference/schema-view.ts";
import { SAMPLE_LANGUAGES } from "../../web/app/api-reference/sample-languages.ts";
import { loadApiDocument, API_DOCUMENTS } from "../support/openapi-documents.ts";
import { repoRoot } from "../support/app.ts";

/**
 * Without JavaScript (script blocked, failed to load, or a reader who turned it off) every page
 * still shows all of its content: the tabs' panels all show, every request sample language shows,
 * every example of every response status shows under its label, every response is there and
 * nested properties open with the native <details> disclosure.
 * What "all of its content" means comes from the sources (Markdown, OpenAPI), not from the markup.
 */
test.use({ javaScriptEnabled: false });

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Markdown inline syntax reduced to the text a reader sees. */
function plain(markdown: string): string {
  return collapse(
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=$|[\s).,:;!?])/g, "$1$2")
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, "$1"),
  );
}

/**
 * The pieces of text a Markdown body shows, each to be found in the page's visible text: heading,
 * paragraph, list item and quote lines, table cells, every code block whole, and every tab label.
 * Each piece is labelled for the failure message (tab pieces name their tab).
 */
function textPieces(markdown: string): { where: string; text: string }[] {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, "");
  const pieces: { where: string; text: string }[] = [];
  let fence: { marker: string; lines: string[] } | null = null;
  let tab: string | null = null;
  for (const line of body.split("\n")) {
    if (fence) {
      if (line.trim().startsWith(fence.marker)) {
        pieces.push({ where: tab ? `code of tab "${tab}"` : "code block", text: collapse(fence.lines.join("\n")) });
        fence = null;
      } else fence.lines.push(line);
      continue;
    }
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      fence = { marker: opening[1], lines: [] };
      continue;
    }
    const trimmed = line.trim();
    if (
      !trimmed ||
      /^:::/.test(trimmed) ||
      /^> \[!\w+\]$/.test(trimmed) ||
      /^\|?\s*:?-{3,}/.test(trimmed) ||
      /^<!--.*-->$/.test(trimmed)
    ) {
      if (trimmed === ":::") tab = null;
      continue;
    }
    const tabLabel = /^@tab\s+(.+)$/.exec(trimmed);
    if (tabLabel) {
      tab = tabLabel[1].trim();
      pieces.push({ where: "tab label", text: tab });
      continue;
    }
    if (trimmed.startsWith("|")) {
      for (const cell of trimmed.replace(/^\||\|$/g, "").split(/(?<!\\)\|/))
        if (plain(cell)) pieces.push({ where: "table cell", text: plain(cell) });
      continue;
    }
    const text = plain(trimmed.replace(/^(#{1,6}|>|[-*+]|\d+\.)\s+/, ""));
    if (text) pieces.push({ where: tab ? `text of tab "${tab}"` : "text", text });
  }
  return pieces;
}

/** The pieces whose text is not in the visible text of the page's main landmark. */
async function missingFromMain(page: Page, pieces: { where: string; text: string }[]): Promise<string[]> {
  // innerText holds rendered text only: nothing hidden (hidden attribute, display: none) counts.
  const shown = collapse(await page.getByRole("main").innerText());
  return pieces.filter(({ text }) => !shown.includes(text)).map(({ where, text }) => `${where}: ${text.slice(0, 100)}`);
}

const sourceOf = (relative: string) => readFileSync(join(repoRoot, relative), "utf8");

for (const [path, source] of [
  ["/docs/api-docs/conversions", "content/docs/2.0/api-docs/conversions.md"],
  ["/docs/api-docs/webhooks", "content/docs/2.0/api-docs/webhooks.md"],
] as const) {
  test(`the guide ${path} shows all its text and every tab's content`, async ({ page }) => {
    await page.goto(path);
    const pieces = textPieces(sourceOf(source));
    expect(pieces.filter(({ where }) => where.startsWith("code of tab")).length, "the guide has tabs").toBeGreaterThan(
      1,
    );
    expect(await missingFromMain(page, pieces)).toEqual([]);
  });
}

test("a blog post shows all its text", async ({ page }) => {
  const response = await page.goto("/blog/jpy-beneficiary-requirement-update");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "JPY beneficiaries now need a katakana account name",
  );
  expect(
    await missingFromMain(page, textPieces(sourceOf("content/blog/jpy-beneficiary-requirement-update.md"))),
  ).toEqual([]);
});

/** The first property with nested properties, searching properties before variants, and its first child. */
function firstNestedProperty(node: SchemaNode): { parent: SchemaNode; child: SchemaNode } | null {
  const parent = node.children.find((property) => property.children.length > 0);
  if (parent) return { parent, child: parent.children[0] };
  for (const variant of node.variants ?? []) {
    const found = firstNestedProperty(variant.node);
    if (found) return found;
  }
  return null;
}

/** The view of a 2.0 operation, with descriptions left as Markdown (their text is what shows). */
function operationView(group: string, slug: string): OperationView {
  const doc = loadApiDocument(API_DOCUMENTS[0].file);
  return buildOperationView({ doc, markdown: (text) => text }, group, slug)!;
}

for (const [group, slug] of [
  ["payments", "create"],
  ["beneficiaries", "beneficiary-create"],
] as const) {
  test(`the operation /docs/api/${group}/${slug} shows every sample, example, response and variant`, async ({
    page,
  }) => {
    const view = operationView(group, slug);
    await page.goto(`/docs/api/${group}/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(view.summary);

    const pieces = textPieces(view.description ?? "");
    for (const body of [view.requestBody, ...view.responses.map((response) => response.body)]) {
      for (const example of body?.examples ?? []) {
        pieces.push({ where: `example "${example.summary ?? example.name}"`, text: collapse(example.text) });
      }
    }
    for (const response of view.responses) pieces.push({ where: `response ${response.status}`, text: response.status });
    const missing = await missingFromMain(page, pieces);

    for (const { id } of SAMPLE_LANGUAGES) {
      if (!(await page.locator(`[data-sample-language="${id}"]`).first().isVisible()))
        missing.push(`request sample: ${id}`);
    }
    for (const response of view.responses) {
      if (!(await page.locator(`[id="${response.anchor}"]`).isVisible())) missing.push(`response: ${response.status}`);
    }
    // Each variant of the request body shows its own properties (the anchors are stable URLs).
    for (const variant of view.requestBody?.schema.variants ?? []) {
      for (const property of variant.node.children) {
        if (!(await page.locator(`[id="${property.anchor}"]`).isVisible()))
          missing.push(`variant ${variant.label}: ${property.name}`);
      }
    }
    // Each example of the request body (sent by its own samples) and of every response status shows
    // under its label, the caption of its code block; the dropdowns that switch between them need
    // script and do not show.
    const labelled = [
      ...((view.requestBody?.examples.length ?? 0) > 1
        ? view.requestBody!.examples.map((example) => ({
            caption: `cURL: ${example.summary ?? example.name}`,
            example,
          }))
        : []),
      ...view.responses.flatMap((response) =>
        (response.body?.examples ?? []).map((example, _, all) => ({
          caption:
            all.length > 1 || example.summary
              ? `Response ${response.status}: ${example.summary ?? example.name}`
              : `Response ${response.status}`,
          example,
        })),
      ),
    ];
    for (const { caption, example } of labelled) {
      const block = page
        .getByRole("complementary", { name: "Examples" })
        .getByRole("figure", { name: caption, exact: true });
      // A sample carries its example inside the request; a response example is the block itself.
      const shown = (await block.isVisible()) ? collapse(await block.locator("pre").innerText()) : "";
      if (caption.startsWith("cURL: ") ? !shown.includes(collapse(example.text)) : shown !== collapse(example.text))
        missing.push(`example under "${caption}"`);
    }
    const dropdowns = await page.getByRole("complementary", { name: "Examples" }).getByRole("combobox").count();
    if (dropdowns) missing.push(`${dropdowns} dropdowns that need script`);
    // Soft, so the disclosure below is checked (and reported) even while content is missing.
    expect.soft(missing).toEqual([]);

    // Nested properties are in the page, folded in a native disclosure that opens without script.
    const { parent, child } = firstNestedProperty(view.requestBody!.schema)!;
    const nested = page.locator(`[id="${child.anchor}"]`);
    await expect(nested).toBeAttached();
    await expect(nested).toBeHidden();
    await page.locator(`[id="${parent.anchor}"]`).locator("details.schema-prop__nested > summary").first().click();
    await expect(nested).toBeVisible();
  });
}
