import type { SchemaNode } from "./schema-view.ts";

/** One line of facts about a schema node, as both the HTML reference and its Markdown twin show it. */
export interface SchemaFact {
  label: "One of" | "Value" | "Default" | "Constraints" | "Example";
  /** Each value as code text (strings as they are, other JSON serialised). */
  values: string[];
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * What a reader needs to send or read a value besides its type: allowed values (`enum`, or the
 * single `const`), default, constraints, and an example when there is no list of values. The
 * operation page (components/api/schema-tree.tsx) and the Markdown twin
 * (scripts/build/machine/page-markdown.ts) both show exactly these.
 */
export function schemaFacts(
  node: Pick<SchemaNode, "enumValues" | "constValue" | "defaultValue" | "example" | "constraints">,
): SchemaFact[] {
  const facts: SchemaFact[] = [];
  if (node.enumValues)
    facts.push({ label: node.enumValues.length === 1 ? "Value" : "One of", values: node.enumValues.map(show) });
  if (node.constValue !== undefined) facts.push({ label: "Value", values: [show(node.constValue)] });
  if (node.defaultValue !== undefined) facts.push({ label: "Default", values: [show(node.defaultValue)] });
  if (node.constraints.length) facts.push({ label: "Constraints", values: node.constraints });
  if (node.example !== undefined && node.enumValues === null)
    facts.push({ label: "Example", values: [show(node.example)] });
  return facts;
}

/** The markers shown beside a property's name and type: required, nullable, read-only, write-only, deprecated, recursive. */
export function schemaFlags(
  node: Pick<SchemaNode, "required" | "nullable" | "readOnly" | "writeOnly" | "deprecated" | "circular">,
): string[] {
  return [
    node.required ? "required" : null,
    node.nullable ? "nullable" : null,
    node.readOnly ? "read-only" : null,
    node.writeOnly ? "write-only" : null,
    node.deprecated ? "deprecated" : null,
    node.circular ? "recursive" : null,
  ].filter((flag): flag is string => flag !== null);
}
