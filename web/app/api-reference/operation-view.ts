import { deref, listOperations, type OpenApiDocument, type OperationEntry } from "./openapi-document.ts";
import { anchorFor, buildSchemaNode, type SchemaNode, type ViewContext } from "./schema-view.ts";

/** An API group (an OpenAPI tag with `x-slug`) and its operations, for sidebars and group pages. */
export interface ApiGroup {
  name: string;
  slug: string;
  /** Description rendered to HTML. */
  description: string | null;
  /** Which docs sidebar lists the group (`x-sidebar`, default `api`). */
  sidebar: "api" | "stablecoin";
  operations: OperationSummary[];
}

export interface OperationSummary {
  slug: string;
  operationId: string;
  kind: "operation" | "webhook";
  /** Upper-case HTTP method; `EVENT` for webhooks. */
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
}

/** One parameter row. */
export interface ParameterView {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  anchor: string;
  required: boolean;
  deprecated: boolean;
  description: string | null;
  schema: SchemaNode;
  example: unknown;
}

/** What names an example in a tab or title. */
export interface ExampleLabel {
  name: string;
  summary: string | null;
}

export interface ExampleView extends ExampleLabel {
  /** Pretty-printed JSON (or the raw string for non-JSON examples). */
  text: string;
  value: unknown;
}

/** A request or response body; `E` is the example shape (full here, highlighted on pages). */
export interface BodyView<E extends ExampleLabel = ExampleView> {
  contentType: string;
  description: string | null;
  required: boolean;
  schema: SchemaNode;
  examples: E[];
}

export interface ResponseView<E extends ExampleLabel = ExampleView> {
  status: string;
  anchor: string;
  description: string | null;
  headers: { name: string; description: string | null; type: string }[];
  body: BodyView<E> | null;
}

/** Everything an operation or webhook page shows; `E` is the example shape, as in `BodyView`. */
export interface OperationView<E extends ExampleLabel = ExampleView> extends OperationSummary {
  group: { name: string; slug: string };
  description: string | null;
  /** The path split into literal text and `{parameter}` segments, to mark the parameters. */
  pathSegments: { text: string; parameter: boolean }[];
  servers: { url: string; description: string | null }[];
  /** Security requirements: scheme name, type and description; empty when none is needed. */
  security: { name: string; type: string; description: string | null }[];
  parameters: Record<ParameterView["in"], ParameterView[]>;
  requestBody: BodyView<E> | null;
  responses: ResponseView<E>[];
}

const tagIndex = (doc: OpenApiDocument) => new Map<string, Record<string, any>>((doc.tags ?? []).map((tag: any) => [tag.name, tag]));

function summaryOf(entry: OperationEntry): OperationSummary {
  const op = entry.operation;
  return {
    slug: op["x-slug"] ?? op.operationId,
    operationId: op.operationId,
    kind: entry.kind,
    method: entry.kind === "webhook" ? "EVENT" : entry.method.toUpperCase(),
    path: entry.path,
    summary: op.summary ?? op.operationId,
    deprecated: Boolean(op.deprecated),
  };
}

/**
 * The API groups of a document, in the order of its `tags` list, each with its operations and
 * webhooks in document order. Throws when an operation's tag is not declared or has no `x-slug`.
 */
export function buildApiGroups(doc: OpenApiDocument, markdown: ViewContext["markdown"]): ApiGroup[] {
  const tags = tagIndex(doc);
  const groups = new Map<string, ApiGroup>();
  for (const tag of doc.tags ?? []) {
    if (!tag["x-slug"]) throw new Error(`OpenAPI tag "${tag.name}" has no x-slug`);
    groups.set(tag.name, { name: tag.name, slug: tag["x-slug"], description: tag.description ? markdown(tag.description) : null, sidebar: tag["x-sidebar"] === "stablecoin" ? "stablecoin" : "api", operations: [] });
  }
  for (const entry of listOperations(doc)) {
    const tagName = entry.operation.tags?.[0];
    const group = groups.get(tagName);
    if (!group || !tags.has(tagName)) throw new Error(`${entry.method.toUpperCase()} ${entry.path}: tag "${tagName}" is not declared in the document's tags`);
    group.operations.push(summaryOf(entry));
  }
  return [...groups.values()].filter((group) => group.operations.length);
}

const prettyExample = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

function bodyView(ctx: ViewContext, body: Record<string, any> | undefined, anchorBase: string, required: boolean, description: string | null): BodyView | null {
  const [contentType, media] = Object.entries<Record<string, any>>(body ?? {})[0] ?? [];
  if (!contentType || !media) return null;
  const examples: ExampleView[] = [];
  if (media.example !== undefined) examples.push({ name: "Example", summary: null, text: prettyExample(media.example), value: media.example });
  for (const [name, raw] of Object.entries<Record<string, any>>(media.examples ?? {})) {
    const example = deref(ctx.doc, raw);
    examples.push({ name, summary: example.summary ?? null, text: prettyExample(example.value), value: example.value });
  }
  return { contentType, description, required, schema: buildSchemaNode(ctx, media.schema, anchorBase), examples };
}

/**
 * The view of one operation or webhook of a group, or null when the group has no such slug.
 * Descriptions are rendered with `ctx.markdown`; schemas become SchemaNode trees with anchors
 * `request-body-…`, `response-<status>-…` and `parameter-<in>-<name>`.
 */
export function buildOperationView(ctx: ViewContext, groupSlug: string, slug: string): OperationView | null {
  const { doc } = ctx;
  const tags = tagIndex(doc);
  const entry = listOperations(doc).find((e) => tags.get(e.operation.tags?.[0])?.["x-slug"] === groupSlug && (e.operation["x-slug"] ?? e.operation.operationId) === slug);
  if (!entry) return null;
  const op = entry.operation;
  const pathItem = doc[entry.kind === "webhook" ? "webhooks" : "paths"][entry.path];
  const parameters: OperationView["parameters"] = { path: [], query: [], header: [], cookie: [] };
  for (const raw of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])]) {
    const parameter = deref(doc, raw);
    const anchor = anchorFor("parameter", parameter.in, parameter.name);
    const list = parameters[parameter.in as ParameterView["in"]];
    const existing = list.findIndex((p) => p.name === parameter.name);
    const view: ParameterView = {
      name: parameter.name,
      in: parameter.in,
      anchor,
      required: Boolean(parameter.required),
      deprecated: Boolean(parameter.deprecated),
      description: parameter.description ? ctx.markdown(parameter.description) : null,
      schema: { ...buildSchemaNode(ctx, parameter.schema, anchor), anchor },
      example: parameter.example ?? parameter.schema?.example ?? parameter.schema?.examples?.[0],
    };
    if (existing >= 0) list[existing] = view;
    else list.push(view);
  }
  const security = (op.security ?? doc.security ?? []).flatMap((requirement: Record<string, string[]>) =>
    Object.keys(requirement).map((name) => {
      const scheme = doc.components?.securitySchemes?.[name] ?? {};
      return { name, type: scheme.scheme ? `${scheme.type} ${scheme.scheme}` : (scheme.type ?? name), description: scheme.description ? ctx.markdown(scheme.description) : null };
    }),
  );
  const requestBodyObject = deref(doc, op.requestBody);
  const responses = Object.entries<Record<string, any>>(op.responses ?? {}).map(([status, raw]): ResponseView => {
    const response = deref(doc, raw);
    return {
      status,
      anchor: anchorFor("response", status),
      description: response.description ? ctx.markdown(response.description) : null,
      headers: Object.entries<Record<string, any>>(response.headers ?? {}).map(([name, header]) => {
        const resolved = deref(doc, header);
        return { name, description: resolved.description ? ctx.markdown(resolved.description) : null, type: resolved.schema?.type ?? "string" };
      }),
      body: bodyView(ctx, response.content, anchorFor("response", status), false, null),
    };
  });
  return {
    ...summaryOf(entry),
    group: { name: op.tags[0], slug: groupSlug },
    description: op.description ? ctx.markdown(op.description) : null,
    pathSegments: entry.kind === "webhook" ? [{ text: entry.path, parameter: false }] : entry.path.split(/(\{[^}]+\})/).filter(Boolean).map((text) => ({ text, parameter: text.startsWith("{") })),
    servers: entry.kind === "webhook" ? [] : (op.servers ?? pathItem.servers ?? doc.servers ?? []).map((server: any) => ({ url: server.url, description: server.description ?? null })),
    security: entry.kind === "webhook" ? [] : security,
    parameters,
    requestBody: requestBodyObject
      ? bodyView(ctx, requestBodyObject.content, "request-body", Boolean(requestBodyObject.required), requestBodyObject.description ? ctx.markdown(requestBodyObject.description) : null)
      : null,
    responses,
  };
}
