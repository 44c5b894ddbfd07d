import {
  deref,
  listOperations,
  type OpenApiDocument,
  type OperationEntry,
} from "../../../web/app/api-reference/openapi-document.ts";

/**
 * Rules every operation of an OpenAPI document follows, from content/API-CONVENTIONS.md:
 *
 * - "Idempotency and retries": every `POST` that creates a resource (answers `201`) or moves money
 *   (its path ends in `/fund`) accepts the `Idempotency-Key` header, so a retry after a timeout
 *   cannot pay twice;
 * - "Errors": every operation documents `429` and `5XX`; `401` when it needs a token; `400` when it
 *   takes a request body or query parameters; `403` when it takes `Tidewire-On-Behalf-Of` (the user
 *   may be unknown or not active); `404` when its path names a resource.
 *
 * Webhooks are requests Tidewire sends, not operations you call, so neither rule applies to them.
 * Each function returns readable problems; empty when the document follows the rule.
 */

/** The header a platform sends to act for a user it onboarded (content/API-CONVENTIONS.md, "Acting for a user"). */
export const ON_BEHALF_OF = "Tidewire-On-Behalf-Of";

const operationsOf = (doc: OpenApiDocument): OperationEntry[] =>
  listOperations(doc).filter((entry) => entry.kind === "operation");
const name = (entry: OperationEntry) => `${entry.method.toUpperCase()} ${entry.path}`;

/** The operation's parameters, path-level ones included, with `$ref`s resolved. */
function parametersOf(doc: OpenApiDocument, entry: OperationEntry): Record<string, any>[] {
  const pathItem = doc.paths?.[entry.path] ?? {};
  return [...(pathItem.parameters ?? []), ...(entry.operation.parameters ?? [])].map((parameter: unknown) =>
    deref(doc, parameter),
  );
}

/** Whether the operation answers `201` or moves money, so a blind retry could act twice. */
export const needsIdempotencyKey = (entry: OperationEntry): boolean =>
  entry.kind === "operation" &&
  entry.method === "post" &&
  (Object.keys(entry.operation.responses ?? {}).includes("201") || /\/fund$/.test(entry.path));

/** Problems: POST operations that create or move money without an `Idempotency-Key` header parameter. */
export function checkIdempotencyKeys(doc: OpenApiDocument): string[] {
  return operationsOf(doc)
    .filter(needsIdempotencyKey)
    .filter(
      (entry) =>
        !parametersOf(doc, entry).some(
          (parameter) => parameter?.in === "header" && String(parameter.name).toLowerCase() === "idempotency-key",
        ),
    )
    .map(
      (entry) =>
        `${name(entry)}: ${Object.keys(entry.operation.responses ?? {}).includes("201") ? "creates a resource" : "moves money"} ` +
        `but does not accept the Idempotency-Key header`,
    );
}

/** The error statuses an operation must document, each with why. */
export function requiredErrorStatuses(doc: OpenApiDocument, entry: OperationEntry): Map<string, string> {
  const required = new Map<string, string>([
    ["429", "every operation is rate limited"],
    ["5XX", "every operation can meet a server error"],
  ]);
  const parameters = parametersOf(doc, entry);
  const secured = (entry.operation.security ?? doc.security ?? []).some(
    (requirement: Record<string, unknown>) => Object.keys(requirement).length > 0,
  );
  if (secured) required.set("401", "it needs an access token");
  if (entry.operation.requestBody || parameters.some((parameter) => parameter?.in === "query"))
    required.set("400", "it takes a request body or query parameters");
  if (parameters.some((parameter) => parameter?.in === "header" && parameter.name === ON_BEHALF_OF))
    required.set("403", `it takes ${ON_BEHALF_OF}, and the user may be unknown or not active`);
  if (parameters.some((parameter) => parameter?.in === "path")) required.set("404", "its path names a resource");
  return required;
}

/** Problems: operations that do not document the error responses they can return. */
export function checkErrorResponses(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const entry of operationsOf(doc)) {
    const documented = new Set(Object.keys(entry.operation.responses ?? {}));
    for (const [status, why] of requiredErrorStatuses(doc, entry))
      if (!documented.has(status)) problems.push(`${name(entry)}: documents no ${status} response, but ${why}`);
  }
  return problems;
}

const ID = /\b[a-z]{2,4}_[0-9A-Za-z]{6,}\b/g;

/** The dotted paths of every property a schema names, through `$ref`, compositions and array items. */
function propertyPaths(doc: OpenApiDocument, node: unknown, prefix = "", seen = new Set<unknown>()): string[] {
  const schema = deref(doc, node);
  if (!schema || typeof schema !== "object" || seen.has(schema)) return [];
  seen.add(schema);
  const paths: string[] = [];
  for (const [key, child] of Object.entries<unknown>(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path, ...propertyPaths(doc, child, path, seen));
  }
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    paths.push(...propertyPaths(doc, part, prefix, seen));
  if (schema.items) paths.push(...propertyPaths(doc, schema.items, prefix, seen));
  seen.delete(schema);
  return paths;
}

/** Every example of a response: `example`, and each `examples` entry's value, `$ref`s resolved. */
function responseExamples(doc: OpenApiDocument, response: unknown): { name: string; value: any }[] {
  const content = deref(doc, response)?.content ?? {};
  return Object.values<any>(content).flatMap((media) => [
    ...(media.example !== undefined ? [{ name: "example", value: media.example }] : []),
    ...Object.entries<any>(media.examples ?? {}).map(([name, example]) => ({
      name,
      value: deref(doc, example)?.value,
    })),
  ]);
}

/**
 * Problems: error examples shown on an operation's page that belong to another operation
 * (content/API-CONVENTIONS.md, "Errors"). For every `4xx`/`5xx` example of every operation:
 *
 * - `instance`, when given, is a path of this operation: the server's base path (`/v2`) and the
 *   path template, each `{parameter}` one segment;
 * - an ID its `detail` names (`pay_…`) has the prefix of an ID the operation takes or returns (in
 *   a parameter's, the request body's or a `2xx` response's example), so a payment's "not found"
 *   stays off a user's page;
 * - each `errors[].field` is a parameter of this operation, or a property (dotted, array indexes
 *   dropped) of its request body or of the resource it answers with (a submit checks the draft).
 */
export function checkErrorExamples(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const basePath = new URL(doc.servers?.[0]?.url ?? "https://host/").pathname.replace(/\/$/, "");
  for (const entry of operationsOf(doc)) {
    const pathPattern = new RegExp(
      `^${basePath}${entry.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{[^}]+\\\}/g, "[^/]+")}$`,
    );
    const parameters = parametersOf(doc, entry);
    const body = deref(doc, entry.operation.requestBody)?.content ?? {};
    const fields = new Set([
      ...parameters.map((parameter) => String(parameter?.name)),
      ...Object.values<any>(body).flatMap((media) => propertyPaths(doc, media.schema)),
      ...Object.entries<any>(entry.operation.responses ?? {})
        .filter(([status]) => status.startsWith("2"))
        .flatMap(([, response]) => Object.values<any>(deref(doc, response)?.content ?? {}))
        .flatMap((media) => propertyPaths(doc, media.schema)),
    ]);
    const takesPrefixes = new Set(
      [
        ...parameters.map((parameter) => parameter?.example),
        ...Object.values<any>(body).flatMap((media) => [
          media.example,
          ...Object.values<any>(media.examples ?? {}).map((example) => deref(doc, example)?.value),
        ]),
        ...Object.entries<unknown>(entry.operation.responses ?? {})
          .filter(([status]) => status.startsWith("2"))
          .flatMap(([, response]) => responseExamples(doc, response).map((example) => example.value)),
      ].flatMap((value) => (JSON.stringify(value ?? null).match(ID) ?? []).map((id) => id.split("_")[0])),
    );
    for (const [status, response] of Object.entries<unknown>(entry.operation.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      for (const { name: example, value } of responseExamples(doc, response)) {
        if (!value || typeof value !== "object") continue;
        const where = `${name(entry)} ${status} example "${example}"`;
        const instance = typeof value.instance === "string" ? value.instance : null;
        if (instance !== null && !pathPattern.test(instance))
          problems.push(`${where}: instance ${instance} is not a path of this operation (${basePath}${entry.path})`);
        for (const id of String(value.detail ?? "").match(ID) ?? [])
          if (!takesPrefixes.has(id.split("_")[0]))
            problems.push(
              `${where}: detail names ${id}, but the operation takes or returns no ${id.split("_")[0]}_ ID`,
            );
        for (const error of Array.isArray(value.errors) ? value.errors : []) {
          const field = String(error?.field ?? "").replace(/\[\d*\]/g, "");
          if (field && !fields.has(field))
            problems.push(`${where}: errors names the field ${field}, which this operation does not take`);
        }
      }
    }
  }
  return problems;
}
