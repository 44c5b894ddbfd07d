import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { writtenLinks } from "../../blocks/link/written-links.ts";
import { buildCache, type BuildCache, packageVersion } from "../../web/app/content/build/build-cache.server.ts";
import type { LinkingDocument } from "../../web/app/content/queries/query-results.ts";
import { ContentError } from "../../web/app/lib/content-error.ts";
import { sitePathFor } from "../../web/app/lib/site-paths.ts";
import { errorTypeUrl, splitSiteHref, type SiteRedirect } from "../../web/app/lib/urls.ts";
import type { BuiltPage } from "./hosting/html-files.ts";

/** What a link can land on: the paths the built site answers and the anchors of its pages. */
export interface LinkTargets {
  /** Whether the site answers `path` (no query, no `#`, no trailing slash) with a page, a file or a redirect. */
  serves(path: string): boolean;
  /** The element ids of the page at `path`, after its redirect if it has one; null when no page answers it. */
  anchorsOf(path: string): ReadonlySet<string> | null;
}

/** The site path of a document's page (lib/site-paths.ts sitePathFor, and the error catalogue's rule), or null. */
export function documentPath(document: LinkingDocument): string | null {
  if (document._type === "errorType") return document.type ? errorTypeUrl(document.type) : null;
  return sitePathFor(
    { _type: document._type, slug: document.slug ?? undefined },
    document.version ? { status: document.version.status, pathSegment: document.version.pathSegment } : null,
  );
}

/**
 * Every broken link of `documents` (links that lead to no page, file or heading of the built
 * site), one ContentError each, naming the document `_id` and the field path of the link, so the
 * build fails and the last good site keeps serving (docs/publishing.md). A document whose page the build did
 * not render (a post dated in the future) is skipped until it is; the announcement bar and site
 * settings show on every page, so their `#anchor` links have no one page and are broken.
 */
export function brokenLinks(documents: LinkingDocument[], targets: LinkTargets): ContentError[] {
  const pathById = new Map(documents.map((doc) => [doc._id, documentPath(doc)]));
  const problems: ContentError[] = [];
  for (const document of documents) {
    const ownPath = pathById.get(document._id) ?? null;
    if (ownPath !== null && !targets.serves(ownPath)) continue;
    const broken = (field: string, detail: string) => problems.push(new ContentError(document._id, field, detail));
    for (const link of writtenLinks(document)) {
      if (link.kind === "doc") {
        const target = pathById.get(link.ref);
        if (!target || !targets.serves(target))
          broken(`${link.field}.reference`, `links to document ${link.ref}, which has no page on the site`);
        else if (link.anchor && !targets.anchorsOf(target)?.has(link.anchor))
          broken(
            `${link.field}.anchor`,
            `links to ${target}#${link.anchor}, but that page has no heading "${link.anchor}"`,
          );
        continue;
      }
      const { href, field } = link;
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      const split = splitSiteHref(href);
      const { hash } = split;
      const path = href.startsWith("#") ? ownPath : split.path;
      if (path === null) {
        broken(field, `links to ${href}, but this document shows on every page: link to a page path with the anchor`);
        continue;
      }
      if (!targets.serves(path)) broken(field, `links to ${href}, but the site has no page ${path}`);
      else if (hash && !targets.anchorsOf(path)?.has(hash))
        broken(field, `links to ${href}, but ${path} has no heading or element with the anchor "${hash}"`);
    }
  }
  return problems;
}

/**
 * The anchors of each page are kept in the build cache by its HTML (`BuiltPage.digest`): parsing
 * every page again was most of the link check. The HTML parser's version and the rule that reads
 * them (`idsOf`) are the fingerprint.
 */
let anchorsCache: BuildCache | null = null;

/** The `id`s of the elements of `html` in document order, read in one pass of htmlparser2's streaming parser. */
function idsOf(html: string): string[] {
  const ids: string[] = [];
  new Parser({
    onopentag(_name, attributes) {
      if (attributes.id !== undefined) ids.push(attributes.id);
    },
  }).end(html);
  return ids;
}

/**
 * The link targets of a built site: its prerendered `pages`, every file under `clientDir` and the
 * sources of `redirects`; a page's anchors are the `id`s of its HTML (`idsOf`), read the first
 * time a link asks, from the build cache when a page had this HTML before.
 */
export function builtSiteTargets(clientDir: string, pages: BuiltPage[], redirects: SiteRedirect[]): LinkTargets {
  anchorsCache ??= buildCache(
    "page-anchors",
    JSON.stringify({
      parser: packageVersion("htmlparser2", import.meta.url),
      rule: idsOf.toString(),
    }),
  );
  const cache = anchorsCache;
  const pageAt = new Map(pages.map((page) => [page.path, page]));
  const redirectOf = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  const anchors = new Map<string, ReadonlySet<string>>();
  const isFile = (path: string) => {
    const file = join(clientDir, path);
    return file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile();
  };
  return {
    serves: (path) => pageAt.has(path) || redirectOf.has(path) || isFile(path),
    anchorsOf(path) {
      const page = pageAt.get(redirectOf.get(path)?.split("#")[0] ?? path);
      if (!page) return null;
      if (!anchors.has(page.path))
        anchors.set(
          page.path,
          new Set(JSON.parse(cache.getSync(page.digest, () => JSON.stringify(idsOf(page.html)))) as string[]),
        );
      return anchors.get(page.path)!;
    },
  };
}
