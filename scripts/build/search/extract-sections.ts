import { Parser } from "htmlparser2";
import { SEARCH_IGNORE_ATTRIBUTE } from "../../../web/app/search/search-ignore.ts";
import type { SearchContext } from "../../../web/app/search/search-contexts.ts";
import type { SearchDocument } from "../../../web/app/search/search-document.ts";

/**
 * Elements whose text is chrome (navigation, buttons, labels, dates, schema types), not content:
 * the elements that never hold content, and what components mark with SEARCH_IGNORE_ATTRIBUTE
 * (as Starlight's components mark theirs with `data-pagefind-ignore`).
 */
const SKIP = new Set(["script", "style", "template", "nav", "button"]);
/** Schema facts that are values rather than prose (patterns, example IDs, defaults): left out, unlike allowed values. */
const SKIPPED_FACTS = new Set(["Constraints", "Example", "Default"]);
const HEADING = /^h[2-5]$/;
/** Elements that start a new line on the page: their text never runs into the text around them. */
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "form",
  "header",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
  "caption",
  "img",
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

type Piece = string | "block" | "inline";

/** An open `.schema-facts > div`: where its pieces start, to take them back, and its first `<dt>`'s text. */
interface Fact {
  section: number;
  pieces: number;
  dt: string[] | null;
}

/** The reading of the page's article (or of its main, when it has no article) into sections. */
interface Walk {
  sections: { heading: string; id: string; pieces: Piece[] }[];
  /** Open elements left out with what they hold: SKIP, SEARCH_IGNORE_ATTRIBUTE, the article's h1. */
  skipping: number;
  removedH1: boolean;
  /** The text of the open heading or `<pre>`, taken whole (its elements are not walked). */
  whole: string[] | null;
  facts: Fact[];
  /** The text of each fact's first `<dt>` while it is open. */
  dts: Set<string[]>;
}

const newWalk = (): Walk => ({
  sections: [{ heading: "", id: "", pieces: [] }],
  skipping: 0,
  removedH1: false,
  whole: null,
  facts: [],
  dts: new Set(),
});
const piecesOf = (walk: Walk) => walk.sections.at(-1)!.pieces;

/**
 * Splits a prerendered page into search documents: the page top (title, description, text before
 * the first heading) and one document per h2–h5 with an id, holding the whole text up to the next
 * heading (code as plain text, chrome left out, punctuation spaced as on the page). API operation
 * pages also list their method, path, parameter and property names in `k`. Returns null for pages
 * without `docsearch:version` / `tidewire:search-context` meta tags or a `<main>`.
 *
 * The page is read in one pass of htmlparser2's streaming parser (no DOM is built; it parses
 * several times faster than a DOM parser, and a cold build reads every page): the title is the
 * first `<h1>` of `<main>` (else `<title>`, else `url`), breadcrumbs are the `.breadcrumbs li` of
 * main but the last, API names the `.schema-prop__name` and `.parameter-table__name code` texts and
 * the endpoint the first `.api-endpoint`'s `.method-badge` and `.api-endpoint__path`; sections are
 * read from main's first `<article>` (else main) leaving out SKIP elements, elements marked with
 * SEARCH_IGNORE_ATTRIBUTE, the article's first h1 and each `.schema-facts > div` whose `<dt>` is
 * in SKIPPED_FACTS.
 */
export function extractSections(html: string, url: string): { meta: PageSearchMeta; docs: SearchDocument[] } | null {
  const metas = new Map<string, string | undefined>();
  let title: string | undefined;
  let h1: string | undefined;
  const breadcrumbs: string[] = [];
  const apiNames: string[] = [];
  const endpoint: { seen: boolean; method?: string; path?: string } = { seen: false };
  let articleSeen = false;
  let inMain = false;
  let inEndpoint = false;
  let breadcrumbDepth = 0;
  let parameterNameDepth = 0;
  /** The walk being read, while its root is open, and the one whose sections the page has (set once main opens). */
  let walk: Walk | null = null;
  let result: Walk | null = null;
  /** The texts being collected whole, every descendant included, for the page facts above. */
  const texts = new Set<string[]>();
  /** Per open element, what to do when it closes and whether it is a `.schema-facts` inside the walk. */
  const openElements: { closing: (() => void)[] | null; facts: boolean }[] = [];

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parentIsFacts = openElements.at(-1)?.facts ?? false;
        let closing: (() => void)[] | null = null;
        let facts = false;
        const onClose = (done: () => void) => (closing ??= []).push(done);
        const collect = (done: (text: string) => void) => {
          const parts: string[] = [];
          texts.add(parts);
          onClose(() => {
            texts.delete(parts);
            done(parts.join(""));
          });
        };
        const open = () => {
          openElements.push({ closing, facts });
        };
        if (name === "meta") {
          if (attributes.name !== undefined && !metas.has(attributes.name))
            metas.set(attributes.name, attributes.content);
        } else if (name === "title" && title === undefined) {
          title = "";
          collect((text) => (title = text));
        }
        if (!inMain) {
          if (name === "main" && !result) {
            inMain = true;
            walk = result = newWalk();
            onClose(() => {
              inMain = false;
              walk = null;
            });
          }
          return open();
        }
        const classes = attributes.class ? attributes.class.split(/\s+/) : [];
        if (name === "h1" && h1 === undefined) {
          h1 = "";
          collect((text) => (h1 = text));
        }
        if (name === "li" && breadcrumbDepth > 0) {
          const index = breadcrumbs.push("") - 1;
          collect((text) => (breadcrumbs[index] = text));
        }
        if (classes.includes("breadcrumbs")) {
          breadcrumbDepth++;
          onClose(() => breadcrumbDepth--);
        }
        if (classes.includes("schema-prop__name") || (name === "code" && parameterNameDepth > 0)) {
          const index = apiNames.push("") - 1;
          collect((text) => (apiNames[index] = text));
        }
        if (classes.includes("parameter-table__name")) {
          parameterNameDepth++;
          onClose(() => parameterNameDepth--);
        }
        if (inEndpoint) {
          if (endpoint.method === undefined && classes.includes("method-badge")) {
            endpoint.method = "";
            collect((text) => (endpoint.method = text));
          }
          if (endpoint.path === undefined && classes.includes("api-endpoint__path")) {
            endpoint.path = "";
            collect((text) => (endpoint.path = text));
          }
        } else if (!endpoint.seen && classes.includes("api-endpoint")) {
          endpoint.seen = inEndpoint = true;
          onClose(() => (inEndpoint = false));
        }
        if (name === "article" && !articleSeen) {
          articleSeen = true;
          const article = (walk = result = newWalk());
          onClose(() => {
            if (walk === article) walk = null;
          });
          return open();
        }
        const w: Walk | null = walk;
        if (!w) return open();
        if (
          w.skipping > 0 ||
          SKIP.has(name) ||
          SEARCH_IGNORE_ATTRIBUTE in attributes ||
          (name === "h1" && !w.removedH1 && (w.removedH1 = true))
        ) {
          w.skipping++;
          onClose(() => w.skipping--);
          return open();
        }
        if (w.whole) return open();
        if (HEADING.test(name) && attributes.id) {
          const whole: string[] = (w.whole = []);
          onClose(() => {
            w.whole = null;
            w.sections.push({ heading: squash(whole.join("")), id: attributes.id, pieces: [] });
          });
          return open();
        }
        // Highlighted code is one token per span: its text is taken whole, exactly as written.
        if (name === "pre") {
          const whole: string[] = (w.whole = []);
          onClose(() => {
            w.whole = null;
            piecesOf(w).push("block", whole.join(""), "block");
          });
          return open();
        }
        facts = classes.includes("schema-facts");
        const fact: Fact | null =
          parentIsFacts && name === "div"
            ? { section: w.sections.length - 1, pieces: piecesOf(w).length, dt: null }
            : null;
        if (name === "dt")
          for (const pending of w.facts)
            if (!pending.dt) {
              const dt: string[] = (pending.dt = []);
              w.dts.add(dt);
              onClose(() => w.dts.delete(dt));
            }
        const boundary = BLOCK.has(name) ? "block" : "inline";
        piecesOf(w).push(boundary);
        onClose(() => piecesOf(w).push(boundary));
        if (fact) {
          w.facts.push(fact);
          onClose(() => {
            w.facts.pop();
            if (!SKIPPED_FACTS.has(squash(fact.dt?.join("") ?? ""))) return;
            w.sections.length = fact.section + 1;
            w.sections[fact.section].pieces.length = fact.pieces;
          });
        }
        open();
      },
      ontext(text) {
        for (const parts of texts) parts.push(text);
        const w: Walk | null = walk;
        if (!w || w.skipping > 0) return;
        if (w.whole) {
          w.whole.push(text);
          return;
        }
        piecesOf(w).push(text);
        for (const dt of w.dts) dt.push(text);
      },
      onclosetag() {
        for (const done of openElements.pop()?.closing ?? []) done();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  const version = metas.get("docsearch:version");
  const context = metas.get("tidewire:search-context") as SearchContext | undefined;
  if (!version || !context || !result) return null;
  const walked: Walk = result;
  const pageTitle = squash(h1 ?? title ?? url);
  const description = squash(metas.get("description") ?? "");
  const keywords = squash(metas.get("keywords") ?? "");
  const crumbs = breadcrumbs.length > 1 ? breadcrumbs.slice(0, -1).map(squash) : context === "blog" ? ["Blog"] : [];
  const apiKeywords = [
    endpoint.seen ? squash(`${endpoint.method ?? ""} ${endpoint.path ?? ""}`) : "",
    ...new Set(apiNames.map(squash)),
  ]
    .filter(Boolean)
    .join(" ");

  const docs = walked.sections
    .map(
      (section, index): SearchDocument => ({
        t: angleQuotes(pageTitle),
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
