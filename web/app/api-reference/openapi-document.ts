/** A parsed OpenAPI 3.1 document (plain JSON). */
export type OpenApiDocument = Record<string, any>;

/** One operation or webhook with where it sits in the document. */
export interface OperationEntry {
  kind: "operation" | "webhook";
  /** JSON pointer of the operation object, e.g. `#/paths/~1payments/post`. */
  pointer: string;
  method: string;
  /** Path template, or the webhook name. */
  path: string;
  operation: Record<string, any>;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Escapes one JSON pointer segment (RFC 6901). */
export const escapePointer = (segment: string): string => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Every operation under `paths` and every webhook under `webhooks`, in document order. */
export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [key, kind] of [
    ["paths", "operation"],
    ["webhooks", "webhook"],
  ] as const) {
    for (const [path, item] of Object.entries<Record<string, any>>(doc[key] ?? {})) {
      for (const method of HTTP_METHODS) {
        if (item[method])
          entries.push({
            kind,
            pointer: `#/${key}/${escapePointer(path)}/${method}`,
            method,
            path,
            operation: item[method],
          });
      }
    }
  }
  return entries;
}

/** Resolves a local `$ref` (`#/components/...`, RFC 6901 pointer). Throws when it does not resolve. */
export function resolveRef(doc: OpenApiDocument, ref: string): any {
  if (!ref.startsWith("#/")) throw new Error(`Only local references are supported: ${ref}`);
  const target = ref
    .slice(2)
    .split("/")
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<any>((node, segment) => node?.[segment], doc);
  if (target === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return target;
}

/** The object itself, or what its `$ref` points at. */
export const deref = (doc: OpenApiDocument, node: any): any =>
  node && typeof node === "object" && typeof node.$ref === "string" ? resolveRef(doc, node.$ref) : node;

/**
 * The event type a webhook delivers, as a handler reads it in the payload's `type`
 * (`payment.status_changed`): the `const`, or single `enum` value, of the `type` property of the
 * request body's JSON schema, looking through `$ref` and `allOf`. Null when the document does not
 * say, so callers fall back to the webhook's name in `webhooks`.
 */
export function webhookEventType(doc: OpenApiDocument, operation: Record<string, any>): string | null {
  const find = (node: unknown, depth: number): string | null => {
    const schema = deref(doc, node);
    if (!schema || typeof schema !== "object" || depth > 8) return null;
    const type = deref(doc, schema.properties?.type);
    if (typeof type?.const === "string") return type.const;
    if (Array.isArray(type?.enum) && type.enum.length === 1 && typeof type.enum[0] === "string") return type.enum[0];
    for (const part of schema.allOf ?? []) {
      const found = find(part, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return find(deref(doc, operation.requestBody)?.content?.["application/json"]?.schema, 0);
}
