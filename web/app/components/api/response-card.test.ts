import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ResponseView } from "../../api-reference/operation-view.ts";
import type { HighlightedExample } from "../../content/views/api-view.ts";
import { ResponseCard } from "./response-card.tsx";

const response = (status: string, summaries: string[]): ResponseView<HighlightedExample> => ({
  status,
  anchor: `response-${status}`,
  problems: [],
  description: null,
  headers: [],
  body: {
    contentType: "application/json",
    description: null,
    required: false,
    schema: {} as never,
    examples: summaries.map((summary, index) => ({ name: `example${index}`, summary, html: `<pre>${summary}</pre>` })),
  },
});

const render = (responses: ResponseView<HighlightedExample>[]) =>
  renderToStaticMarkup(createElement(ResponseCard, { responses }));

describe("ResponseCard", () => {
  it("offers a status dropdown when several statuses have examples, the first success chosen", () => {
    const html = render([response("400", ["Invalid"]), response("201", ["Created"])]);
    expect(html).toMatch(/<select[^>]*aria-label="Response status"/);
    expect(html).toContain('<option value="201" selected="">201 Created</option>');
  });

  it("names a lone status in its header instead of offering a dropdown of one", () => {
    const html = render([response("200", ["A balance"]), { ...response("404", []), body: null }]);
    expect(html).not.toContain("<select");
    expect(html).toContain('<span class="example-card__status">200 OK</span>');
    expect(html).toContain("Response 200: A balance");
  });

  it("renders nothing when no response has an example", () => {
    expect(render([{ ...response("204", []), body: null }])).toBe("");
  });
});
