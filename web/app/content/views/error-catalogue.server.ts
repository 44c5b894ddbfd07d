import { anchorFor } from "../../api-reference/anchors.ts";
import type { ErrorTypeView } from "../../errors/error-type-view.ts";
import { errorTypeUri, firstExampleOf, operationsReturning } from "../../errors/error-catalogue.ts";
import { apiOperationUrl } from "../../lib/urls.ts";
import { getApiDocuments } from "./api-reference.server.ts";
import { getSiteSettings } from "../queries/site-content.server.ts";
import { highlightCode } from "../render/highlight.server.ts";
import type { PrepareOptions } from "../../../../blocks/prepare-parts.ts";
import { prepareBody } from "../render/prepare-body.server.ts";
import { ERROR_TYPE_QUERY } from "../queries/queries.ts";
import { errorTypeSchema } from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";

/**
 * The error catalogue's content (docs/decisions/0006-error-catalogue-pages.md): what editors write
 * in the `errorType` documents, combined at build time with what the OpenAPI documents say about
 * each type, the operations that return it and an example response. The routes render it
 * (error-catalogue-route.server.ts); the Markdown twins and the prerender list read it here.
 */

/**
 * Everything the page of problem type `type` shows, or null when the catalogue has none. The
 * operations are those of every version's OpenAPI document whose error examples use the type; the
 * example is the first one of the current version (or of the newest version that has one).
 * `options` is passed to `prepareBody` (`target: "markdown"` for the Markdown twins).
 */
export async function getErrorTypeView(type: string, options: PrepareOptions = {}): Promise<ErrorTypeView | null> {
  const entry = await run("ERROR_TYPE_QUERY", ERROR_TYPE_QUERY, errorTypeSchema, { type });
  if (!entry) return null;
  const [settings, withSpecs, meaning, recovery] = await Promise.all([
    getSiteSettings(),
    getApiDocuments(),
    prepareBody(entry.meaning, entry._id, options),
    prepareBody(entry.recovery, entry._id, options),
  ]);
  const operations = withSpecs.map(({ version, spec }) => ({
    version,
    operations: operationsReturning(spec.doc, type).map((operation) => ({
      ...operation,
      href: `${apiOperationUrl(version, operation.group, operation.slug)}#${anchorFor("response", operation.statuses[0])}`,
    })),
  }));
  const exampleSource = withSpecs
    .map(({ version, spec }) => ({ version, example: firstExampleOf(spec.doc, type) }))
    .find(({ example }) => example !== null);
  const code = exampleSource ? JSON.stringify(exampleSource.example!.value, null, 2) : "";
  const example = exampleSource
    ? {
        code,
        html: options.target === "markdown" ? "" : await highlightCode(code, "json"),
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
