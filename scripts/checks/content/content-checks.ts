import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse as parseYaml } from "yaml";
import { writtenLinks } from "../../../blocks/link/written-links.ts";
import { readContent, type DatasetDocument } from "../../build/dataset/content-sources.ts";
import { docPageId } from "../../build/dataset/document-ids.ts";
import {
  deref,
  escapePointer,
  type OpenApiDocument,
  type OperationEntry,
} from "../../../web/app/api-reference/openapi-document.ts";
import { operationIndex } from "../../../web/app/api-reference/operation-index.ts";
import { buildOperationView } from "../../../web/app/api-reference/operation-view.ts";
import { collectAnchors } from "../../../web/app/api-reference/schema-view.ts";
import { assignHeadingAnchors, type TextBlock } from "../../../web/app/lib/headings.ts";
import { isEditorHandbookPage } from "../../../web/app/lib/editor-handbook.ts";
import { listSitePaths } from "../../../web/app/lib/site-paths.ts";
import { blogPostUrl, docUrl, errorTypeUrl, pageUrl, parseDocsRoute } from "../../../web/app/lib/urls.ts";
import { isCurrentVersion } from "../../../web/app/lib/versions.ts";
import type { VersionStatus } from "../../../web/app/lib/versions.ts";

/**
 * Checks of the written content: every link from a doc page, blog post or page goes to a
 * route and anchor that exist, every link to the API reference names an operation of that
 * version's OpenAPI document, and every JSON code fence of the guides, intros, posts and pages
 * carries a `schema="<tag x-slug>/<operation x-slug> <request|status|webhook>"` annotation whose
 * example validates against that operation's schema (or `schema="none"` with a title saying why).
 * The annotation convention is described in content/STYLE.md.
 */

interface Version {
  name: string;
  label: string;
  pathSegment: string;
  status: VersionStatus;
  order: number;
}

/** One OpenAPI document with what the checks need from it. */
export interface ApiVersion {
  version: Version;
  doc: OpenApiDocument;
  /** `group/operation` -> the operation or webhook. */
  operations: Map<string, OperationEntry>;
  /** Group slugs (tags with x-slug that have operations). */
  groups: Set<string>;
}

/** A page of the site whose anchors are known. */
interface AnchoredPage {
  url: string;
  anchors: Set<string>;
}

/** Everything the checks need to know about the site, built from content/ and routes.txt. */
export interface SiteModel {
  contentDir: string;
  documents: DatasetDocument[];
  versions: Version[];
  current: Version;
  api: Map<string, ApiVersion>;
  /** Every path the site serves (no query, no trailing slash). */
  routes: Set<string>;
  /** Anchors of doc pages, posts and pages, by URL; API operation anchors are computed on demand. */
  anchoredPages: Map<string, AnchoredPage>;
  /** URL of each document `_id` that has a page. */
  urlById: Map<string, string>;
}

/** A JSON code fence found in a Markdown source. */
export interface JsonFence {
  file: string;
  line: number;
  info: string;
  code: string;
}

/** The parsed `schema="..."` attribute of a fence: a target, `none`, or absent. */
export type SchemaAnnotation =
  | { kind: "none" }
  | { kind: "target"; group: string; operation: string; part: "request" | "webhook" | { status: string } }
  | { kind: "invalid"; value: string };

const SCHEMA_ATTRIBUTE = /(?:^|\s)schema=(?:"([^"]*)"|'([^']*)')/;
const TITLE_ATTRIBUTE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/** Reads the `schema="…"` attribute of a fence info string; null when there is none. */
export function parseSchemaAnnotation(info: string): SchemaAnnotation | null {
  const match = info.match(SCHEMA_ATTRIBUTE);
  if (!match) return null;
  const value = (match[1] ?? match[2]).trim();
  if (value === "none") return { kind: "none" };
  const target = value.match(/^([a-z0-9-]+)\/([a-z0-9-]+) (request|webhook|[1-5](?:\d\d|XX)|default)$/);
  if (!target) return { kind: "invalid", value };
  const [, group, operation, part] = target;
  return { kind: "target", group, operation, part: part === "request" || part === "webhook" ? part : { status: part } };
}

/** The title attribute of a fence info string, if any. */
export const fenceTitle = (info: string): string | undefined => {
  const match = info.match(TITLE_ATTRIBUTE);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/** The sentences of `text`: split after `.`, `!` or `?` followed by white space, and at blank lines. */
export const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+|\n\n/);

/** The language of a fence info string (its first word), lower-cased. */
export const fenceLanguage = (info: string): string => (info.trim().match(/^[^\s{]+/)?.[0] ?? "").toLowerCase();

/**
 * Every fenced code block of a Markdown file (front matter skipped), with the 1-based line of its
 * opening fence, its info string and its code.
 */
export function findFences(markdown: string, file: string): JsonFence[] {
  const lines = markdown.split("\n");
  let start = 0;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
    if (end > 0) start = end + 1;
  }
  const fences: JsonFence[] = [];
  let open: { marker: string; line: number; info: string; code: string[] } | null = null;
  for (let index = start; index < lines.length; index++) {
    const line = lines[index];
    const marker = line.match(/^\s*(`{3,}|~{3,})(.*)$/);
    if (!open) {
      if (marker) open = { marker: marker[1], line: index + 1, info: marker[2].trim(), code: [] };
    } else if (marker && marker[1].startsWith(open.marker) && marker[2].trim() === "") {
      fences.push({ file, line: open.line, info: open.info, code: open.code.join("\n") });
      open = null;
    } else open.code.push(line);
  }
  return fences;
}

const readYaml = <T>(file: string): T => parseYaml(readFileSync(file, "utf8")) as T;

function loadApiVersion(version: Version, text: string): ApiVersion {
  const doc = parseYaml(text) as OpenApiDocument;
  const index = operationIndex(doc);
  const operations = new Map(
    index.operations.map((operation) => [`${operation.group.slug}/${operation.slug}`, operation.entry]),
  );
  return { version, doc, operations, groups: new Set(index.groups.map((group) => group.slug)) };
}

/** Plain-text anchors of a Portable Text body, the way the site assigns them. */
const headingAnchors = (body: unknown): Set<string> =>
  new Set(
    assignHeadingAnchors((Array.isArray(body) ? body : []) as TextBlock[]).flatMap((block) =>
      block.anchor ? [block.anchor] : [],
    ),
  );

/**
 * Builds the site model: compiles content/ in memory (the dataset compiler's own reader, so a link
 * to a missing doc page throws its ContentError), then derives every route the site serves with
 * the site's own rule (lib/site-paths.ts), plus the routes of routes.txt.
 */
export function loadSiteModel(contentDir: string, routesText: string): SiteModel {
  const documents = readContent(contentDir);
  const versions = readYaml<Version[]>(join(contentDir, "versions.yaml"));
  const current = versions.find(isCurrentVersion)!;
  const versionByName = new Map(versions.map((v) => [v.name, v]));
  const versionById = new Map(versions.map((v) => [`docVersion.${v.name.replaceAll(".", "-")}`, v]));

  const api = new Map<string, ApiVersion>();
  for (const doc of documents.filter((d) => d._type === "apiSpec")) {
    const name = versionById.get((doc.version as { _ref: string })._ref)?.name;
    if (name) api.set(name, loadApiVersion(versionByName.get(name)!, String(doc.document)));
  }

  const anchoredPages = new Map<string, AnchoredPage>();
  const urlById = new Map<string, string>();
  const addPage = (id: string, url: string, body: unknown) => {
    urlById.set(id, url);
    anchoredPages.set(url, { url, anchors: headingAnchors(body) });
  };
  const ofType = (type: string) => documents.filter((d) => d._type === type);
  const slugOf = (doc: DatasetDocument) => (doc.slug as { current: string }).current;
  const docs = ofType("docPage").map((doc) => ({
    doc,
    version: versionById.get((doc.version as { _ref: string })._ref)!,
    slug: slugOf(doc),
  }));
  for (const { doc, version, slug } of docs) addPage(doc._id, docUrl(version, slug), doc.body);
  for (const doc of ofType("blogPost")) addPage(doc._id, blogPostUrl(slugOf(doc)), doc.body);
  for (const doc of ofType("page")) addPage(doc._id, pageUrl(slugOf(doc)), doc.body);
  for (const doc of ofType("errorType"))
    addPage(doc._id, errorTypeUrl(String(doc.type)), [
      ...((doc.meaning as unknown[]) ?? []),
      ...((doc.recovery as unknown[]) ?? []),
    ]);
  const settings = ofType("siteSettings")[0] as Record<string, any> | undefined;
  const posts = ofType("blogPost");
  const withApi = [...versions].sort((a, b) => a.order - b.order).filter((v) => api.has(v.name));
  const routes = new Set(
    listSitePaths({
      pages: ofType("page").map(slugOf),
      docs,
      posts: posts.map(slugOf),
      tags: ofType("tag").map((doc) => String(doc.key)),
      blogPageCount: Math.ceil(posts.length / (Number(settings?.blog?.postsPerPage) || 10)),
      api: withApi.map((version) => ({
        version,
        groups: [...api.get(version.name)!.groups].map((slug) => ({ slug, operations: [] })),
      })),
      errorTypes: ofType("errorType").map((doc) => String(doc.type)),
    }),
  );
  for (const line of routesText.split("\n").map((l) => l.trim()))
    if (line.startsWith("/")) routes.add(normalisePath(line.split("?")[0]));

  return { contentDir, documents, versions, current, api, routes, anchoredPages, urlById };
}

const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The version and group/operation of an API reference path (lib/urls.ts), or null for any other path. */
function apiLocation(site: SiteModel, path: string): { version: Version; group: string; operation?: string } | null {
  const location = path.startsWith("/docs/") ? parseDocsRoute(path.slice("/docs/".length), site.versions) : null;
  if (location?.kind === "api-operation") return location;
  if (location?.kind === "api-group") return location;
  return null;
}

const operationAnchorCache = new WeakMap<ApiVersion, Map<string, Set<string>>>();

/** Anchors of an API operation page: parameters, request body and response properties, responses. */
function operationAnchors(api: ApiVersion, group: string, operation: string): Set<string> {
  let cache = operationAnchorCache.get(api);
  if (!cache) operationAnchorCache.set(api, (cache = new Map()));
  const key = `${group}/${operation}`;
  if (!cache.has(key)) {
    const view = buildOperationView({ doc: api.doc, markdown: (text) => text }, group, operation);
    const anchors = view
      ? [
          ...Object.values(view.parameters).flatMap((parameters) => parameters.map((p) => p.anchor)),
          ...(view.requestBody ? collectAnchors(view.requestBody.schema) : []),
          ...view.responses.flatMap((response) => [
            response.anchor,
            ...(response.body ? collectAnchors(response.body.schema) : []),
          ]),
        ]
      : [];
    cache.set(key, new Set(anchors));
  }
  return cache.get(key)!;
}

/** Checks one site-relative href from the page at `fromUrl`; returns a problem or null. */
export function checkHref(site: SiteModel, href: string, fromUrl: string): string | null {
  if (/^(https?:|mailto:)/.test(href)) return null;
  if (href.startsWith("#")) return checkAnchor(site, fromUrl, decodeURIComponent(href.slice(1)), href);
  if (!href.startsWith("/")) return `links to "${href}": use a site path starting with "/" or a full URL`;
  const [pathAndQuery, hash] = href.split("#", 2);
  const path = normalisePath(pathAndQuery.split("?")[0]);
  const api = apiLocation(site, path);
  if (api) {
    const spec = site.api.get(api.version.name);
    if (!spec) return `links to ${href}, but version ${api.version.name} has no OpenAPI document`;
    if (!spec.groups.has(api.group))
      return `links to ${href}, but the OpenAPI document ${api.version.name} has no API group "${api.group}"`;
    if (api.operation && !spec.operations.has(`${api.group}/${api.operation}`))
      return `links to ${href}, but the OpenAPI document ${api.version.name} has no operation "${api.group}/${api.operation}"`;
    if (hash === undefined) return null;
    if (!api.operation) return `links to ${href}: API group pages have no anchors`;
    return operationAnchors(spec, api.group, api.operation).has(hash)
      ? null
      : `links to ${href}, but the operation page has no anchor "${hash}"`;
  }
  if (!site.routes.has(path)) return `links to ${href}, but the site has no route ${path}`;
  return hash === undefined ? null : checkAnchor(site, path, decodeURIComponent(hash), href);
}

function checkAnchor(site: SiteModel, url: string, anchor: string, href: string): string | null {
  const page = site.anchoredPages.get(url);
  if (!page) return `links to ${href}, but ${url} has no headings to link to`;
  return page.anchors.has(anchor) ? null : `links to ${href}, but ${url} has no heading with the anchor "${anchor}"`;
}

/** Problems with the links of every doc page, blog post and page, and of the site chrome. */
export function checkLinks(site: SiteModel): string[] {
  const problems: string[] = [];
  for (const doc of site.documents) {
    const fromUrl =
      site.urlById.get(doc._id) ?? (doc._type === "siteSettings" || doc._type === "announcementBar" ? "" : undefined);
    if (fromUrl === undefined) continue;
    for (const link of writtenLinks(doc)) {
      let problem: string | null;
      if (link.kind === "doc") {
        const targetUrl = site.urlById.get(link.ref);
        problem = !targetUrl
          ? `links to missing document ${link.ref}`
          : link.anchor
            ? checkAnchor(site, targetUrl, link.anchor, `${targetUrl}#${link.anchor}`)
            : null;
      } else problem = checkHref(site, link.href, fromUrl);
      if (problem) problems.push(`${doc._id}${fromUrl ? ` (${fromUrl})` : ""}: ${problem}`);
    }
  }
  return problems;
}

/**
 * Problems with the Markdown links in the descriptions of the OpenAPI documents: the API reference
 * links into the guides by heading anchor, so renaming a heading must not break it silently.
 */
export function checkOpenApiLinks(site: SiteModel): string[] {
  const problems: string[] = [];
  for (const { version, doc } of site.api.values()) {
    const hrefs = new Set<string>();
    const walk = (node: unknown) => {
      if (typeof node === "string") for (const match of node.matchAll(/\]\((\/[^)\s]*)\)/g)) hrefs.add(match[1]);
      else if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") Object.values(node).forEach(walk);
    };
    walk(doc);
    for (const href of [...hrefs].sort()) {
      const problem = checkHref(site, href, "");
      if (problem) problems.push(`openapi/${version.name}.yaml: ${problem}`);
    }
  }
  return problems;
}

/** Markdown sources whose JSON fences must be annotated, with the API version their examples follow. */
export function exampleSources(site: SiteModel): { file: string; version: string }[] {
  const sources: { file: string; version: string }[] = [];
  for (const doc of site.documents) {
    let file: string | null = null;
    let version = site.current.name;
    if (doc._type === "docPage") {
      const slug = (doc.slug as { current: string }).current;
      version = site.versions.find((v) => doc._id === docPageId(v.name, slug))!.name;
      // Intros and guides; the editor handbook is not about the API.
      if (!isEditorHandbookPage(doc as { sidebar?: string })) file = join("docs", version, `${slug}.md`);
    } else if (doc._type === "blogPost") file = join("blog", `${(doc.slug as { current: string }).current}.md`);
    else if (doc._type === "page") file = join("pages", `${(doc.slug as { current: string }).current}.md`);
    if (file) sources.push({ file, version });
  }
  return sources;
}

/** A compiled validator per version and schema pointer. */
class ExampleValidator {
  private readonly ajv = new Map<string, Ajv2020>();
  private readonly compiled = new Map<string, ValidateFunction>();

  private readonly site: SiteModel;

  constructor(site: SiteModel) {
    this.site = site;
  }

  private ajvFor(version: string): Ajv2020 {
    let ajv = this.ajv.get(version);
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
      addFormats(ajv);
      ajv.addSchema(this.site.api.get(version)!.doc, "openapi");
      this.ajv.set(version, ajv);
    }
    return ajv;
  }

  /** The JSON pointer of the schema an annotation names, or a problem. */
  schemaPointer(
    version: string,
    annotation: Extract<SchemaAnnotation, { kind: "target" }>,
  ): { pointer: string } | { problem: string } {
    const api = this.site.api.get(version);
    if (!api) return { problem: `version ${version} has no OpenAPI document` };
    const key = `${annotation.group}/${annotation.operation}`;
    const entry = api.operations.get(key);
    if (!entry) return { problem: `names ${key}, which is not an operation of the OpenAPI document ${version}` };
    const { operation, pointer, kind } = entry;
    const jsonMedia = (content: Record<string, unknown> | undefined) =>
      Object.keys(content ?? {}).find((type) => type === "application/json" || /\+json$/.test(type));
    if (annotation.part === "request" || annotation.part === "webhook") {
      if (annotation.part === "webhook" && kind !== "webhook")
        return { problem: `names ${key} webhook, but ${key} is an operation; use "request" or a status code` };
      if (annotation.part === "request" && kind === "webhook")
        return { problem: `names ${key} request, but ${key} is a webhook; use "webhook"` };
      const body = deref(api.doc, operation.requestBody);
      const type = jsonMedia(body?.content);
      if (!type) return { problem: `names ${key} ${annotation.part}, but it has no JSON request body` };
      return {
        pointer: `${operation.requestBody.$ref ?? `${pointer}/requestBody`}/content/${escapePointer(type)}/schema`,
      };
    }
    const status = annotation.part.status;
    const raw = operation.responses?.[status];
    if (!raw)
      return {
        problem: `names ${key} ${status}, but that operation has no ${status} response (it has ${Object.keys(operation.responses ?? {}).join(", ")})`,
      };
    const type = jsonMedia(deref(api.doc, raw)?.content);
    if (!type) return { problem: `names ${key} ${status}, but that response has no JSON body` };
    return {
      pointer: `${raw.$ref ?? `${pointer}/responses/${escapePointer(status)}`}/content/${escapePointer(type)}/schema`,
    };
  }

  /** Properties of `value` that the schema at `pointer` does not define. */
  unknown(version: string, pointer: string, value: unknown): string[] {
    const doc = this.site.api.get(version)!.doc;
    return unknownProperties(doc, [{ $ref: pointer }], value);
  }

  validate(version: string, pointer: string, value: unknown): string | null {
    const key = `${version} ${pointer}`;
    let check = this.compiled.get(key);
    if (!check) {
      const ajv = this.ajvFor(version);
      check = ajv.compile({ $ref: `openapi${pointer}` });
      this.compiled.set(key, check);
    }
    if (check(value)) return null;
    const errors = (check.errors ?? []).filter(
      (error) => error.keyword !== "oneOf" && error.keyword !== "anyOf" && error.keyword !== "if",
    );
    const shown = (errors.length ? errors : (check.errors ?? [])).slice(0, 6);
    return [
      ...new Set(
        shown.map((error) => {
          const property =
            error.params && "additionalProperty" in error.params ? ` "${error.params.additionalProperty}"` : "";
          const allowed =
            error.params && "allowedValues" in error.params ? ` ${JSON.stringify(error.params.allowedValues)}` : "";
          return `${error.instancePath || "(root)"} ${error.message}${property}${allowed}`;
        }),
      ),
    ].join("; ");
  }
}

type Json = Record<string, any>;

/** Resolves a `$ref` against the whole document (or returns the schema). */
const resolveSchema = (doc: OpenApiDocument, schema: unknown): Json | undefined => {
  let node = schema as Json | undefined;
  for (let hops = 0; node && typeof node === "object" && typeof node.$ref === "string" && hops < 20; hops++)
    node = deref(doc, node);
  return node && typeof node === "object" ? node : undefined;
};

/** The properties a schema names anywhere in its composition, and whether it accepts others. */
function knownProperties(
  doc: OpenApiDocument,
  schema: unknown,
  seen = new Set<Json>(),
): { properties: Map<string, Json[]>; open: Json[] | true | false } {
  const properties = new Map<string, Json[]>();
  let open: Json[] | true | false = false;
  const visit = (raw: unknown) => {
    const node = resolveSchema(doc, raw);
    if (!node || seen.has(node)) return;
    seen.add(node);
    for (const [name, child] of Object.entries<Json>(node.properties ?? {}))
      properties.set(name, [...(properties.get(name) ?? []), child]);
    if (node.additionalProperties === true) open = true;
    else if (node.additionalProperties && typeof node.additionalProperties === "object" && open !== true)
      open = [...(open || []), node.additionalProperties];
    for (const key of ["allOf", "oneOf", "anyOf"]) for (const part of node[key] ?? []) visit(part);
    for (const key of ["then", "else"]) if (node[key]) visit(node[key]);
  };
  visit(schema);
  return { properties, open };
}

/**
 * Properties of an example that its schema does not define anywhere (in any branch of its
 * composition), where the schema does not allow extra properties. Response schemas require few
 * fields, so this catches misspelt or outdated fields that JSON Schema validation lets through.
 */
export function unknownProperties(doc: OpenApiDocument, schemas: Json[], value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    const items = schemas.flatMap((schema) => {
      const node = resolveSchema(doc, schema);
      const parts = [
        node,
        ...["allOf", "oneOf", "anyOf"].flatMap((key) =>
          (node?.[key] ?? []).map((part: unknown) => resolveSchema(doc, part)),
        ),
      ];
      return parts.flatMap((part) => (part?.items ? [part.items] : []));
    });
    return items.length ? value.flatMap((item, index) => unknownProperties(doc, items, item, `${path}/${index}`)) : [];
  }
  if (!value || typeof value !== "object") return [];
  const known = schemas.map((schema) => knownProperties(doc, schema));
  const anyNamed = known.some((k) => k.properties.size > 0);
  const open = known.some((k) => k.open === true) || !anyNamed;
  const extraSchemas = known.flatMap((k) => (Array.isArray(k.open) ? k.open : []));
  return Object.entries(value as Json).flatMap(([name, child]) => {
    const childSchemas = known.flatMap((k) => k.properties.get(name) ?? []);
    if (childSchemas.length) return unknownProperties(doc, childSchemas, child, `${path}/${name}`);
    if (extraSchemas.length) return unknownProperties(doc, extraSchemas, child, `${path}/${name}`);
    return open ? [] : [`${path}/${name} is not a property of the schema`];
  });
}

/** Problems with the JSON examples of the guides, intros, posts and pages. */
export function checkExamples(site: SiteModel): string[] {
  const problems: string[] = [];
  const validator = new ExampleValidator(site);
  for (const { file, version } of exampleSources(site)) {
    const markdown = readFileSync(join(site.contentDir, file), "utf8");
    for (const fence of findFences(markdown, file)) {
      const where = `${file}:${fence.line}`;
      const annotation = parseSchemaAnnotation(fence.info);
      const language = fenceLanguage(fence.info);
      if (language !== "json") {
        if (annotation)
          problems.push(
            `${where}: schema= belongs on json fences only, not on ${language || "a fence without language"}`,
          );
        continue;
      }
      if (!annotation) {
        problems.push(
          `${where}: JSON example without a schema= annotation (schema="<group>/<operation> ` +
            `<request|status|webhook>", or schema="none" with a title saying why; see content/STYLE.md)`,
        );
        continue;
      }
      if (annotation.kind === "invalid") {
        problems.push(
          `${where}: schema="${annotation.value}" is not "<group>/<operation> <request|status|webhook>" or "none"`,
        );
        continue;
      }
      if (annotation.kind === "none") {
        if (!fenceTitle(fence.info)?.trim())
          problems.push(
            `${where}: schema="none" needs a title that says what the block shows and why it is not an API body`,
          );
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(fence.code);
      } catch (error) {
        problems.push(`${where}: the example is not valid JSON (${(error as Error).message})`);
        continue;
      }
      const target = validator.schemaPointer(version, annotation);
      if ("problem" in target) {
        problems.push(`${where}: ${target.problem}`);
        continue;
      }
      const invalid = validator.validate(version, target.pointer, value);
      const name = `${annotation.group}/${annotation.operation} ${typeof annotation.part === "string" ? annotation.part : annotation.part.status}`;
      const unknown = validator.unknown(version, target.pointer, value);
      if (invalid || unknown.length)
        problems.push(
          `${where}: the example does not match ${name} in OpenAPI ${version}: ${[invalid, ...unknown].filter(Boolean).join("; ")}`,
        );
    }
  }
  return problems;
}
