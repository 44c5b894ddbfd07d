import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeBlocksOf, starlightWithOurCode } from "./starlight-with-our-code.ts";

const scratch: string[] = [];
const directory = () => {
  const dir = mkdtempSync(join(tmpdir(), "starlight-code-"));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-with-our-code`, { recursive: true, force: true });
  }
});

const figure = (language: string, lines: string[]) =>
  `<figure class="code-block" data-language="${language}"><figcaption>A title</figcaption><pre class="shiki"><code>${lines
    .map((line) => `<span class="line"><span class="tl-0e1116">${line}</span></span>`)
    .join("\n")}</code></pre></figure>`;

describe("codeBlocksOf", () => {
  it("reads every code block of the built pages with its language, its text decoded, in page order", () => {
    const client = directory();
    mkdirSync(join(client, "docs/guide"), { recursive: true });
    writeFileSync(
      join(client, "index.html"),
      `<main>${figure("bash", ["curl -X POST &quot;$URL&quot; \\", "  -d &#x27;{}&#x27;"])}</main>`,
    );
    writeFileSync(
      join(client, "docs/guide/index.html"),
      `${figure("json", ["{", '  "a": 1', "}"])}<pre><code>not highlighted</code></pre>${figure("python", ["x &lt; 2"])}`,
    );
    expect(codeBlocksOf(client)).toEqual([
      { language: "json", code: '{\n  "a": 1\n}' },
      { language: "python", code: "x < 2" },
      { language: "bash", code: "curl -X POST \"$URL\" \\\n  -d '{}'" },
    ]);
  });

  it("throws when nothing was built", () => {
    expect(() => codeBlocksOf(directory())).toThrow(/No built pages/);
  });
});

describe("starlightWithOurCode", () => {
  it("appends the blocks to a copy's pages in turn, fenced past their backticks, and leaves the site as it was", () => {
    const site = directory();
    mkdirSync(join(site, "src/content/docs/payments"), { recursive: true });
    mkdirSync(join(site, "node_modules/astro"), { recursive: true });
    writeFileSync(join(site, "node_modules/astro/package.json"), "{}");
    writeFileSync(join(site, "astro.config.mjs"), "export default {};");
    writeFileSync(join(site, "src/content/docs/a.md"), "---\ntitle: A\n---\n\nText.");
    writeFileSync(join(site, "src/content/docs/payments/b.md"), "---\ntitle: B\n---\n\nText.");
    const blocks = [
      { language: "json", code: "{}" },
      { language: "bash", code: "echo ```" },
      { language: "go", code: "package main" },
    ];
    const copy = starlightWithOurCode(site, blocks);
    // Run twice: the pages are written afresh, not appended to again.
    expect(starlightWithOurCode(site, blocks)).toBe(copy);
    expect(readFileSync(join(copy, "src/content/docs/a.md"), "utf8")).toBe(
      "---\ntitle: A\n---\n\nText.\n\n```json\n{}\n```\n\n\n```go\npackage main\n```\n",
    );
    expect(readFileSync(join(copy, "src/content/docs/payments/b.md"), "utf8")).toBe(
      "---\ntitle: B\n---\n\nText.\n\n````bash\necho ```\n````\n",
    );
    expect(readFileSync(join(site, "src/content/docs/a.md"), "utf8")).toBe("---\ntitle: A\n---\n\nText.");
    expect(readFileSync(join(copy, "astro.config.mjs"), "utf8")).toBe("export default {};");
    expect(statSync(join(copy, "node_modules/astro/package.json")).ino).toBe(
      statSync(join(site, "node_modules/astro/package.json")).ino,
    );
  });
});
