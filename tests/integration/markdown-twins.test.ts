import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { builtClient } from "../support/built-site.ts";

const client = builtClient();

/** Every operation and webhook page of the build, from the sitemap. */
function operationPaths(): string[] {
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/docs\/(?:[^/<]+\/)?api\/[^/<]+\/[^/<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
}

const decode = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

describe("Markdown twins of API operations", () => {
  it("show every property, parameter, allowed value, default, constraint and example the page shows", () => {
    const missing: string[] = [];
    const paths = operationPaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const article = parse(readFileSync(join(client, path, "index.html"), "utf8")).querySelector(
        "article.api-article",
      );
      const twin = readFileSync(join(client, `${path}.md`), "utf8");
      const shown = [
        ...article!
          .querySelectorAll(".schema-prop__name, .parameter-table__name code")
          .map((element) => `\`${decode(element.text)}\``),
        ...article!.querySelectorAll(".schema-facts dd code").map((element) => `\`${decode(element.text)}\``),
        ...article!.querySelectorAll(".status-badge").map((element) => `### ${element.text}`),
      ];
      for (const text of new Set(shown)) if (!twin.includes(text)) missing.push(`${path}.md lacks ${text}`);
    }
    expect(missing.slice(0, 20)).toEqual([]);
  });
});

describe("Markdown twins of the API overviews", () => {
  it.each(["/docs/api", "/docs/1.37/api"])(
    "%s.md links to every group and operation page the overview links to, and names its base URLs",
    (path) => {
      const main = parse(readFileSync(join(client, path, "index.html"), "utf8")).querySelector("main")!;
      const twin = readFileSync(join(client, `${path}.md`), "utf8");
      const links = main.querySelectorAll(".api-overview__group a").map((link) => `](${link.getAttribute("href")})`);
      expect(links.length).toBeGreaterThan(10);
      expect(links.filter((link) => !twin.includes(link))).toEqual([]);
      for (const url of main.querySelectorAll(".server-list code").map((code) => decode(code.text)))
        expect(twin).toContain(`\`${url}\``);
    },
  );

  it.each([
    ["llms.txt", "/docs/api.md"],
    ["docs/1.37/llms.txt", "/docs/1.37/api.md"],
  ])("%s lists the overview's twin first among the API reference", (file, twin) => {
    const index = readFileSync(join(client, file), "utf8");
    const section = index.slice(index.indexOf("## API reference"));
    expect(section.split("\n").find((line) => line.startsWith("- ["))).toContain(`${twin})`);
  });
});

describe("Markdown twins of every page", () => {
  /** Pages that list or search other pages, whose content is their links: no twin. */
  const LISTS = /^\/(search|blog(\/(archive|authors|tags(\/[^/]+)?|page\/\d+))?)$/;

  it("exist for every page that is not a list, each announced by the page as its Markdown alternate", () => {
    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
      .map((match) => match[1].replace(/\/$/, ""))
      .filter((path) => path && !LISTS.test(path));
    expect(paths).toEqual(
      expect.arrayContaining(["/blog/beneficiary-validation-api", "/markdown-page", "/errors", "/docs/api/payments"]),
    );
    const problems = paths.flatMap((path) => {
      const html = readFileSync(join(client, path, "index.html"), "utf8");
      const alternate = parse(html).querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute("href");
      if (alternate !== `${path}.md`) return [`${path}: announces ${alternate ?? "no"} Markdown twin`];
      try {
        return readFileSync(join(client, `${path}.md`), "utf8").startsWith("# ") ? [] : [`${path}.md has no title`];
      } catch {
        return [`${path}.md is missing`];
      }
    });
    expect(problems).toEqual([]);
  });

  it("give the API overview's rules and a blog post's body", () => {
    expect(readFileSync(join(client, "docs/api.md"), "utf8")).toContain("[Idempotency](/docs/intro#idempotency)");
    const post = readFileSync(join(client, "blog/beneficiary-validation-api.md"), "utf8");
    expect(post).toMatch(/^# Validate beneficiary bank details before you create them\n/);
    expect(post).toContain("`POST /beneficiaries/validate` takes the same body as `POST /beneficiaries`.");
  });
});
