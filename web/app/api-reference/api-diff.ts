import { listOperations, type OpenApiDocument } from "./openapi-document.ts";
import { buildOperationView, type OperationView } from "./operation-view.ts";
import type { SchemaNode } from "./schema-view.ts";

/** One difference inside an operation: a parameter or a body property added, removed or changed. */
export interface FieldChange {
  change: "added" | "removed" | "changed";
  /** Where it sits: `query parameter`, `request body`, `response 200`. */
  location: string;
  /** Parameter name or dotted property path (`beneficiary.bank_details.iban`). */
  name: string;
  /** For `changed`: what changed, e.g. `type string → object`, `now required`. */
  detail: string | null;
}

/** An operation present in either version, with its changes. */
export interface OperationChange {
  group: string;
  groupName: string;
  slug: string;
  summary: string;
  method: string;
  path: string;
  /** `added`: only in the newer version; `removed`: only in the older; `changed`: in both, with differences. */
  change: "added" | "removed" | "changed";
  fields: FieldChange[];
}

interface FieldFacts {
  type: string;
  required: boolean;
  enumValues: string | null;
}

function flatten(node: SchemaNode, prefix: string, into: Map<string, FieldFacts>): void {
  for (const child of node.children) {
    const path = prefix ? `${prefix}.${child.name}` : child.name;
    into.set(path, { type: child.type, required: child.required, enumValues: child.enumValues ? JSON.stringify(child.enumValues) : null });
    flatten(child, path, into);
  }
  for (const variant of node.variants ?? []) flatten(variant.node, prefix, into);
}

/** Every comparable field of an operation: parameters and body properties keyed `location|name`. */
function fieldsOf(view: OperationView): Map<string, FieldFacts> {
  const fields = new Map<string, FieldFacts>();
  for (const [location, parameters] of Object.entries(view.parameters)) {
    for (const parameter of parameters) fields.set(`${location} parameter|${parameter.name}`, { type: parameter.schema.type, required: parameter.required, enumValues: parameter.schema.enumValues ? JSON.stringify(parameter.schema.enumValues) : null });
  }
  const bodies: [string, SchemaNode | undefined][] = [["request body", view.requestBody?.schema], ...view.responses.filter((r) => r.status.startsWith("2")).map((r): [string, SchemaNode | undefined] => [`response ${r.status}`, r.body?.schema])];
  for (const [location, schema] of bodies) {
    if (!schema) continue;
    const properties = new Map<string, FieldFacts>();
    flatten(schema, "", properties);
    for (const [path, facts] of properties) fields.set(`${location}|${path}`, facts);
  }
  return fields;
}

function describeChange(before: FieldFacts, after: FieldFacts): string | null {
  const parts: string[] = [];
  if (before.type !== after.type) parts.push(`type ${before.type} → ${after.type}`);
  if (before.required !== after.required) parts.push(after.required ? "now required" : "now optional");
  if (before.enumValues !== after.enumValues) parts.push("allowed values changed");
  return parts.length ? parts.join("; ") : null;
}

const identity = (doc: OpenApiDocument) => {
  const tags = new Map<string, any>((doc.tags ?? []).map((tag: any) => [tag.name, tag]));
  return listOperations(doc).map((entry) => {
    const tag = tags.get(entry.operation.tags?.[0]);
    return { group: tag?.["x-slug"] as string, groupName: tag?.name as string, slug: (entry.operation["x-slug"] ?? entry.operation.operationId) as string };
  });
};

/**
 * Differences between two OpenAPI documents of the API:
 * operations are matched by group and operation slug; within a matched operation, parameters
 * (by location and name) and request/success-response properties (by dotted path) are compared
 * for presence, type, required and allowed values. Unchanged operations are left out.
 */
export function diffApiDocuments(older: OpenApiDocument, newer: OpenApiDocument): OperationChange[] {
  const markdown = (text: string) => text;
  const olderIds = identity(older);
  const newerIds = identity(newer);
  const key = (id: { group: string; slug: string }) => `${id.group}/${id.slug}`;
  const olderKeys = new Set(olderIds.map(key));
  const changes: OperationChange[] = [];
  for (const id of newerIds) {
    const after = buildOperationView({ doc: newer, markdown }, id.group, id.slug)!;
    const base = { group: id.group, groupName: id.groupName, slug: id.slug, summary: after.summary, method: after.method, path: after.path };
    if (!olderKeys.has(key(id))) {
      changes.push({ ...base, change: "added", fields: [] });
      continue;
    }
    const before = buildOperationView({ doc: older, markdown }, id.group, id.slug)!;
    const beforeFields = fieldsOf(before);
    const afterFields = fieldsOf(after);
    const fields: FieldChange[] = [];
    for (const [field, facts] of afterFields) {
      const [location, name] = field.split("|");
      const previous = beforeFields.get(field);
      if (!previous) fields.push({ change: "added", location, name, detail: null });
      else {
        const detail = describeChange(previous, facts);
        if (detail) fields.push({ change: "changed", location, name, detail });
      }
    }
    for (const field of beforeFields.keys()) {
      if (!afterFields.has(field)) {
        const [location, name] = field.split("|");
        fields.push({ change: "removed", location, name, detail: null });
      }
    }
    if (fields.length || before.path !== after.path || before.method !== after.method) {
      if (before.path !== after.path || before.method !== after.method) fields.unshift({ change: "changed", location: "endpoint", name: `${after.method} ${after.path}`, detail: `was ${before.method} ${before.path}` });
      changes.push({ ...base, change: "changed", fields });
    }
  }
  const newerKeys = new Set(newerIds.map(key));
  for (const id of olderIds) {
    if (newerKeys.has(key(id))) continue;
    const before = buildOperationView({ doc: older, markdown }, id.group, id.slug)!;
    changes.push({ group: id.group, groupName: id.groupName, slug: id.slug, summary: before.summary, method: before.method, path: before.path, change: "removed", fields: [] });
  }
  return changes;
}
