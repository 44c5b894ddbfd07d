import { parse, type HTMLElement } from "node-html-parser";
import type { SearchContext } from "../../../web/app/search/search-contexts.ts";
import type { SearchDocument } from "../../../web/app/search/search-document.ts";

/** Elements whose text is chrome, not content. */
const SKIP = [
  "script", "style", "nav", "aside.api-examples", ".toc", ".doc-toc", ".pagination-nav", ".breadcrumbs", ".heading-anchor", ".copy-link",
  "button", ".tabs__panel-label", ".version-banner", ".code-block__title", ".blog-authors", ".tag-list", ".api-meta", ".api-endpoint", ".schema-prop__required",
  ".schema-prop__optional", ".response__type", ".eyebrow",
].join(", ");
const HEADING = /^H[2-5]$/;
/** Characters of section text kept in the index: enough for snippets and matching, small enough for fast fuzzy search. */
export const MAX_SECTION_TEXT = 600;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** A page's search metadata, read from the meta tags the pages emit (page-meta.ts). */
export interface PageSearchMeta {
  version: string;
  context: SearchContext;
}

/**
 * Splits a prerendered page into search documents: the page top (title, description, text before
 * the first heading) and one document per h2–h5 with an id, holding the text up to the next
 * heading. API operation pages also list their method, path, parameter and property names in `k`.
 * Returns null for pages without `docsearch:version` / `tidewire:search-context` meta tags.
 */
export function extractSections(html: string, url: string): { meta: PageSearchMeta; docs: SearchDocument[] } | null {
  const root = parse(html);
  const version = root.querySelector('meta[name="docsearch:version"]')?.getAttribute("content");
  const context = root.querySelector('meta[name="tidewire:search-context"]')?.getAttribute("content") as SearchContext | undefined;
  const main = root.querySelector("main");
  if (!version || !context || !main) return null;
  const title = squash(main.querySelector("h1")?.text ?? root.querySelector("title")?.text ?? url);
  const description = squash(root.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
  const keywords = squash(root.querySelector('meta[name="keywords"]')?.getAttribute("content") ?? "");
  const breadcrumbs = main.querySelectorAll(".breadcrumbs li").map((li) => squash(li.text)).slice(0, -1);
  const crumbs = breadcrumbs.length ? breadcrumbs : context === "blog" ? ["Blog"] : [];

  const apiNames = [...new Set(main.querySelectorAll(".schema-prop__name, .parameter-table__name code").map((el) => squash(el.text)))];
  const endpointElement = main.querySelector(".api-endpoint");
  const endpoint = endpointElement ? squash(`${endpointElement.querySelector(".method-badge")?.text ?? ""} ${endpointElement.querySelector(".api-endpoint__path")?.text ?? ""}`) : "";
  const apiKeywords = [endpoint, ...apiNames].filter(Boolean).join(" ");

  const article = main.querySelector("article") ?? main;
  for (const element of article.querySelectorAll(SKIP)) element.remove();
  article.querySelector("h1")?.remove();

  const sections: { heading: string; id: string; text: string[] }[] = [{ heading: "", id: "", text: [] }];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        sections.at(-1)!.text.push(child.text);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      if (HEADING.test(element.tagName) && element.id) {
        sections.push({ heading: squash(element.text), id: element.id, text: [] });
        continue;
      }
      walk(element);
      // Separate adjacent elements (a property name and its type) so their words stay apart.
      sections.at(-1)!.text.push(" ");
    }
  };
  walk(article);

  const docs = sections
    .map((section, index): SearchDocument => ({
      t: title,
      u: url,
      h: section.id,
      s: section.heading,
      b: crumbs,
      d: index === 0 ? description : "",
      k: index === 0 ? [keywords, apiKeywords].filter(Boolean).join(" ") : "",
      c: squash(section.text.join("")).slice(0, MAX_SECTION_TEXT),
    }))
    .filter((doc, index) => index === 0 || doc.c || doc.s);
  return { meta: { version, context }, docs };
}
