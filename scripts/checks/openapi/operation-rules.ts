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
