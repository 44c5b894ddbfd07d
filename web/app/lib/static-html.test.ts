import { describe, expect, it } from "vitest";
import { blankStringsInTurboStream, collectStaticHtml, isStaticHtml } from "./static-html.ts";

describe("collectStaticHtml", () => {
  it("finds every static HTML string in nested loader data, and nothing else", () => {
    const loaderData = {
      root: null,
      "routes/doc-page": { title: "Payments", sidebar: { staticHtml: "<ul>…</ul>" }, sections: [{ body: { staticHtml: "<p>Hi</p>" } }, { body: { staticHtml: "" } }], note: "<p>not static</p>" },
    };
    expect([...collectStaticHtml(loaderData)].sort()).toEqual(["<p>Hi</p>", "<ul>…</ul>"]);
  });

  it("does not take an object with more keys for static HTML", () => {
    expect(isStaticHtml({ staticHtml: "<p/>", extra: 1 })).toBe(false);
    expect(isStaticHtml({ staticHtml: 3 })).toBe(false);
    expect(isStaticHtml({ staticHtml: "<p/>" })).toBe(true);
  });
});

describe("blankStringsInTurboStream", () => {
  it("blanks whole matching values in every chunk and keeps everything else byte for byte", () => {
    const html = '<p class="x">He said "hi"\n</p>';
    const text = `[{"_1":2},"loaderData",{"_3":4,"_5":6},"body",${JSON.stringify(html)},"title","Payments"]\nP7:[${JSON.stringify(html)},"other"]\n`;
    expect(blankStringsInTurboStream(text, new Set([html]))).toBe(`[{"_1":2},"loaderData",{"_3":4,"_5":6},"body","","title","Payments"]\nP7:["","other"]\n`);
  });

  it("never blanks a value that only contains the string", () => {
    const text = `["<p>Hi</p>","Say <p>Hi</p>"]\n`;
    expect(blankStringsInTurboStream(text, new Set(["<p>Hi</p>"]))).toBe(`["","Say <p>Hi</p>"]\n`);
  });

  it("passes chunks that are not arrays through", () => {
    expect(blankStringsInTurboStream("-5\n", new Set(["x"]))).toBe("-5\n");
  });
});
