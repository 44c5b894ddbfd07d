import { anchorFor } from "../api-reference/anchors.ts";
import type { ErrorTypeView } from "../components/errors/error-type-content.tsx";
import { ERROR_CATALOGUE_PATH, errorTypePath, errorTypeUri, firstExampleOf, operationsReturning } from "../errors/error-catalogue.ts";
import { apiOperationUrl, getApiSpec } from "./api-reference.server.ts";
import { getSiteSettings, getVersions } from "./content.server.ts";
import { highlightCode } from "./highlight.server.ts";
import { prepareBody, type PrepareOptions } from "./prepare-body.server.ts";
import { ERROR_TYPE_QUERY, ERROR_TYPES_QUERY } from "./queries.ts";
import { errorTypeSchema, errorTypesSchema } from "./query-results.ts";
import { run } from "./query-runner.server.ts";

/**
 * The error catalogue's content (docs/decisions/0002-error-catalogue-pages.md): what editors write
 * in the `errorType` documents, combined at build time with what the OpenAPI documents say about
 * each type, the operations that return it and an example response. The routes render it
 * (error-catalogue-route.server.tsx); the Markdown twins and the prerender list read it here.
 */

/** Every type of the catalogue, by status then type. */
export const getErrorTypes = () => run("ERROR_TYPES_QUERY", ERROR_TYPES_QUERY, errorTypesSchema);

/**
 * Everything the page of problem type `type` shows, or null when the catalogue has none. The
 * operations are those of every version's OpenAPI document whose error examples use the type; the
 * example is the first one of the current version (or of the newest version that has one).
 * `options` is passed to `prepareBody` (the Markdown twins keep the plain code).
 */
export async function getErrorTypeView(type: string, options: PrepareOptions = {}): Promise<ErrorTypeView | null> {
  const entry = await run("ERROR_TYPE_QUERY", ERROR_TYPE_QUERY, errorTypeSchema, { type });
  if (!entry) return null;
  const [settings, versions, meaning, recovery] = await Promise.all([getSiteSettings(), getVersions(), prepareBody(entry.meaning, entry._id, options), prepareBody(entry.recovery, entry._id, options)]);
  const withSpecs = (await Promise.all(versions.map(async (version) => ({ version, spec: await getApiSpec(version.name) })))).filter(({ spec }) => spec !== null);
  const operations = withSpecs.map(({ version, spec }) => ({
    version,
    operations: operationsReturning(spec!.doc, type, settings.url).map((operation) => ({
      ...operation,
      href: `${apiOperationUrl(version, operation.group, operation.slug)}#${anchorFor("response", operation.statuses[0])}`,
    })),
  }));
  const exampleSource = withSpecs.map(({ version, spec }) => ({ version, example: firstExampleOf(spec!.doc, type, settings.url) })).find(({ example }) => example !== null);
  const code = exampleSource ? JSON.stringify(exampleSource.example!.value, null, 2) : "";
  const example = exampleSource
    ? {
        code,
        html: await highlightCode(code, "json"),
        status: exampleSource.example!.status,
        summary: exampleSource.example!.summary,
        method: exampleSource.example!.method,
        path: exampleSource.example!.path,
        versionLabel: exampleSource.version.label,
        href: apiOperationUrl(exampleSource.version, exampleSource.example!.group, exampleSource.example!.slug),
      }
    : null;
  return { ...entry, meaning, recovery, uri: errorTypeUri(settings.url, entry.type), operations, example };
}

/** Every path of the catalogue, for the prerender list and the sitemap: `/errors`, then one per type. */
export async function errorCataloguePaths(): Promise<string[]> {
  return [ERROR_CATALOGUE_PATH, ...(await getErrorTypes()).map((entry) => errorTypePath(entry.type))];
}
