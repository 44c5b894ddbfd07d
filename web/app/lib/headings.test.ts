import { describe, expect, it } from "vitest";
import { assignHeadingAnchors, extractToc, type TextBlock } from "./headings.ts";

const heading = (style: string, text: string, key = text): TextBlock => ({
  _type: "block",
  _key: key,
  style,
  children: [{ text }],
});
const paragraph = (text: string): TextBlock => ({ _type: "block", _key: text, style: "normal", children: [{ text }] });

describe("assignHeadingAnchors", () => {
  it("slugs headings the way GitHub does", () => {
    const body = assignHeadingAnchors([heading("h2", "Quote a payment"), heading("h3", "What's `HS` code? (v2.0)")]);
    expect(body.map((b) => b.anchor)).toEqual(["quote-a-payment", "whats-hs-code-v20"]);
  });

  it("numbers repeated headings so every anchor is unique", () => {
    const body = assignHeadingAnchors([
      heading("h2", "Errors", "a"),
      heading("h3", "Errors", "b"),
      heading("h2", "Errors", "c"),
    ]);
    expect(body.map((b) => b.anchor)).toEqual(["errors", "errors-1", "errors-2"]);
  });

  it("leaves paragraphs alone and does not modify its input", () => {
    const input = [paragraph("Hello"), heading("h2", "Title")];
    const output = assignHeadingAnchors(input);
    expect(output[0]).toBe(input[0]);
    expect(input[1].anchor).toBeUndefined();
  });
});

describe("extractToc", () => {
  const body = assignHeadingAnchors([
    heading("h2", "Create"),
    paragraph("text"),
    heading("h3", "Request"),
    heading("h4", "Headers"),
    heading("h5", "Idempotency"),
    heading("h2", "Fund"),
  ]);

  it("lists h2 to h5 by default, in order, with levels", () => {
    expect(extractToc(body)).toEqual([
      { id: "create", text: "Create", level: 2 },
      { id: "request", text: "Request", level: 3 },
      { id: "headers", text: "Headers", level: 4 },
      { id: "idempotency", text: "Idempotency", level: 5 },
      { id: "fund", text: "Fund", level: 2 },
    ]);
  });

  it("honours a page's minimum and maximum heading levels", () => {
    expect(extractToc(body, 3, 4).map((entry) => entry.id)).toEqual(["request", "headers"]);
  });
});
