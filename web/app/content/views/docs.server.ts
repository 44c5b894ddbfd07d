import { apiChangesGroupId, type ApiChangesPageView, type DocPageView } from "./docs-view.ts";
import { diffApiDocuments } from "../../api-reference/api-diff.ts";
import { extractToc, type TextBlock } from "../../lib/headings.ts";
import { adjacentLinks } from "../../lib/sidebar.ts";
import { apiVersionPairs } from "../../lib/site-paths.ts";
import {
  apiChangesUrl,
  apiOperationUrl,
  docUrl,
  introUrl,
  parseDocsRoute,
  versionPairSegment,
} from "../../lib/urls.ts";
import { versionLinks } from "../../lib/version-switch.ts";
import { isCurrentVersion } from "../../lib/versions.ts";
import { getApiDocuments } from "./api-reference.server.ts";
import { getDocSlugs, getVersionFacts } from "../queries/site-content.server.ts";
import { getSidebar } from "./sidebar.server.ts";
import type { PrepareOptions } from "../../../../blocks/prepare-parts.ts";
import { prepareBody } from "../render/prepare-body.server.ts";
import * as q from "../queries/queries.ts";
import * as r from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";

/**
 * The doc page `slug` of `version` with its sidebar, TOC, pager, breadcrumbs and version links,
 * or null when there is none. `options` is passed to `prepareBody`.
 */
export async function getDocPageView(
  version: r.DocVersion,
  slug: string,
  options: PrepareOptions = {},
): Promise<DocPageView | null> {
  const raw = await run("DOC_PAGE_QUERY", q.DOC_PAGE_QUERY, r.docPageSchema.nullable(), {
    version: version.name,
    slug,
  });
  if (!raw) return null;
  const page = { ...raw, body: await prepareBody(raw.body, raw._id, options) };
  const url = docUrl(page.version, page.slug);
  const [sidebar, slugs, versions] = await Promise.all([
    getSidebar(page.version, page.sidebar),
    getDocSlugs(),
    getVersionFacts(),
  ]);
  const slugsByVersion = new Map<string, Set<string>>();
  for (const doc of slugs)
    slugsByVersion.set(doc.version, (slugsByVersion.get(doc.version) ?? new Set()).add(doc.slug));
  const links = versionLinks(versions.all, page.slug, slugsByVersion);
  return {
    page,
    url,
    toc: page.hideTableOfContents
      ? []
      : extractToc(page.body as TextBlock[], page.tocMinHeadingLevel ?? 2, page.tocMaxHeadingLevel ?? 5),
    sidebar,
    pager: adjacentLinks(sidebar, url),
    breadcrumbs: [
      { label: "Docs", href: introUrl(page.version) },
      ...(page.category ? [{ label: page.category }] : []),
      { label: page.title },
    ],
    versionLinks: links,
    currentVersionLink: isCurrentVersion(page.version) ? null : (links.find(isCurrentVersion) ?? null),
  };
}

/** The doc page at `/docs/<splat>` (`getDocPageView`), or null when that path is not a doc page or has none. */
export async function findDocPageView(splat: string, options: PrepareOptions = {}): Promise<DocPageView | null> {
  const location = parseDocsRoute(splat, (await getVersionFacts()).all);
  return location?.kind === "doc" ? getDocPageView(location.version, location.slug, options) : null;
}

/** The API changes page of the version pair named `pair` (`<older>-to-<newer>`), or null when no such pair has API documents. */
export async function getApiChangesView(pair: string): Promise<ApiChangesPageView | null> {
  const [indexes, versions] = await Promise.all([getApiDocuments(), getVersionFacts()]);
  const match = apiVersionPairs(indexes.map((entry) => entry.version)).find(
    ([older, newer]) => versionPairSegment(older, newer) === pair,
  );
  if (!match) return null;
  const [older, newer] = match;
  const entryOf = (version: r.DocVersion) => indexes.find((entry) => entry.version.name === version.name)!;
  const changes = diffApiDocuments(entryOf(older).spec.doc, entryOf(newer).spec.doc).map((change) => ({
    ...change,
    olderHref:
      change.change === "added"
        ? null
        : apiOperationUrl(older, change.was?.group ?? change.group, change.was?.slug ?? change.slug),
    newerHref: change.change === "removed" ? null : apiOperationUrl(newer, change.group, change.slug),
  }));
  // Groups in the order of the newer version's reference (its sidebar), then groups it no longer has.
  const groupNames = [...new Set([...entryOf(newer).index.groups, ...entryOf(older).index.groups].map((g) => g.name))];
  const groups = groupNames
    .map((name) => ({
      name,
      id: apiChangesGroupId(name),
      changes: changes.filter((change) => change.groupName === name),
    }))
    .filter((group) => group.changes.length);
  const url = apiChangesUrl(older, newer);
  const inPair = (version: r.DocVersion) => version.name === newer.name || version.name === older.name;
  return {
    version: newer,
    url,
    older,
    newer,
    changes,
    groups,
    versionLinks: versions.all.map((v) => ({
      name: v.name,
      label: v.label,
      status: v.status,
      href: inPair(v) ? url : introUrl(v),
      samePage: inPair(v),
    })),
    currentVersionLink: null,
  };
}
