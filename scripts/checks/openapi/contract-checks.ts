import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import {
  deref,
  escapePointer,
  listOperations,
  type OpenApiDocument,
} from "../../../web/app/api-reference/openapi-document.ts";
import { operationIndex } from "../../../web/app/api-reference/operation-index.ts";

/**
 * Contract checks of an OpenAPI 3.1 document: every example validates against its
 * schema (ajv, JSON Schema 2020-12 with formats), every schema property has a description of its
 * own (beside a `$ref`, as OpenAPI 3.1 allows), every `oneOf`/`anyOf` variant that only constrains
 * its parent has a title, every
 * operation has tag, operationId, x-slug, summary, description, examples for its request body and
 * success response, and at least one error response. Returns human-readable problems; empty when
 * the document passes.
 */
export function checkOpenApiContract(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, "openapi");

  const validate = (schemaPointer: string, value: unknown, where: string) => {
    let check;
    try {
      check = ajv.compile({ $ref: `openapi${schemaPointer}` });
    } catch (error) {
      problems.push(`${where}: schema does not compile: ${(error as Error).message}`);
      return;
    }
    if (!check(value)) problems.push(`${where}: example does not match its schema: ${ajv.errorsText(check.errors)}`);
  };

  const checkMedia = (mediaPointer: string, media: Record<string, any>, where: string): number => {
    if (!media?.schema) {
      problems.push(`${where}: no schema`);
      return 0;
    }
    let count = 0;
    if (media.example !== undefined) {
      validate(`${mediaPointer}/schema`, media.example, `${where} example`);
      count++;
    }
    for (const [name, example] of Object.entries<Record<string, any>>(media.examples ?? {})) {
      const resolved = deref(doc, example);
      if (resolved?.value === undefined) problems.push(`${where} example "${name}": no value`);
      else validate(`${mediaPointer}/schema`, resolved.value, `${where} example "${name}"`);
      count++;
    }
    return count;
  };

  const operationIds = new Map<string, string>();
  const slugs = new Map<string, string>();
  for (const entry of listOperations(doc)) {
    const { operation, pointer } = entry;
    const where = `${entry.method.toUpperCase()} ${entry.path}`;
    for (const field of ["operationId", "summary", "description", "x-slug"])
      if (!operation[field]) problems.push(`${where}: missing ${field}`);
    if (!Array.isArray(operation.tags) || operation.tags.length !== 1) problems.push(`${where}: needs exactly one tag`);
    if (operation.operationId) {
      if (operationIds.has(operation.operationId))
        problems.push(
          `${where}: operationId ${operation.operationId} also used by ${operationIds.get(operation.operationId)}`,
        );
      operationIds.set(operation.operationId, where);
    }
    const slugKey = `${operation.tags?.[0]}/${operation["x-slug"]}`;
    if (slugs.has(slugKey)) problems.push(`${where}: x-slug ${slugKey} also used by ${slugs.get(slugKey)}`);
    slugs.set(slugKey, where);

    (operation.parameters ?? []).forEach((parameterOrRef: any, index: number) => {
      const parameter = deref(doc, parameterOrRef);
      const parameterPointer = parameterOrRef.$ref ? parameterOrRef.$ref : `${pointer}/parameters/${index}`;
      if (!parameter?.description) problems.push(`${where}: parameter ${parameter?.name} has no description`);
      if (parameter?.example !== undefined && parameter.schema)
        validate(`${parameterPointer}/schema`, parameter.example, `${where} parameter ${parameter.name}`);
    });

    const body = deref(doc, operation.requestBody);
    if (body) {
      for (const [type, media] of Object.entries<Record<string, any>>(body.content ?? {})) {
        const bodyPointer = operation.requestBody.$ref ?? `${pointer}/requestBody`;
        if (!checkMedia(`${bodyPointer}/content/${escapePointer(type)}`, media, `${where} request body ${type}`))
          problems.push(`${where}: request body ${type} has no example`);
      }
    }

    let successExamples = 0;
    let errorResponses = 0;
    for (const [status, responseOrRef] of Object.entries<Record<string, any>>(operation.responses ?? {})) {
      const response = deref(doc, responseOrRef);
      const responsePointer = responseOrRef.$ref ?? `${pointer}/responses/${escapePointer(status)}`;
      if (/^[45]/.test(status)) errorResponses++;
      for (const [type, media] of Object.entries<Record<string, any>>(response?.content ?? {})) {
        const count = checkMedia(
          `${responsePointer}/content/${escapePointer(type)}`,
          media,
          `${where} response ${status} ${type}`,
        );
        if (/^2/.test(status)) successExamples += count;
      }
    }
    const success = Object.keys(operation.responses ?? {}).find((status) => /^2/.test(status));
    if (!success) problems.push(`${where}: no success response`);
    else if (!successExamples && entry.kind === "operation" && deref(doc, operation.responses[success])?.content)
      problems.push(`${where}: success response has no example`);
    if (!errorResponses) problems.push(`${where}: no error response`);
  }

  const seen = new Set<unknown>();
  const walkSchema = (schema: any, where: string) => {
    if (!schema || typeof schema !== "object" || seen.has(schema)) return;
    seen.add(schema);
    for (const [name, property] of Object.entries<any>(schema.properties ?? {})) {
      // A property's own description, not its type's: `CurrencyCode` says what a currency code is,
      // the property must say which currency it is (content/STYLE.md, "Naming operations, fields and values").
      if (!property?.description?.trim())
        problems.push(
          `${where}.${name}: property has no description of its own${property?.$ref ? ` (its $ref ${property.$ref} only describes the type)` : ""}`,
        );
      walkSchema(property, `${where}.${name}`);
    }
    for (const key of ["items", "additionalProperties", "not"]) walkSchema(schema[key], `${where}[${key}]`);
    for (const key of ["oneOf", "anyOf"]) {
      // The reference names a variant by its title, $ref, discriminator value or type
      // (web/app/api-reference/schema-view.ts); one that only constrains its parent (`required:
      // [iban]`) has none of them and would be named "any", with nothing under it.
      if (schema.discriminator) continue;
      (schema[key] ?? []).forEach((part: any, index: number) => {
        const named =
          part?.$ref ||
          part?.title?.trim() ||
          ["type", "properties", "items", "const", "enum", "oneOf", "anyOf", "allOf"].some(
            (field) => part?.[field] !== undefined,
          );
        if (!named) problems.push(`${where}.${key}[${index}]: variant has no title`);
      });
    }
    for (const key of ["allOf", "oneOf", "anyOf"])
      (schema[key] ?? []).forEach((part: any, index: number) => walkSchema(part, `${where}.${key}[${index}]`));
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) walkSchema(schema, name);
  const walkInline = (node: any, where: string) => {
    if (!node || typeof node !== "object") return;
    if (node.schema) walkSchema(node.schema, where);
    for (const [key, child] of Object.entries(node))
      if (key !== "schema" && typeof child === "object") walkInline(child, `${where}/${key}`);
  };
  walkInline(doc.paths, "paths");
  walkInline(doc.webhooks, "webhooks");
  return problems;
}

/** Routes of one API version from routes.txt: `{tagSlug: Set<operationSlug>}` plus group pages. */
export function apiRoutes(routesText: string, prefix: string): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const line of routesText.split("\n").map((l) => l.trim())) {
    if (!line.startsWith(prefix)) continue;
    const [group, operation] = line.slice(prefix.length).split("/");
    if (!group) continue;
    const set = groups.get(group) ?? new Set<string>();
    if (operation) set.add(operation);
    groups.set(group, set);
  }
  return groups;
}

/**
 * Operations the site serves beyond ../shared/acceptance/routes.txt, by route prefix, as
 * `<tag x-slug>/<operation x-slug>`: added to the API after that list was written (see
 * content/API-CONVENTIONS.md, "Main flows"). Each must exist; any other operation without a
 * route is still a problem.
 */
export const OPERATIONS_BEYOND_ROUTES_TXT: Record<string, readonly string[]> = {
  "/docs/api/": [
    "funding/instructions",
    "funding/simulate",
    "payments/cancel",
    "payments/simulate",
    "webhooks/events-listing",
    "webhooks/event-retrieve",
    "transfers/create",
    "transfers/listing",
    "transfers/retrieve",
  ],
};

/**
 * Compares the document's operation slugs with routes.txt for the given tag slugs (all tags when
 * omitted). Returns problems: routes without an operation, and operations without a route unless
 * `beyond` lists them (`group/slug`); an entry of `beyond` that names no operation is a problem too.
 */
export function checkSlugsAgainstRoutes(
  doc: OpenApiDocument,
  routes: Map<string, Set<string>>,
  onlyTagSlugs?: Set<string>,
  beyond: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const actual = new Map<string, Set<string>>();
  try {
    for (const group of operationIndex(doc).groups)
      actual.set(group.slug, new Set(group.operations.map((operation) => operation.slug)));
  } catch (error) {
    problems.push((error as Error).message);
  }
  const groups = onlyTagSlugs ?? new Set([...routes.keys(), ...actual.keys()]);
  for (const group of groups) {
    const expected = routes.get(group) ?? new Set();
    const have = actual.get(group) ?? new Set();
    for (const slug of expected) if (!have.has(slug)) problems.push(`route /${group}/${slug} has no operation`);
    for (const slug of have)
      if (!expected.has(slug) && !beyond.includes(`${group}/${slug}`))
        problems.push(`operation ${group}/${slug} has no route in routes.txt`);
  }
  for (const key of beyond) {
    const [group, slug] = key.split("/");
    if (!actual.get(group)?.has(slug)) problems.push(`operation ${key} is listed beyond routes.txt but does not exist`);
  }
  return problems;
}
