import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { CODE_TOKENS_CSS } from "../../../../scripts/dev/generate-code-tokens.ts";
import { tokenClass } from "./code-token-classes.ts";
import { codeTokenStylesheet, highlightCode, LANGUAGES } from "./highlight.server.ts";

describe("tokenClass", () => {
  it("names one class per shiki declaration, case-insensitive in colours", () => {
    expect(tokenClass("--shiki-light:#0E1116")).toBe("tl-0e1116");
    expect(tokenClass("--shiki-dark-font-style:italic")).toBe("td-italic");
    expect(tokenClass("--shiki-light-text-decoration:underline line-through")).toBe("tl-underline-line-through");
    expect(tokenClass("--shiki-dark-bg:#161B22")).toBe("td-bg-161b22");
  });

  it("refuses anything that is not a shiki token variable", () => {
    expect(() => tokenClass("color:red")).toThrow(/Not a shiki token style declaration: "color:red"/);
  });
});

describe("highlighted code", () => {
  it("carries classes instead of inline styles, and every class has a rule in code-tokens.css", async () => {
    const html = await highlightCode('{ "amount": 10 }\n- removed\n*stress*', "json");
    const markdown = await highlightCode("*stress* and **weight** [link](https://example.com)", "markdown");
    for (const output of [html, markdown]) {
      expect(output).not.toContain("style=");
      const stylesheet = readFileSync(CODE_TOKENS_CSS, "utf8");
      const classes = [...output.matchAll(/class="([^"]+)"/g)]
        .flatMap((match) => match[1].split(" "))
        .filter((name) => /^t[ld]-/.test(name));
      expect(classes.length).toBeGreaterThan(0);
      for (const name of classes) expect(stylesheet).toContain(`.${name} {`);
    }
    expect(markdown).toMatch(/class="[^"]*tl-italic/);
  });

  it("highlights every language it names with shiki's JavaScript engine (a grammar it cannot run would throw)", async () => {
    // A fresh value in each block, so no result comes from the build cache without the engine running.
    for (const language of LANGUAGES) {
      const html = await highlightCode(`value = "${randomUUID()}"\n`, language);
      expect(html, language).toMatch(/^<pre/);
      expect(html, language).toContain('class="line"');
    }
  });

  it("tokenizes every line whole however slow the machine is: the HTML never depends on its load", async () => {
    const code = `const id: string = "${randomUUID()}"; // an id`;
    await highlightCode("const warm = 1;", "typescript");
    // Every reading of the clock a second later than the last: each line takes longer than shiki's default 500 ms limit.
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 1000));
    try {
      const html = await highlightCode(code, "typescript");
      const tokens = [...html.matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g)].map((match) => match[2].trim());
      expect(tokens).toContain("const");
      expect(tokens).toContain("// an id");
    } finally {
      clock.mockRestore();
    }
  });

  it("code-tokens.css is what `npm run generate:code-tokens` writes for the current themes", async () => {
    expect(readFileSync(CODE_TOKENS_CSS, "utf8")).toBe(await codeTokenStylesheet());
  });
});
