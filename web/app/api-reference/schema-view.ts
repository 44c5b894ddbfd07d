import { anchorFor } from "./anchors.ts";
import { resolveRef } from "./openapi-document.ts";

export { anchorFor };

/**
 * Turns OpenAPI 3.1 schemas (JSON Schema 2020-12) into a tree the schema viewer renders without
 * further logic: `$ref` resolved (recursion marked, never followed twice on one branch), `allOf`
 * merged, `oneOf`/`anyOf` kept as variants with their discriminator values, constraints spelled out.
 */

/** What building a view needs: the whole document (for `$ref`s) and a Markdown-to-HTML renderer. */
export interface ViewContext {
  doc: Record<string, any>;
  /** Renders a Markdown description to safe HTML (see markdown.server.ts). */
  markdown: (text: string) => string;
}

/** A node of the schema viewer: one property, item or variant. */
export interface SchemaNode {
  /** Property name; empty for a root, array item or variant. */
  name: string;
  /** Stable anchor id, e.g. `request-body-beneficiary-bank_details-iban`. */
  anchor: string;
  /** Type as readers read it: `string`, `object`, `array of object`, `string | null`. */
  type: string;
  required: boolean;
  /** Description rendered to sanitised HTML. */
  description: string | null;
  /** Component schema name when the node came from a `$ref`, e.g. `Payment`. */
  refName: string | null;
  format: string | null;
  enumValues: unknown[] | null;
  constValue: unknown;
  defaultValue: unknown;
  example: unknown;
  /** Human-readable constraints: `>= 1`, `<= 100 characters`, `pattern ^pay_`... */
  constraints: string[];
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  nullable: boolean;
  /** Properties of an object, or of the items of an array of objects. */
  children: SchemaNode[];
  /** `oneOf`/`anyOf` alternatives. */
  variants: SchemaVariant[] | null;
  variantKind: "oneOf" | "anyOf" | null;
  /** Name of the discriminator property, when the variants have one. */
  discriminator: string | null;
  /** True when this node refers back to a schema already open on this branch. */
  circular: boolean;
}

/** One alternative of a `oneOf`/`anyOf`. */
export interface SchemaVariant {
  label: string;
  /** The discriminator value that selects this variant, when there is a discriminator. */
  discriminatorValue: string | null;
  node: SchemaNode;
}

type Json = Record<string, any>;

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/**
 * Merges `allOf` parts (after resolving their `$ref`s) into one schema: properties and `required`
 * are unioned, other keywords taken from the last part that sets them, the outer schema last.
 */
function mergeAllOf(doc: Json, schema: Json, seen: Set<string>): { merged: Json; refs: string[] } {
  if (!Array.isArray(schema.allOf)) return { merged: schema, refs: [] };
  const refs: string[] = [];
  const merged: Json = { properties: {}, required: [] };
  const parts = [...schema.allOf, Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "allOf"))];
  for (let part of parts) {
    if (part.$ref) {
      refs.push(part.$ref);
      if (seen.has(part.$ref)) continue;
      part = resolveRef(doc, part.$ref);
    }
    const inner = mergeAllOf(doc, part, seen);
    refs.push(...inner.refs);
    const { properties, required, ...rest } = inner.merged;
    Object.assign(merged, rest);
    Object.assign(merged.properties, properties ?? {});
    merged.required.push(...(required ?? []));
  }
  if (!Object.keys(merged.properties).length) delete merged.properties;
  merged.required = [...new Set(merged.required)];
  return { merged, refs };
}

function typeOf(schema: Json): { type: string; nullable: boolean } {
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes("null");
  let main = types.filter((t) => t !== "null");
  if (!main.length) {
    if (schema.properties) main = ["object"];
    else if (schema.items) main = ["array"];
    else if (schema.const !== undefined) main = [typeof schema.const];
    else if (schema.enum) main = [...new Set((schema.enum as unknown[]).map((v) => (v === null ? "null" : typeof v)))];
  }
  return {
    type: [...main, ...(nullable ? ["null"] : [])].join(" | ") || (schema.oneOf || schema.anyOf ? "one of" : "any"),
    nullable,
  };
}

/** `count` with its unit, singular for exactly one ("1 character", "35 characters"). */
const counted = (count: number, singular: string, plural: string) => `${count} ${count === 1 ? singular : plural}`;

function constraintsOf(schema: Json): string[] {
  const c: string[] = [];
  const isString = schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
  const length = (count: number) => (isString ? counted(count, "character", "characters") : `${count}`);
  if (schema.minimum !== undefined) c.push(`>= ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) c.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) c.push(`<= ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) c.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) c.push(`>= ${length(schema.minLength)}`);
  if (schema.maxLength !== undefined) c.push(`<= ${length(schema.maxLength)}`);
  if (schema.minItems !== undefined) c.push(`>= ${counted(schema.minItems, "item", "items")}`);
  if (schema.maxItems !== undefined) c.push(`<= ${counted(schema.maxItems, "item", "items")}`);
  if (schema.uniqueItems) c.push("unique items");
  if (schema.minProperties !== undefined) c.push(`>= ${counted(schema.minProperties, "property", "properties")}`);
  if (schema.maxProperties !== undefined) c.push(`<= ${counted(schema.maxProperties, "property", "properties")}`);
  if (schema.multipleOf !== undefined) c.push(`multiple of ${schema.multipleOf}`);
  if (schema.pattern) c.push(`pattern ${schema.pattern}`);
  return c;
}

const MAX_DEPTH = 12;

/**
 * Builds the viewer tree of a schema. `anchorBase` prefixes every anchor (e.g. `request-body`);
 * `required` says whether the parent requires this node. Throws on a `$ref` that does not resolve.
 */
export function buildSchemaNode(
  ctx: ViewContext,
  input: Json | undefined,
  anchorBase: string,
  name = "",
  required = false,
  seen: Set<string> = new Set(),
  depth = 0,
): SchemaNode {
  const doc = ctx.doc;
  let schema: Json = input ?? {};
  let ref: string | null = null;
  let circular = false;
  const localSeen = new Set(seen);
  if (schema.$ref) {
    ref = schema.$ref as string;
    // OpenAPI 3.1 applies a $ref's sibling keywords too (JSON Schema 2020-12, section 8.2.3.1): a
    // property's own `pattern` or `description` is the one readers must see, not the shared one's.
    const { $ref: _target, ...siblings } = schema;
    if (localSeen.has(ref) || depth > MAX_DEPTH) circular = true;
    else {
      localSeen.add(ref);
      schema = { ...resolveRef(doc, ref), ...siblings };
    }
  }
  const { merged, refs } = circular ? { merged: schema, refs: [] } : mergeAllOf(doc, schema, localSeen);
  refs.forEach((r) => localSeen.add(r));
  schema = merged;
  const { type, nullable } = typeOf(schema);
  const anchor = anchorFor(anchorBase, name);
  const node: SchemaNode = {
    name,
    anchor,
    type: circular ? "object" : type,
    required,
    description: schema.description ? ctx.markdown(schema.description) : null,
    refName: ref ? refName(ref) : null,
    format: schema.format ?? null,
    enumValues: schema.enum ?? null,
    constValue: schema.const,
    defaultValue: schema.default,
    example: schema.example ?? schema.examples?.[0],
    constraints: constraintsOf(schema),
    deprecated: Boolean(schema.deprecated),
    readOnly: Boolean(schema.readOnly),
    writeOnly: Boolean(schema.writeOnly),
    nullable,
    children: [],
    variants: null,
    variantKind: null,
    discriminator: null,
    circular,
  };
  if (circular) return node;

  const childrenOf = (objectSchema: Json, base: string): SchemaNode[] => {
    const requiredSet = new Set<string>(objectSchema.required ?? []);
    return Object.entries<Json>(objectSchema.properties ?? {}).map(([key, child]) =>
      buildSchemaNode(ctx, child, base, key, requiredSet.has(key), localSeen, depth + 1),
    );
  };

  if (schema.properties) node.children = childrenOf(schema, anchor);
  if (schema.items) {
    const item = buildSchemaNode(ctx, schema.items, anchor, "", false, localSeen, depth + 1);
    node.type = `array of ${item.refName && item.type === "object" ? item.refName : item.type}`;
    node.children = item.children;
    node.circular = item.circular;
    node.variants = item.variants;
    node.variantKind = item.variantKind;
    node.discriminator = item.discriminator;
    node.constraints.push(...item.constraints.map((c) => `items ${c}`));
    if (!node.enumValues && item.enumValues) node.enumValues = item.enumValues;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    const values = buildSchemaNode(
      ctx,
      schema.additionalProperties,
      anchor,
      "additional-properties",
      false,
      localSeen,
      depth + 1,
    );
    node.children.push({
      ...values,
      name: "<key>",
      description: values.description ?? ctx.markdown("Any key of your choice."),
    });
  }
  const alternatives: Json[] | undefined = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    node.variantKind = schema.oneOf ? "oneOf" : "anyOf";
    const discriminator: Json | undefined = schema.discriminator;
    node.discriminator = discriminator?.propertyName ?? null;
    const mapping = Object.entries<string>(discriminator?.mapping ?? {});
    node.variants = alternatives.map((alternative, index) => {
      const valueFromMapping = alternative.$ref
        ? mapping.find(([, target]) => target === alternative.$ref)?.[0]
        : undefined;
      const variantNode = buildSchemaNode(
        ctx,
        alternative,
        `${anchor}-option-${index + 1}`,
        "",
        false,
        localSeen,
        depth + 1,
      );
      const constValue = discriminator
        ? variantNode.children.find((child) => child.name === discriminator.propertyName)?.constValue
        : undefined;
      const discriminatorValue = valueFromMapping ?? (constValue !== undefined ? String(constValue) : null);
      const label =
        alternative.title ?? variantNode.refName ?? discriminatorValue ?? variantNode.type ?? `Option ${index + 1}`;
      return { label: String(label), discriminatorValue, node: variantNode };
    });
    if (node.type === "one of" && schema.oneOf === undefined) node.type = "any of";
  }
  return node;
}

/** Every anchor in a tree, depth first (for tests and link checks). */
export function collectAnchors(node: SchemaNode): string[] {
  return [
    node.anchor,
    ...node.children.flatMap(collectAnchors),
    ...(node.variants ?? []).flatMap((variant) => collectAnchors(variant.node)),
  ];
}

/** Every property name in a tree, including inside variants. */
export function collectPropertyNames(node: SchemaNode): string[] {
  return [
    ...node.children.flatMap((child) => [child.name, ...collectPropertyNames(child)]),
    ...(node.variants ?? []).flatMap((variant) => collectPropertyNames(variant.node)),
  ];
}
