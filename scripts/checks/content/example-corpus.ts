import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  deref,
  escapePointer,
  listOperations,
  type OpenApiDocument,
} from "../../../web/app/api-reference/openapi-document.ts";
import { exampleSources, fenceLanguage, findFences, parseSchemaAnnotation, type SiteModel } from "./content-checks.ts";

/**
 * Every JSON example the site shows, wherever it is written: the request, response and webhook
 * examples of both OpenAPI documents (named examples of `components/examples` once, where they are
 * defined) and the JSON code fences of the intros, guides, posts and pages. The fact checks
 * (`id-consistency.ts`, `money-checks.ts`, `error-catalogue-checks.ts`) read this one list, so an
 * example cannot escape them by being written in a page instead of the OpenAPI document.
 */

/** One JSON example and where a reader finds it. */
export interface CorpusExample {
  /** `openapi/<version>.yaml POST /payments response 201 "awaiting_funds"` or `docs/<version>/intro.md:120`. */
  where: string;
  /** The API version whose document or page the example belongs to. */
  version: string;
  value: unknown;
}

/** The examples of one OpenAPI document, in document order. `file` names it in `where`. */
export function openApiExamples(
  doc: OpenApiDocument,
  version: string,
  file = `openapi/${version}.yaml`,
): CorpusExample[] {
  const examples: CorpusExample[] = [];
  const seenRefs = new Set<string>();
  const fromMedia = (media: Record<string, any> | undefined, where: string) => {
    if (!media) return;
    if (media.example !== undefined)
      examples.push({ where: `${file} ${where} example`, version, value: media.example });
    for (const [name, raw] of Object.entries<Record<string, any>>(media.examples ?? {})) {
      if (raw.$ref) {
        if (seenRefs.has(raw.$ref)) continue;
        seenRefs.add(raw.$ref);
      }
      const example = deref(doc, raw);
      if (example?.value !== undefined)
        examples.push({ where: `${file} ${raw.$ref ?? `${where} "${name}"`}`, version, value: example.value });
    }
  };
  for (const entry of listOperations(doc)) {
    const name = entry.kind === "webhook" ? `webhook ${entry.path}` : `${entry.method.toUpperCase()} ${entry.path}`;
    const body = deref(doc, entry.operation.requestBody);
    for (const [type, media] of Object.entries<Record<string, any>>(body?.content ?? {}))
      if (/json/.test(type)) fromMedia(media, `${name} request`);
    for (const [status, raw] of Object.entries<Record<string, any>>(entry.operation.responses ?? {})) {
      const response = deref(doc, raw);
      for (const [type, media] of Object.entries<Record<string, any>>(response?.content ?? {}))
        if (/json/.test(type)) fromMedia(media, `${raw.$ref ?? `${name} response ${status}`}`);
    }
  }
  // Shared responses are listed once per operation above; keep one copy of each.
  const unique = new Map<string, CorpusExample>();
  for (const example of examples) if (!unique.has(example.where)) unique.set(example.where, example);
  return [...unique.values()];
}

/** The JSON fences of the pages whose examples are annotated (`exampleSources`), parsed; fences that are not valid JSON are left to `checkExamples`. */
export function pageExamples(site: SiteModel): CorpusExample[] {
  const examples: CorpusExample[] = [];
  for (const { file, version } of exampleSources(site)) {
    const markdown = readFileSync(join(site.contentDir, file), "utf8");
    for (const fence of findFences(markdown, file)) {
      if (fenceLanguage(fence.info) !== "json" || !parseSchemaAnnotation(fence.info)) continue;
      try {
        examples.push({ where: `${file}:${fence.line}`, version, value: JSON.parse(fence.code) });
      } catch {
        // Reported by checkExamples.
      }
    }
  }
  return examples;
}

/** Every example of the site: both OpenAPI documents, then the pages. */
export function exampleCorpus(site: SiteModel): CorpusExample[] {
  return [
    ...[...site.api.values()].flatMap(({ version, doc }) => openApiExamples(doc, version.name)),
    ...pageExamples(site),
  ];
}

/** Where an object inside an example is: the example's `where`, and the object's JSON pointer when it is not the example itself. */
export const exampleAt = (example: CorpusExample, pointer: string): string =>
  pointer === "/" ? example.where : `${example.where} at ${pointer}`;

/** Calls `visit` on every plain object inside `value`, depth first, with its JSON pointer. */
export function walkObjects(
  value: unknown,
  visit: (node: Record<string, unknown>, pointer: string) => void,
  pointer = "",
): void {
  if (Array.isArray(value)) value.forEach((item, index) => walkObjects(item, visit, `${pointer}/${index}`));
  else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    visit(node, pointer || "/");
    for (const [key, child] of Object.entries(node)) walkObjects(child, visit, `${pointer}/${escapePointer(key)}`);
  }
}
