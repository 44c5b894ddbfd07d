import type { OpenApiDocument } from "./openapi-document.ts";
import { counterpartOf, operationIndex, type IndexedOperation } from "./operation-index.ts";
import { buildOperationView, type OperationView } from "./operation-view.ts";
import type { SchemaNode } from "./schema-view.ts";

/** One difference inside an operation: a parameter or a body property added, removed, renamed or changed. */
export interface FieldChange {
  change: "added" | "removed" | "renamed" | "changed";
  /** Where it sits: `query parameter`, `request body`, `response 200`, `endpoint`. */
  location: string;
  /** Parameter name or dotted property path (`beneficiary.bank_details.iban`), as in the newer version. */
  name: string;
  /** For `changed`: what changed, e.g. `type string → object; now required; allowed values added: a, b`. For `renamed`: `was <old name>`. */
  detail: string | null;
  /** For `renamed`: the name in the older version. */
  previousName?: string;
}

/** An operation present in either version, with its changes. */
export interface OperationChange {
  group: string;
  groupName: string;
  slug: string;
  summary: string;
  method: string;
  path: string;
  /** An operation you call, or a webhook event Tidewire sends. */
  kind: "operation" | "webhook";
  /** `added`: only in the newer version; `removed`: only in the older; `changed`: in both, with differences. */
  change: "added" | "removed" | "changed";
  fields: FieldChange[];
  /** For `changed`: where the operation was in the older version, when that differs (it moved). */
  was?: { group: string; slug: string };
}

interface FieldFacts {
  type: string;
  required: boolean;
  enumValues: string[] | null;
  /** Path of the object holding it (`""` at the top): a rename keeps it. */
  parent: string;
}

/** Keeps one set of facts per path: the same property in several oneOf variants is one field, of every type it takes. */
function merge(into: Map<string, FieldFacts>, path: string, facts: FieldFacts): void {
  const known = into.get(path);
  if (!known) {
    into.set(path, facts);
    return;
  }
  const types = new Set([...known.type.split(" | "), ...facts.type.split(" | ")]);
  const values =
    known.enumValues || facts.enumValues
      ? [...new Set([...(known.enumValues ?? []), ...(facts.enumValues ?? [])])]
      : null;
  into.set(path, {
    ...known,
    type: [...types].sort().join(" | "),
    required: known.required && facts.required,
    enumValues: values,
  });
}

const PRIMITIVE = /^(string|integer|number|boolean|null|object)\b/;
/**
 * A field's type as the wire sees it: an array of a named schema (`array of BusinessType`) or of
 * alternatives (`array of one of`) is an array of objects, so renaming a component schema is not a
 * change of the API.
 */
const wireType = (type: string): string =>
  type
    .split(" | ")
    .map((part) => (part.startsWith("array of ") && !PRIMITIVE.test(part.slice(9)) ? "array of object" : part))
    .join(" | ");

/** The values a schema allows, as strings: its `enum`, or its `const` as a list of one; null when any. */
const allowedValues = (node: SchemaNode): string[] | null =>
  node.enumValues?.map(String) ?? (node.constValue !== undefined ? [String(node.constValue)] : null);

function flatten(node: SchemaNode, prefix: string, into: Map<string, FieldFacts>): void {
  for (const child of node.children) {
    const path = prefix ? `${prefix}.${child.name}` : child.name;
    merge(into, path, {
      type: wireType(child.type),
      required: child.required,
      enumValues: allowedValues(child),
      parent: prefix,
    });
    flatten(child, path, into);
  }
  for (const variant of node.variants ?? []) flatten(variant.node, prefix, into);
}

/** Every comparable field of an operation: parameters and body properties keyed `location|name`. */
function fieldsOf(view: OperationView): Map<string, FieldFacts> {
  const fields = new Map<string, FieldFacts>();
  for (const [location, parameters] of Object.entries(view.parameters)) {
    for (const parameter of parameters)
      merge(fields, `${location} parameter|${parameter.name}`, {
        type: wireType(parameter.schema.type),
        required: parameter.required,
        enumValues: allowedValues(parameter.schema),
        parent: "",
      });
  }
  const bodies: [string, SchemaNode | undefined][] = [
    ["request body", view.requestBody?.schema],
    ...view.responses
      .filter((r) => r.status.startsWith("2"))
      .map((r): [string, SchemaNode | undefined] => [`response ${r.status}`, r.body?.schema]),
  ];
  for (const [location, schema] of bodies) {
    if (!schema) continue;
    const properties = new Map<string, FieldFacts>();
    flatten(schema, "", properties);
    for (const [path, facts] of properties) fields.set(`${location}|${path}`, facts);
  }
  return fields;
}

const list = (values: string[]) => values.join(", ");
/** The last segment of a dotted field path (`data.sell_amount` → `sell_amount`). */
const leafName = (path: string) => path.slice(path.lastIndexOf(".") + 1);

/**
 * The field renames the newer document declares, older name → newer name, from its root
 * `x-field-renames` extension (an object of strings). Names cannot be paired by reading them
 * (`sell_amount` became `source_amount`, `reason` became `purpose_of_transfer`), so the people who
 * renamed a field say so, once, in the document that renamed it. Throws when the extension is not
 * an object of strings.
 */
export function declaredRenames(doc: OpenApiDocument): Map<string, string> {
  const declared = (doc as Record<string, unknown>)["x-field-renames"] ?? {};
  if (typeof declared !== "object" || Array.isArray(declared) || declared === null)
    throw new Error("x-field-renames must map each older field name to its newer name");
  const renames = new Map<string, string>();
  for (const [older, newer] of Object.entries(declared)) {
    if (typeof newer !== "string") throw new Error(`x-field-renames.${older} must be the field's newer name`);
    renames.set(older, newer);
  }
  return renames;
}

function describeChange(before: FieldFacts, after: FieldFacts): string | null {
  const parts: string[] = [];
  if (before.type !== after.type) parts.push(`type ${before.type} → ${after.type}`);
  if (before.required !== after.required) parts.push(after.required ? "now required" : "now optional");
  const was = new Set(before.enumValues ?? []);
  const now = new Set(after.enumValues ?? []);
  if (before.enumValues && after.enumValues) {
    const added = [...now].filter((value) => !was.has(value));
    const removed = [...was].filter((value) => !now.has(value));
    if (added.length) parts.push(`allowed values added: ${list(added)}`);
    if (removed.length) parts.push(`allowed values removed: ${list(removed)}`);
  } else if (after.enumValues) parts.push(`now limited to: ${list(after.enumValues)}`);
  else if (before.enumValues) parts.push("no longer limited to a list of values");
  return parts.length ? parts.join("; ") : null;
}

/**
 * Field changes of one operation matched across versions. A field is the same field when its
 * location and path are the same, or when the newer document declares its rename (`renames`,
 * older leaf name → newer) and the older field sat in the same location and holding object. The
 * properties beneath a renamed object are compared under their new path.
 */
function diffFields(
  before: Map<string, FieldFacts>,
  after: Map<string, FieldFacts>,
  renames: Map<string, string>,
): FieldChange[] {
  const split = (key: string) => key.split("|") as [string, string];
  // newer key → older key, for every field of the newer version found in the older one.
  const matched = new Map<string, string>();
  const renamedPrefixes = new Map<string, string>();
  const olderPath = (location: string, path: string) => {
    for (const [newer, older] of renamedPrefixes)
      if (path === newer || path.startsWith(`${newer}.`)) return `${location}|${older}${path.slice(newer.length)}`;
    return `${location}|${path}`;
  };
  const depth = (key: string) => split(key)[1].split(".").length;
  const claimed = new Set<string>();
  for (const key of [...after.keys()].sort((a, b) => depth(a) - depth(b))) {
    const [location, path] = split(key);
    const candidate = olderPath(location, path);
    if (before.has(candidate) && !claimed.has(candidate)) {
      matched.set(key, candidate);
      claimed.add(candidate);
      continue;
    }
    const facts = after.get(key)!;
    const parent = facts.parent ? split(olderPath(location, facts.parent))[1] : "";
    const renamed = [...renames].find(([, newer]) => newer === leafName(path))?.[0];
    const older = renamed === undefined ? undefined : `${location}|${parent ? `${parent}.` : ""}${renamed}`;
    if (!older || !before.has(older) || claimed.has(older) || after.has(older)) continue;
    matched.set(key, older);
    claimed.add(older);
    renamedPrefixes.set(path, split(older)[1]);
  }
  const fields: FieldChange[] = [];
  for (const [key, facts] of after) {
    const [location, name] = split(key);
    const older = matched.get(key);
    if (!older) {
      fields.push({ change: "added", location, name, detail: null });
      continue;
    }
    const oldName = split(older)[1];
    const renamedHere = renamedPrefixes.get(name) === oldName && oldName !== name;
    if (renamedHere)
      fields.push({ change: "renamed", location, name, detail: `was ${oldName}`, previousName: oldName });
    const detail = describeChange(before.get(older)!, facts);
    if (detail) fields.push({ change: "changed", location, name, detail });
  }
  for (const key of before.keys()) {
    if (claimed.has(key)) continue;
    const [location, name] = split(key);
    fields.push({ change: "removed", location, name, detail: null });
  }
  return fields;
}

/**
 * Differences between two OpenAPI documents of the API. Operations are matched across versions by
 * the operation index's counterpart rule (operationId, else method and path, else group and slug),
 * so an operation that moved to another group is one operation, changed. Within a matched
 * operation, parameters (by location and name) and request and success-response properties (by
 * dotted path) are compared for presence, type, required and allowed values (a `const` is a list of
 * one value); a field the newer document's `x-field-renames` declares renamed is one field,
 * renamed. Unchanged operations are left out. Throws when `x-field-renames` is malformed.
 */
export function diffApiDocuments(older: OpenApiDocument, newer: OpenApiDocument): OperationChange[] {
  const markdown = (text: string) => text;
  const renames = declaredRenames(newer);
  const olderOps = operationIndex(older).operations;
  const newerOps = operationIndex(newer).operations;
  const view = (doc: OpenApiDocument, op: IndexedOperation) =>
    buildOperationView({ doc, markdown }, op.group.slug, op.slug)!;
  const base = (op: IndexedOperation) => ({
    kind: op.kind,
    group: op.group.slug,
    groupName: op.group.name,
    slug: op.slug,
    summary: op.summary,
    method: op.method,
    path: op.path,
  });
  const seen = new Set<IndexedOperation>();
  const changes: OperationChange[] = [];
  for (const op of newerOps) {
    const previous = counterpartOf(
      op,
      olderOps.filter((candidate) => !seen.has(candidate)),
    );
    if (!previous) {
      changes.push({ ...base(op), change: "added", fields: [] });
      continue;
    }
    seen.add(previous);
    const fields = diffFields(fieldsOf(view(older, previous)), fieldsOf(view(newer, op)), renames);
    if (previous.path !== op.path || previous.method !== op.method)
      fields.unshift({
        change: "changed",
        location: "endpoint",
        name: `${op.method} ${op.path}`,
        detail: `was ${previous.method} ${previous.path}`,
      });
    const moved = previous.group.slug !== op.group.slug || previous.slug !== op.slug;
    if (moved)
      fields.unshift({
        change: "changed",
        location: "reference",
        name: `${op.group.name} › ${op.summary}`,
        detail: `was under ${previous.group.name}`,
      });
    if (fields.length)
      changes.push({
        ...base(op),
        change: "changed",
        fields,
        ...(moved ? { was: { group: previous.group.slug, slug: previous.slug } } : {}),
      });
  }
  for (const op of olderOps) if (!seen.has(op)) changes.push({ ...base(op), change: "removed", fields: [] });
  return changes;
}
