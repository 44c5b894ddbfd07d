import { parse, type HTMLElement } from "node-html-parser";
import { SEARCH_IGNORE_ATTRIBUTE } from "../../../web/app/search/search-ignore.ts";
import type { SearchContext } from "../../../web/app/search/search-contexts.ts";
import type { SearchDocument } from "../../../web/app/search/search-document.ts";

/**
 * Elements whose text is chrome (navigation, buttons, labels, dates, schema types), not content:
 * the elements that never hold content, and what components mark with SEARCH_IGNORE_ATTRIBUTE
 * (as Starlight's components mark theirs with `data-pagefind-ignore`).
 */
const SKIP = ["script", "style", "template", "nav", "button", `[${SEARCH_IGNORE_ATTRIBUTE}]`].join(", ");
/** Schema facts that are values rather than prose (patterns, example IDs, defaults): left out, unlike allowed values. */
const SKIPPED_FACTS = new Set(["Constraints", "Example", "Default"]);
const HEADING = /^H[2-5]$/;
/** Elements that start a new line on the page: their text never runs into the text around them. */
const BLOCK = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "BR",
  "DD",
  "DETAILS",
  "DIV",
  "DL",
  "DT",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "FORM",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "SUMMARY",
  "TABLE",
  "TBODY",
  "TD",
  "TFOOT",
  "TH",
  "THEAD",
  "TR",
  "UL",
  "CAPTION",
  "IMG",
]);
const WORD_CHAR = /[\p{L}\p{N}_]/u;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
/**
 * Placeholders written on a page (`Bearer <access_token>`) keep their look as ‹access_token›, so no
 * index text ever holds `<` and nothing that shows it can take it for markup.
 */
const angleQuotes = (text: string) => text.replaceAll("<", "‹").replaceAll(">", "›");

/**
 * Joins text pieces the way the page shows them: a block boundary is a space; an inline boundary
 * (`<code>`, `<a>`, a name beside its type) is a space only between two word characters, so
 * "status <code>x</code>." stays "status x." while "amount" and "string" in adjacent spans stay apart.
 * A block repeated in the same section (a property listed under each of two variants) is kept once.
 */
function joinPieces(pieces: (string | "block" | "inline")[]): string {
  const blocks: string[] = [];
  let text = "";
  let pending: "block" | "inline" | null = null;
  for (const piece of pieces) {
    if (piece === "block" || piece === "inline") {
      if (pending !== "block") pending = piece;
      continue;
    }
    if (!piece) continue;
    if (pending === "block") {
      blocks.push(text);
      text = "";
    } else if (pending === "inline" && WORD_CHAR.test(text.at(-1) ?? "") && WORD_CHAR.test(piece[0])) text += " ";
    pending = null;
    text += piece;
  }
  blocks.push(text);
  return squash([...new Set(blocks.map(squash))].join(" "));
}

/** A page's search metadata, read from the meta tags the pages emit (page-meta.ts). */
export interface PageSearchMeta {
  version: string;
  context: SearchContext;
}

/**
 * Splits a prerendered page into search documents: the page top (title, description, text before
 * the first heading) and one document per h2–h5 with an id, holding the whole text up to the next
 * heading (code as plain text, chrome left out, punctuation spaced as on the page). API operation
 * pages also list their method, path, parameter and property names in `k`. Returns null for pages
 * without `docsearch:version` / `tidewire:search-context` meta tags.
 */
export function extractSections(html: string, url: string): { meta: PageSearchMeta; docs: SearchDocument[] } | null {
  // node-html-parser keeps <pre> contents as raw markup by default; code is read as text here.
  const root = parse(html, { blockTextElements: { script: true, noscript: true, style: true } });
  const version = root.querySelector('meta[name="docsearch:version"]')?.getAttribute("content");
  const context = root.querySelector('meta[name="tidewire:search-context"]')?.getAttribute("content") as
    | SearchContext
    | undefined;
  const main = root.querySelector("main");
  if (!version || !context || !main) return null;
  const title = squash(main.querySelector("h1")?.text ?? root.querySelector("title")?.text ?? url);
  const description = squash(root.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
  const keywords = squash(root.querySelector('meta[name="keywords"]')?.getAttribute("content") ?? "");
  const breadcrumbs = main
    .querySelectorAll(".breadcrumbs li")
    .map((li) => squash(li.text))
    .slice(0, -1);
  const crumbs = breadcrumbs.length ? breadcrumbs : context === "blog" ? ["Blog"] : [];

  const apiNames = [
    ...new Set(main.querySelectorAll(".schema-prop__name, .parameter-table__name code").map((el) => squash(el.text))),
  ];
  const endpointElement = main.querySelector(".api-endpoint");
  const endpoint = endpointElement
    ? squash(
        `${endpointElement.querySelector(".method-badge")?.text ?? ""} ${endpointElement.querySelector(".api-endpoint__path")?.text ?? ""}`,
      )
    : "";
  const apiKeywords = [endpoint, ...apiNames].filter(Boolean).join(" ");

  const article = main.querySelector("article") ?? main;
  for (const element of article.querySelectorAll(SKIP)) element.remove();
  for (const fact of article.querySelectorAll(".schema-facts > div"))
    if (SKIPPED_FACTS.has(squash(fact.querySelector("dt")?.text ?? ""))) fact.remove();
  article.querySelector("h1")?.remove();

  const sections: { heading: string; id: string; pieces: (string | "block" | "inline")[] }[] = [
    { heading: "", id: "", pieces: [] },
  ];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        sections.at(-1)!.pieces.push(child.text);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      if (HEADING.test(element.tagName) && element.id) {
        sections.push({ heading: squash(element.text), id: element.id, pieces: [] });
        continue;
      }
      const pieces = sections.at(-1)!.pieces;
      // Highlighted code is one token per span: its text is taken whole, exactly as written.
      if (element.tagName === "PRE") {
        pieces.push("block", element.text, "block");
        continue;
      }
      const boundary = BLOCK.has(element.tagName) ? "block" : "inline";
      pieces.push(boundary);
      walk(element);
      sections.at(-1)!.pieces.push(boundary);
    }
  };
  walk(article);

  const docs = sections
    .map(
      (section, index): SearchDocument => ({
        t: angleQuotes(title),
        u: url,
        h: section.id,
        s: angleQuotes(section.heading),
        b: crumbs,
        d: index === 0 ? angleQuotes(description) : "",
        k: index === 0 ? angleQuotes([keywords, apiKeywords].filter(Boolean).join(" ")) : "",
        c: angleQuotes(joinPieces(section.pieces)),
      }),
    )
    .filter((doc, index) => index === 0 || doc.c || doc.s);
  return { meta: { version, context }, docs };
}
