import type { ExprNode } from "groq-js";

/** A document as stored in the dataset: `_id`, `_type` and its fields. */
export type RawDocument = { _id: string; _type: string; [field: string]: unknown };

/** A dataset's documents, by `_id` (what `->` resolves) and by `_type` (what most filters name first). */
export interface DatasetIndex {
  documents: RawDocument[];
  byId: Map<string, RawDocument>;
  byType: Map<string, RawDocument[]>;
}

const indexes = new WeakMap<RawDocument[], DatasetIndex>();

/** The index of `documents`, built on first use and kept as long as that array lives. */
export function datasetIndex(documents: RawDocument[]): DatasetIndex {
  let index = indexes.get(documents);
  if (!index) {
    const byType = new Map<string, RawDocument[]>();
    for (const doc of documents) {
      if (!byType.has(doc._type)) byType.set(doc._type, []);
      byType.get(doc._type)!.push(doc);
    }
    index = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])), byType };
    indexes.set(documents, index);
  }
  return index;
}

/** An equality a filter requires: the attribute at `path` of the document is the string `value`. */
interface RequiredValue {
  path: string[];
  value: string;
}

/** The attribute names of `a.b.c` read from the document being filtered (`@`), or null for anything else. */
function attributePath(node: ExprNode | undefined): string[] | null {
  const path: string[] = [];
  let current = node;
  while (current?.type === "AccessAttribute") {
    path.unshift(current.name);
    current = current.base;
  }
  return path.length && (current === undefined || current.type === "This") ? path : null;
}

/** The string a literal or a parameter stands for, or null when it is not a string. */
function stringOperand(node: ExprNode, params: Record<string, unknown>): string | null {
  if (node.type === "Value" && typeof node.value === "string") return node.value;
  if (node.type === "Parameter" && typeof params[node.name] === "string") return params[node.name] as string;
  return null;
}

/**
 * The equalities between an attribute and a string that every document `expr` keeps must satisfy:
 * the terms of a chain of `&&` (through parentheses) of the form `a.b == "x"` or `a.b == $param`.
 * Anything else (`||`, `!`, `->`, `^`, functions) adds none, so the list may be shorter than the
 * filter, never stricter.
 */
function requiredValues(expr: ExprNode, params: Record<string, unknown>, found: RequiredValue[] = []): RequiredValue[] {
  if (expr.type === "And") {
    requiredValues(expr.left, params, found);
    requiredValues(expr.right, params, found);
  } else if (expr.type === "Group") requiredValues(expr.base, params, found);
  else if (expr.type === "OpCall" && expr.op === "==")
    for (const [attribute, operand] of [
      [expr.left, expr.right],
      [expr.right, expr.left],
    ]) {
      const path = attributePath(attribute);
      const value = stringOperand(operand, params);
      if (path && value !== null) {
        found.push({ path, value });
        break;
      }
    }
  return found;
}

/**
 * Whether the attribute at `path` of `doc` is the string `value`, as GROQ's `==` and attribute
 * access decide it: a missing attribute or one read through a non-object is null, and a string
 * equals only the same string (GROQ specification, "Equality" and "Attribute access").
 */
function holds(doc: RawDocument, { path, value }: RequiredValue): boolean {
  let current: unknown = doc;
  for (const name of path) {
    if (!current || typeof current !== "object" || Array.isArray(current) || !Object.hasOwn(current, name))
      return false;
    current = (current as Record<string, unknown>)[name];
  }
  return current === value;
}

/**
 * Narrows every `*[filter]` of a parsed query (groq-js `parse`, mutated in place) to the documents
 * that can pass it: those of the `_type` the filter requires, then those whose other required
 * attribute equalities hold (`requiredValues`); the filter itself still runs over them, so the
 * answer is the one groq-js gives over the whole dataset, in the dataset's order. groq-js reads
 * every document for each `*` (its Everything and Filter executors); a build asks thousands of
 * queries, each of which names a type and often a slug, so without this a build's query time grows
 * with pages times documents. The tree must be freshly parsed: the documents are put into it as a
 * literal array. Returns how many filters were narrowed.
 */
export function narrowFilters(tree: ExprNode, index: DatasetIndex, params: Record<string, unknown>): number {
  let narrowed = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    for (const child of Object.values(node)) visit(child);
    const filter = node as ExprNode;
    if (filter.type !== "Filter" || filter.base.type !== "Everything") return;
    const required = requiredValues(filter.expr, params);
    if (!required.length) return;
    const type = required.find(({ path }) => path.length === 1 && path[0] === "_type");
    const candidates = type ? (index.byType.get(type.value) ?? []) : index.documents;
    filter.base = { type: "Value", value: candidates.filter((doc) => required.every((term) => holds(doc, term))) };
    narrowed++;
  };
  visit(tree);
  return narrowed;
}
