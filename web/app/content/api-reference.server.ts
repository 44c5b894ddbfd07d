import { parse as parseYaml } from "yaml";
import { buildCodeSamples, type CodeSample } from "../api-reference/code-samples.ts";
import { renderMarkdown } from "../api-reference/markdown.server.ts";
import { buildApiGroups, buildOperationView, type ApiGroup, type BodyView, type ExampleLabel, type OperationView } from "../api-reference/operation-view.ts";
import type { OpenApiDocument } from "../api-reference/openapi-document.ts";
import type { SidebarCategory } from "../lib/sidebar.ts";
import { docsBasePath, type VersionPath } from "../lib/urls.ts";
import { highlightCode } from "./highlight.server.ts";
import { API_SPEC_QUERY } from "./queries.ts";
import { apiSpecSchema } from "./query-results.ts";
import { run } from "./query-runner.server.ts";

/** A version's parsed OpenAPI document and its source text. */
export interface ApiSpec {
  documentId: string;
  text: string;
  doc: OpenApiDocument;
}

const parsed = new Map<string, Promise<ApiSpec | null>>();

/**
 * The OpenAPI document of a version (the `apiSpec` document's YAML), parsed once per build, or
 * null when the version has none. Throws naming the `apiSpec` document when the YAML is invalid.
 */
export function getApiSpec(versionName: string): Promise<ApiSpec | null> {
  if (!parsed.has(versionName)) {
    parsed.set(
      versionName,
      run("API_SPEC_QUERY", API_SPEC_QUERY, apiSpecSchema, { version: versionName }).then((spec) => {
        if (!spec) return null;
        try {
          return { documentId: spec._id, text: spec.document, doc: parseYaml(spec.document) as OpenApiDocument };
        } catch (error) {
          throw new Error(`Invalid content in document ${spec._id}: field "document" is not valid YAML: ${(error as Error).message}`);
        }
      }),
    );
  }
  return parsed.get(versionName)!;
}

const apiBase = (version: VersionPath) => `${docsBasePath(version)}/api`;
export const apiGroupUrl = (version: VersionPath, group: string) => `${apiBase(version)}/${group}`;
export const apiOperationUrl = (version: VersionPath, group: string, slug: string) => `${apiBase(version)}/${group}/${slug}`;

/** The API groups of a version with their operations; empty when the version has no API document. */
export async function getApiGroups(versionName: string): Promise<ApiGroup[]> {
  const spec = await getApiSpec(versionName);
  return spec ? buildApiGroups(spec.doc, renderMarkdown) : [];
}

/** Sidebar categories for a version's API groups shown in `sidebar`: one per group, operations with method badges. */
export async function getApiSidebarCategories(version: VersionPath & { name: string }, sidebar: string): Promise<SidebarCategory[]> {
  return (await getApiGroups(version.name))
    .filter((group) => group.sidebar === sidebar)
    .map((group) => ({
      type: "category",
      label: group.name,
      items: group.operations.map((op) => ({ type: "link", label: op.summary, href: apiOperationUrl(version, group.slug, op.slug), badge: op.method === "EVENT" ? "EVENT" : op.method })),
    }));
}

/** An example as an operation page shows it: its label and highlighted `<pre>` HTML. */
export interface HighlightedExample extends ExampleLabel {
  html: string;
}

/** A request sample as an operation page shows it: its language and highlighted `<pre>` HTML. */
export type HighlightedSample = Omit<CodeSample, "code"> & { html: string };

/**
 * An operation page's data: the view model with highlighted examples, and highlighted request
 * samples. The plain code is left out: it is already in the HTML, and the copy buttons read it
 * from there, so the loader data stays about a third smaller.
 */
export interface ApiOperationData {
  view: OperationView<HighlightedExample>;
  samples: HighlightedSample[];
}

async function highlightBody(body: BodyView | null): Promise<BodyView<HighlightedExample> | null> {
  if (!body) return null;
  const language = body.contentType.includes("json") ? "json" : "text";
  const examples = await Promise.all(body.examples.map(async ({ name, summary, text }) => ({ name, summary, html: await highlightCode(text, language) })));
  return { ...body, examples };
}

/** The operation `slug` of group `groupSlug` in a version, highlighted, or null when it does not exist. */
export async function getApiOperation(versionName: string, groupSlug: string, slug: string): Promise<ApiOperationData | null> {
  const spec = await getApiSpec(versionName);
  if (!spec) return null;
  const view = buildOperationView({ doc: spec.doc, markdown: renderMarkdown }, groupSlug, slug);
  if (!view) return null;
  const samples = await Promise.all(buildCodeSamples(view).map(async ({ code, ...sample }) => ({ ...sample, html: await highlightCode(code, sample.language) })));
  const requestBody = await highlightBody(view.requestBody);
  const responses = await Promise.all(view.responses.map(async (response) => ({ ...response, body: await highlightBody(response.body) })));
  return { view: { ...view, requestBody, responses }, samples };
}
