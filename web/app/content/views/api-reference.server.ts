import type {
  ApiGroupPageView,
  ApiOperationLink,
  ApiOperationPageView,
  ApiOverviewPageView,
  HighlightedExample,
} from "./api-view.ts";
import { ContentError } from "../../lib/content-error.ts";
import { parse as parseYaml } from "yaml";
import { buildApiAccess, type ApiAccess, type ServerView } from "../../api-reference/api-access.ts";
import { buildCodeSampleSets } from "../../api-reference/code-samples.ts";
import { renderLeadParagraph, renderMarkdown } from "../../api-reference/markdown.server.ts";
import type { OpenApiDocument } from "../../api-reference/openapi-document.ts";
import { operationIndex, type OperationIndex } from "../../api-reference/operation-index.ts";
import { buildOperationView, operationServers, type BodyView } from "../../api-reference/operation-view.ts";
import type { ApiFactsView } from "../../api-reference/api-facts-view.ts";
import type { SidebarCategory } from "../../lib/sidebar.ts";
import { apiVersionPairs } from "../../lib/site-paths.ts";
import {
  apiChangesUrl,
  apiGroupUrl,
  apiOperationUrl,
  apiOverviewUrl,
  errorCatalogueUrl,
  openApiFileUrls,
} from "../../lib/urls.ts";
import { ERROR_CATALOGUE_TITLE } from "../../errors/error-catalogue.ts";
import { apiVersionLinks, type ApiIndex, type VersionLink } from "../../lib/version-switch.ts";
import type { OperationIdentity } from "../../api-reference/operation-index.ts";
import { isCurrentVersion } from "../../lib/versions.ts";
import { getVersionFacts } from "../queries/site-content.server.ts";
import { buildCache, type BuildCache, packageVersion } from "../build/build-cache.server.ts";
import { highlightCode } from "../render/highlight.server.ts";
import { API_SPEC_QUERY } from "../queries/queries.ts";
import { apiSpecSchema, type DocVersion } from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";
import { derived } from "../build/route-dependencies.server.ts";
import type { ApiSidebarName } from "../../lib/docs-sidebars.ts";

/** A version's parsed OpenAPI document and its source text. */
export interface ApiSpec {
  documentId: string;
  text: string;
  doc: OpenApiDocument;
}

const parsed = new Map<string, Promise<ApiSpec>>();

/**
 * Documents as JSON by their YAML text: every process and thread of a build reads every document,
 * and JSON.parse is far cheaper than parsing YAML (figures in
 * docs/decisions/0008-build-rendering-and-compression.md). OpenAPI is JSON data (OpenAPI 3.1,
 * section 4.3), so nothing is lost on the way.
 */
let openApiJson: BuildCache | null = null;

async function parseApiSpec(documentId: string, text: string): Promise<ApiSpec> {
  openApiJson ??= buildCache("openapi-json", `yaml ${packageVersion("yaml", import.meta.url)}`);
  const json = await openApiJson.get(text, async () => {
    try {
      return JSON.stringify(parseYaml(text));
    } catch (error) {
      throw new ContentError(documentId, "document", `is not valid YAML: ${(error as Error).message}`, undefined, {
        cause: error,
      });
    }
  });
  return { documentId, text, doc: JSON.parse(json) as OpenApiDocument };
}

/**
 * The OpenAPI document of a version (the `apiSpec` document's YAML), or null when the version has
 * none. The query runs (and is noted by the route being rendered) on every call; each document
 * text is parsed once per build. Throws naming the `apiSpec` document when the YAML is invalid.
 */
export async function getApiSpec(versionName: string): Promise<ApiSpec | null> {
  const spec = await run("API_SPEC_QUERY", API_SPEC_QUERY, apiSpecSchema, { version: versionName });
  if (!spec) return null;
  let result = parsed.get(spec.document);
  if (!result) parsed.set(spec.document, (result = parseApiSpec(spec._id, spec.document)));
  return result;
}

/** Every version that has an API document, current version first, with its parsed document and operation index. */
export async function getApiDocuments(): Promise<{ version: DocVersion; spec: ApiSpec; index: OperationIndex }[]> {
  const { all } = await getVersionFacts();
  const specs = await Promise.all(all.map(async (version) => ({ version, spec: await getApiSpec(version.name) })));
  return specs.flatMap(({ version, spec }) => (spec ? [{ version, spec, index: operationIndex(spec.doc) }] : []));
}

/** What every page of a version's API reference needs besides its own operation: its groups and their operations, in order. */
export interface ApiOutline {
  version: DocVersion;
  /** The document's `info.description`, rendered to HTML: what the API is and the rules every operation follows. */
  description: string | null;
  groups: {
    name: string;
    slug: string;
    sidebar: ApiSidebarName;
    /** The tag's description, rendered to HTML. */
    description: string | null;
    /** The first paragraph of the tag's description, rendered to HTML (renderLeadParagraph): the description in short. */
    lead: string | null;
    /** The base URLs of the group's first operation. */
    servers: ServerView[];
    operations: {
      slug: string;
      operationId: string;
      summary: string;
      method: string;
      path: string;
      kind: "operation" | "webhook";
    }[];
  }[];
}

/**
 * The values API pages depend on instead of the whole OpenAPI document (route-dependencies.server.ts
 * `derived`), by name, each computed from its parameters: a version's outline, how its API is
 * reached (servers and security), and one operation's view. An incremental build computes them
 * again to tell which pages changed.
 */
export const DERIVED_VALUES = {
  async apiOutline({ version: name }: { version: string }): Promise<ApiOutline | null> {
    const [spec, versions] = await Promise.all([getApiSpec(name), getVersionFacts()]);
    const version = versions.all.find((v) => v.name === name);
    if (!spec || !version) return null;
    const description = spec.doc.info?.description;
    return {
      version,
      description: typeof description === "string" ? renderMarkdown(description) : null,
      groups: operationIndex(spec.doc).groups.map((group) => ({
        name: group.name,
        slug: group.slug,
        sidebar: group.sidebar,
        description: group.description ? renderMarkdown(group.description) : null,
        lead: group.description ? renderLeadParagraph(group.description) : null,
        servers: operationServers(spec.doc, group.operations[0].entry),
        operations: group.operations.map(({ slug, operationId, summary, method, path, kind }) => ({
          slug,
          operationId,
          summary,
          method,
          path,
          kind,
        })),
      })),
    };
  },
  async apiAccess({ version }: { version: string }): Promise<ApiAccess | null> {
    const spec = await getApiSpec(version);
    return spec && buildApiAccess({ doc: spec.doc, markdown: renderMarkdown });
  },
  async apiOperation({ version, group, operation }: { version: string; group: string; operation: string }) {
    const spec = await getApiSpec(version);
    return spec && buildOperationView({ doc: spec.doc, markdown: renderMarkdown }, group, operation);
  },
};

/**
 * The outline of a version's API reference, or null when it has no API document. Routes depend
 * on the outline rather than on the whole document, so editing one operation's text re-renders
 * that operation's page, not every page of the version.
 */
export function getApiOutline(version: DocVersion): Promise<ApiOutline | null> {
  const params = { version: version.name };
  return derived("apiOutline", params, () => DERIVED_VALUES.apiOutline(params));
}

/** How a version's API is reached (its servers, security schemes and operations open to all), or null when it has no API document. */
export function getApiAccess(version: DocVersion): Promise<ApiAccess | null> {
  const params = { version: version.name };
  return derived("apiAccess", params, () => DERIVED_VALUES.apiAccess(params));
}

/** The outlines of every version that has an API document, current version first. */
export async function getApiOutlines(): Promise<ApiOutline[]> {
  const { all } = await getVersionFacts();
  return (await Promise.all(all.map(getApiOutline))).filter((outline): outline is ApiOutline => outline !== null);
}

/** Sidebar categories for a version's API groups shown in `sidebar`: one per group, operations with method badges. */
export async function getApiSidebarCategories(version: DocVersion, sidebar: string): Promise<SidebarCategory[]> {
  const outline = await getApiOutline(version);
  return (outline?.groups ?? [])
    .filter((group) => group.sidebar === sidebar)
    .map((group) => ({
      type: "category",
      label: group.name,
      items: group.operations.map((op) => ({
        type: "link",
        label: op.summary,
        href: apiOperationUrl(version, group.slug, op.slug),
        badge: op.method,
      })),
    }));
}

/** The label of the API sidebar's last category (getApiReferenceCategory). */
export const API_REFERENCE_CATEGORY = "Reference";

/**
 * The API sidebar's last category: the version's API overview, the error catalogue and the API
 * changes page that involves the version, which no group lists, so every page of the sidebar
 * reaches them (as Stripe's and Redocly's API sidebars end with errors and changelog). Null when
 * the version has no API document.
 */
export async function getApiReferenceCategory(version: DocVersion): Promise<SidebarCategory | null> {
  const [outline, changes] = await Promise.all([getApiOutline(version), getApiChangesHref(version)]);
  if (!outline) return null;
  return {
    type: "category",
    label: API_REFERENCE_CATEGORY,
    items: [
      { type: "link", label: "API overview", href: apiOverviewUrl(version) },
      { type: "link", label: ERROR_CATALOGUE_TITLE, href: errorCatalogueUrl },
      ...(changes ? [{ type: "link" as const, label: "API changes", href: changes }] : []),
    ],
  };
}

/** For the version menu: each version's groups and operations. */
async function apiIndexByVersion(): Promise<Map<string, ApiIndex>> {
  const outlines = await getApiOutlines();
  return new Map(
    outlines.map(({ version, groups }) => [
      version.name,
      groups.map((group) => ({
        group: group.slug,
        operations: group.operations.map((op) => ({ ...op, group: { slug: group.slug } })),
      })),
    ]),
  );
}

async function highlightBody(body: BodyView | null): Promise<BodyView<HighlightedExample> | null> {
  if (!body) return null;
  const language = body.contentType.includes("json") ? "json" : "text";
  const examples = await Promise.all(
    body.examples.map(async ({ name, summary, text }) => ({
      name,
      summary,
      html: await highlightCode(text, language),
    })),
  );
  return { ...body, examples };
}

/** An operation of an outline group as the counterpart rule reads it, or null when the group has no such operation. */
function operationIdentity(group: ApiOutline["groups"][number], slug: string): OperationIdentity | null {
  const operation = group.operations.find((op) => op.slug === slug);
  return operation ? { ...operation, group: { slug: group.slug } } : null;
}

/** The version links of an API page (`group` null on the overview) and, on an unmaintained version, the link to the current one. */
async function apiVersionLinksFor(
  version: DocVersion,
  group: string | null,
  operation: OperationIdentity | null,
): Promise<{ versionLinks: VersionLink[]; currentVersionLink: VersionLink | null }> {
  const [facts, indexes] = await Promise.all([getVersionFacts(), apiIndexByVersion()]);
  const versionLinks = apiVersionLinks(facts.all, group, operation, indexes);
  return {
    versionLinks,
    currentVersionLink: isCurrentVersion(version) ? null : (versionLinks.find(isCurrentVersion) ?? null),
  };
}

/** The URL of the API changes page that involves `version`, if any: the newest pair of versions with API documents it belongs to. */
async function getApiChangesHref(version: DocVersion): Promise<string | null> {
  const outlines = await getApiOutlines();
  const pair = apiVersionPairs(outlines.map((entry) => entry.version)).find(
    ([older, newer]) => older.name === version.name || newer.name === version.name,
  );
  return pair ? apiChangesUrl(pair[0], pair[1]) : null;
}

/** The operations of an outline group, linked to their pages in `version`. */
const operationLinks = (version: DocVersion, group: ApiOutline["groups"][number]): ApiOperationLink[] =>
  group.operations.map((op) => ({
    method: op.method,
    path: op.path,
    summary: op.summary,
    kind: op.kind,
    href: apiOperationUrl(version, group.slug, op.slug),
  }));

/**
 * The facts panel of `version`'s overview or of one of its group pages: `servers` (the document's,
 * or the group's own), the security of `access`, its operations that need no credentials linked to
 * their pages, the document's downloads and the changes page.
 */
async function apiFacts(
  version: DocVersion,
  access: ApiAccess,
  servers: ServerView[],
): Promise<Omit<ApiFactsView, "version">> {
  return {
    servers,
    security: access.security,
    open: access.open.map((op) => ({ summary: op.summary, href: apiOperationUrl(version, op.group, op.slug) })),
    downloads: openApiFileUrls(version),
    changesHref: await getApiChangesHref(version),
  };
}

/**
 * The API reference overview of `version`, from its outline (groups and operations) and its access
 * facts (servers and security), or null when the version has no API document.
 */
export async function getApiOverviewView(version: DocVersion): Promise<ApiOverviewPageView | null> {
  const [outline, access] = await Promise.all([getApiOutline(version), getApiAccess(version)]);
  if (!outline || !access) return null;
  return {
    version,
    url: apiOverviewUrl(version),
    description: outline.description,
    groups: outline.groups.map((group) => ({
      name: group.name,
      slug: group.slug,
      href: apiGroupUrl(version, group.slug),
      lead: group.lead,
      operations: operationLinks(version, group),
    })),
    ...(await apiFacts(version, access, access.servers)),
    ...(await apiVersionLinksFor(version, null, null)),
  };
}

/** The specification page of group `groupSlug` in `version`, or null when the version has no such group. */
export async function getApiGroupView(version: DocVersion, groupSlug: string): Promise<ApiGroupPageView | null> {
  const [outline, access] = await Promise.all([getApiOutline(version), getApiAccess(version)]);
  const group = outline?.groups.find((g) => g.slug === groupSlug);
  if (!group || !access) return null;
  return {
    version,
    url: apiGroupUrl(version, group.slug),
    group: { name: group.name, slug: group.slug, description: group.description },
    operations: operationLinks(version, group),
    ...(await apiFacts(version, access, group.servers)),
    breadcrumbs: [{ label: "API reference", href: apiOverviewUrl(version) }, { label: group.name }],
    ...(await apiVersionLinksFor(version, group.slug, null)),
  };
}

/** The operation `slug` of group `groupSlug` in `version`, highlighted, or null when it does not exist. */
export async function getApiOperationView(
  version: DocVersion,
  groupSlug: string,
  slug: string,
): Promise<ApiOperationPageView | null> {
  const [outline, raw] = await Promise.all([
    getApiOutline(version),
    (async () => {
      const params = { version: version.name, group: groupSlug, operation: slug };
      return derived("apiOperation", params, () => DERIVED_VALUES.apiOperation(params));
    })(),
  ]);
  const group = outline?.groups.find((g) => g.slug === groupSlug);
  if (!outline || !group || !raw) return null;
  const samples = await Promise.all(
    buildCodeSampleSets(raw).map((set) =>
      Promise.all(
        set.map(async ({ code, ...sample }) => ({ ...sample, html: await highlightCode(code, sample.language) })),
      ),
    ),
  );
  const requestBody = await highlightBody(raw.requestBody);
  const responses = await Promise.all(
    raw.responses.map(async (response) => ({ ...response, body: await highlightBody(response.body) })),
  );
  const url = apiOperationUrl(version, groupSlug, slug);
  return {
    view: { ...raw, requestBody, responses },
    samples,
    version,
    url,
    sidebarName: group.sidebar,
    breadcrumbs: [
      { label: "API reference", href: apiOverviewUrl(version) },
      { label: group.name, href: apiGroupUrl(version, group.slug) },
      { label: raw.summary },
    ],
    ...(await apiVersionLinksFor(version, groupSlug, operationIdentity(group, slug))),
  };
}
