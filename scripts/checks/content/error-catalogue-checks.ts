import { deref, listOperations } from "../../../web/app/api-reference/openapi-document.ts";
import { errorTypeUri, operationsReturning, parseErrorTypeUri } from "../../../web/app/errors/error-catalogue.ts";
import type { SiteModel } from "./content-checks.ts";
import type { Conventions } from "./conventions.ts";
import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

/**
 * The error catalogue stays complete and true (content/API-CONVENTIONS.md, "Errors"):
 *
 * - every problem `type` any example uses, in the OpenAPI documents or on a page, is the URL of a
 *   catalogue page on the site's own host (Site settings → Production URL), and its `title` and
 *   `status` are the page's;
 * - the catalogue and the table of API-CONVENTIONS.md list the same types with the same titles and
 *   statuses;
 * - every catalogue page's type is returned by at least one operation of the current version, so its
 *   "operations that return it" list is never empty;
 * - every 4xx and 5xx response of both documents has an example, so the catalogue can tell which
 *   types it returns.
 */

interface CatalogueEntry {
  id: string;
  type: string;
  title: string;
  status: number;
}

/** The error types of the catalogue (`errorType` documents), by type. */
export function catalogueEntries(site: SiteModel): Map<string, CatalogueEntry> {
  return new Map(
    site.documents
      .filter((doc) => doc._type === "errorType")
      .map((doc) => [
        String(doc.type),
        { id: doc._id, type: String(doc.type), title: String(doc.title), status: Number(doc.status) },
      ]),
  );
}

/** The site's production URL from the site settings. */
export function siteUrlOf(site: SiteModel): string {
  const settings = site.documents.find((doc) => doc._type === "siteSettings");
  if (!settings?.url) throw new Error("siteSettings has no url");
  return String(settings.url);
}

/** Problems with the rules above; empty when the catalogue is complete. */
export function checkErrorCatalogue(site: SiteModel, examples: CorpusExample[], conventions: Conventions): string[] {
  const problems: string[] = [];
  const siteUrl = siteUrlOf(site);
  const catalogue = catalogueEntries(site);

  for (const example of examples) {
    walkObjects(example.value, (node, pointer) => {
      if (typeof node.type !== "string" || !("title" in node) || !("status" in node) || !/\/errors\//.test(node.type))
        return;
      const where = exampleAt(example, pointer);
      const parsed = parseErrorTypeUri(node.type, siteUrl);
      if (!parsed)
        return void problems.push(
          `${where}: problem type ${node.type} is not an error catalogue address (${errorTypeUri(siteUrl, "<type>")})`,
        );
      if (!parsed.onSite)
        problems.push(
          `${where}: problem type ${node.type} is not on the site's host; use ${errorTypeUri(siteUrl, parsed.type)}`,
        );
      const entry = catalogue.get(parsed.type);
      if (!entry)
        return void problems.push(
          `${where}: problem type "${parsed.type}" has no page in the error catalogue (content/errors/${parsed.type}.md)`,
        );
      if (node.title !== entry.title)
        problems.push(
          `${where}: problem type "${parsed.type}" has the title "${String(node.title)}", but its catalogue page (${entry.id}) says "${entry.title}"`,
        );
      if (node.status !== entry.status)
        problems.push(
          `${where}: problem type "${parsed.type}" has the status ${String(node.status)}, but its catalogue page (${entry.id}) says ${entry.status}`,
        );
    });
  }

  const listed = new Map(conventions.errorTypes.map((row) => [row.type, row]));
  for (const entry of catalogue.values()) {
    const row = listed.get(entry.type);
    if (!row) problems.push(`${entry.id}: the type "${entry.type}" is not in the error table of API-CONVENTIONS.md`);
    else if (row.title !== entry.title || row.status !== entry.status)
      problems.push(
        `${entry.id}: ${entry.status} "${entry.title}" differs from API-CONVENTIONS.md, which says ${row.status} "${row.title}"`,
      );
  }
  for (const row of conventions.errorTypes)
    if (!catalogue.has(row.type))
      problems.push(
        `API-CONVENTIONS.md lists the error type "${row.type}", which has no page in the error catalogue (content/errors/${row.type}.md)`,
      );

  const current = site.api.get(site.current.name);
  if (current) {
    for (const entry of catalogue.values()) {
      if (!operationsReturning(current.doc, entry.type).length)
        problems.push(
          `${entry.id}: no operation of the OpenAPI document ${site.current.name} returns "${entry.type}", so its page would list none`,
        );
    }
  }

  for (const { version, doc } of site.api.values()) {
    for (const entry of listOperations(doc)) {
      if (entry.kind !== "operation") continue;
      for (const [status, raw] of Object.entries<Record<string, any>>(entry.operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        for (const [media, content] of Object.entries<Record<string, any>>(deref(doc, raw)?.content ?? {})) {
          if (content.example === undefined && !Object.keys(content.examples ?? {}).length)
            problems.push(
              `openapi/${version.name}.yaml ${entry.method.toUpperCase()} ${entry.path} response ` +
                `${status} ${media}: no example, so the error catalogue cannot tell which types it ` +
                `returns`,
            );
        }
      }
    }
  }
  return problems;
}
