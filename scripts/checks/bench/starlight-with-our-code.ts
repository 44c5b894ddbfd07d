import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "node-html-parser";

/** A highlighted code block of a built page: its shiki language id and its text. */
export interface CodeBlock {
  language: string;
  code: string;
}

/**
 * Every `index.html` under `dir`, the pages of a built site (as
 * ../shared/bench/build-beside-starlight.sh counts them), as paths relative to `dir`, sorted.
 */
export const builtPages = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/**
 * Every highlighted code block of the site built in `client` (build/client), in page order, as
 * often as the pages show it: each `figure.code-block` (blocks/code/code-block.tsx) gives its
 * `data-language` and the text of its `pre code` (shiki's lines, joined by newlines). Throws when
 * `client` holds no page.
 */
export function codeBlocksOf(client: string): CodeBlock[] {
  const pages = builtPages(client);
  if (!pages.length) throw new Error(`No built pages in ${client}: run npm run build first`);
  return pages.flatMap((page) =>
    // node-html-parser keeps a `pre`'s content as raw text unless told it is markup.
    parse(readFileSync(join(client, page), "utf8"), { blockTextElements: { script: true, style: true } })
      .querySelectorAll("figure.code-block")
      .flatMap((figure) => {
        const code = figure.querySelector("pre code");
        const language = figure.getAttribute("data-language");
        return code && language ? [{ language, code: code.text.replace(/\n+$/, "") }] : [];
      }),
  );
}

/** A Markdown fence for `code`: longer than any run of backticks in it (CommonMark 0.31, section 4.5). */
function fenced({ language, code }: CodeBlock): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `\n\n${fence}${language}\n${code}\n${fence}\n`;
}

/**
 * Makes `${site}-with-our-code`: Starlight's generated site at `site` with `blocks` appended to its
 * pages in turn (page files in name order), so both sides of a comparison highlight the same code.
 * Our pages carry about ten times the code of Starlight's generated ones, and both build with
 * shiki. Its `node_modules` is `site`'s, hard-linked (`cp -al`, GNU coreutils), so its caches stay
 * its own; its pages are written afresh each time. Returns the new site's directory; throws when
 * `site` has no `src/content/docs` or the copy fails.
 */
export function starlightWithOurCode(site: string, blocks: CodeBlock[]): string {
  const copy = `${site}-with-our-code`;
  const docs = join(site, "src/content/docs");
  if (!existsSync(docs)) throw new Error(`No generated Starlight pages in ${docs}`);
  mkdirSync(copy, { recursive: true });
  if (!existsSync(join(copy, "node_modules")))
    execFileSync("cp", ["-al", join(site, "node_modules"), join(copy, "node_modules")], { stdio: "inherit" });
  for (const entry of readdirSync(site))
    if (!["node_modules", "dist", ".astro"].includes(entry)) {
      rmSync(join(copy, entry), { recursive: true, force: true });
      cpSync(join(site, entry), join(copy, entry), { recursive: true });
    }
  const pages = readdirSync(join(copy, "src/content/docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  blocks.forEach((block, i) => appendFileSync(join(copy, "src/content/docs", pages[i % pages.length]), fenced(block)));
  return copy;
}
