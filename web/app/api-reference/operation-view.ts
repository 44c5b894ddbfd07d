import { securitySchemeView, serverViews, type SecuritySchemeView, type ServerView } from "./api-access.ts";
import { deref, type OpenApiDocument, type OperationEntry } from "./openapi-document.ts";
import { operationIndex, type IndexedOperation } from "./operation-index.ts";
import { anchorFor, buildSchemaNode, type SchemaNode, type ViewContext } from "./schema-view.ts";
import type { ApiSidebarName } from "../lib/docs-sidebars.ts";
import type { TocEntry } from "../lib/headings.ts";
import { errorTypeOfUri } from "../errors/error-catalogue.ts";

/** An API group (an OpenAPI tag with `x-slug`) and its operations, for sidebars and group pages. */
export interface ApiGroup {
  name: string;
  slug: string;
  /** Description rendered to HTML. */
  description: string | null;
  /** Which docs sidebar lists the group (`x-sidebar`, default `api`). */
  sidebar: ApiSidebarName;
  operations: OperationSummary[];
}

/** What lists and links show of an operation or webhook (see operation-index.ts). */
export type OperationSummary = Omit<IndexedOperation, "group" | "entry">;

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
  /** The problem types (RFC 9457 `type`, an error catalogue address) its examples return, with their titles, each once. */
  problems: { type: string; title: string }[];
}

/** The problem types of a response's examples: each example whose `type` is an `/errors/<type>` address, with its `title`. */
function problemTypesOf(body: BodyView | null): ResponseView["problems"] {
  const found = new Map<string, string>();
  for (const { value } of body?.examples ?? []) {
    const problem = value as { type?: unknown; title?: unknown } | null;
    if (typeof problem?.type !== "string" || typeof problem.title !== "string") continue;
    const type = errorTypeOfUri(problem.type);
    if (type && !found.has(type)) found.set(type, problem.title);
  }
  return [...found].map(([type, title]) => ({ type, title }));
}

/** Everything an operation or webhook page shows; `E` is the example shape, as in `BodyView`. */
export interface OperationView<E extends ExampleLabel = ExampleView> extends OperationSummary {
  group: { name: string; slug: string };
  description: string | null;
  /** The path split into literal text and `{parameter}` segments, to mark the parameters. */
  pathSegments: { text: string; parameter: boolean }[];
  servers: ServerView[];
  /** The security schemes of its requirements; empty when none is needed. */
  security: SecuritySchemeView[];
  parameters: Record<ParameterView["in"], ParameterView[]>;
  requestBody: BodyView<E> | null;
  responses: ResponseView<E>[];
}

const summaryOf = ({ group, entry, ...summary }: IndexedOperation): OperationSummary => summary;

/**
 * The API groups of a document (operation-index.ts), descriptions rendered with `markdown`. Throws
 * when an operation's tag is not declared or has no `x-slug`.
 */
export function buildApiGroups(doc: OpenApiDocument, markdown: ViewContext["markdown"]): ApiGroup[] {
  return operationIndex(doc).groups.map((group) => ({
    name: group.name,
    slug: group.slug,
    description: group.description ? markdown(group.description) : null,
    sidebar: group.sidebar,
    operations: group.operations.map(summaryOf),
  }));
}

/** The base URLs an operation is served from: its own `servers`, else its path's, else the document's; none for webhooks. */
export function operationServers(doc: OpenApiDocument, entry: OperationEntry): ServerView[] {
  if (entry.kind === "webhook") return [];
  const pathItem = doc.paths[entry.path];
  return serverViews(entry.operation.servers ?? pathItem.servers ?? doc.servers ?? []);
}

/** The security schemes an operation requires (its `security`, else the document's), descriptions rendered; none for webhooks. */
export function operationSecurity(ctx: ViewContext, entry: OperationEntry): OperationView["security"] {
  if (entry.kind === "webhook") return [];
  return (entry.operation.security ?? ctx.doc.security ?? []).flatMap((requirement: Record<string, string[]>) =>
    Object.keys(requirement).map((name) => securitySchemeView(ctx, name)),
  );
}

const prettyExample = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

function bodyView(
  ctx: ViewContext,
  body: Record<string, any> | undefined,
  anchorBase: string,
  required: boolean,
  description: string | null,
): BodyView | null {
  const [contentType, media] = Object.entries<Record<string, any>>(body ?? {})[0] ?? [];
  if (!contentType || !media) return null;
  const examples: ExampleView[] = [];
  if (media.example !== undefined)
    examples.push({ name: "Example", summary: null, text: prettyExample(media.example), value: media.example });
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
  const indexed = operationIndex(doc).find(groupSlug, slug);
  if (!indexed) return null;
  const { entry } = indexed;
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
  const requestBodyObject = deref(doc, op.requestBody);
  const responses = Object.entries<Record<string, any>>(op.responses ?? {}).map(([status, raw]): ResponseView => {
    const response = deref(doc, raw);
    const body = bodyView(ctx, response.content, anchorFor("response", status), false, null);
    return {
      status,
      anchor: anchorFor("response", status),
      description: response.description ? ctx.markdown(response.description) : null,
      headers: Object.entries<Record<string, any>>(response.headers ?? {}).map(([name, header]) => {
        const resolved = deref(doc, header);
        return {
          name,
          description: resolved.description ? ctx.markdown(resolved.description) : null,
          type: resolved.schema?.type ?? "string",
        };
      }),
      body,
      problems: problemTypesOf(body),
    };
  });
  return {
    ...summaryOf(indexed),
    group: indexed.group,
    description: op.description ? ctx.markdown(op.description) : null,
    pathSegments:
      entry.kind === "webhook"
        ? [{ text: indexed.path, parameter: false }]
        : entry.path
            .split(/(\{[^}]+\})/)
            .filter(Boolean)
            .map((text) => ({ text, parameter: text.startsWith("{") })),
    servers: operationServers(doc, entry),
    security: operationSecurity(ctx, entry),
    parameters,
    requestBody: requestBodyObject
      ? bodyView(
          ctx,
          requestBodyObject.content,
          "request-body",
          Boolean(requestBodyObject.required),
          requestBodyObject.description ? ctx.markdown(requestBodyObject.description) : null,
        )
      : null,
    responses,
  };
}

/** Where parameters go, in the order an operation page shows them. */
export const PARAMETER_LOCATIONS = ["path", "query", "header", "cookie"] as const satisfies ParameterView["in"][];

/** The sections of an operation or webhook page that have headings: each one's anchor and text. */
export const OPERATION_SECTIONS = {
  parameters: {
    path: { id: "parameters-path", text: "Path parameters" },
    query: { id: "parameters-query", text: "Query parameters" },
    header: { id: "parameters-header", text: "Header parameters" },
    cookie: { id: "parameters-cookie", text: "Cookie parameters" },
  } satisfies Record<ParameterView["in"], { id: string; text: string }>,
  requestBody: { id: "request-body-title", text: "Request body" },
  payload: { id: "request-body-title", text: "Payload" },
  responses: { id: "responses-title", text: "Responses" },
  signature: { id: "verify-signature", text: "Verify the signature" },
} as const;

/** Fewest sections for which an operation page shows its contents: with fewer, they are all in view. */
const OPERATION_TOC_MIN_SECTIONS = 3;

/**
 * The contents of an operation or webhook page: its parameters by location, request body (a
 * webhook's payload), responses and, for a webhook, the signature check, in page order; empty when
 * it has fewer than three of them.
 */
export function operationToc<E extends ExampleLabel>(
  view: Pick<OperationView<E>, "kind" | "parameters" | "requestBody">,
): TocEntry[] {
  const { parameters, requestBody, payload, responses, signature } = OPERATION_SECTIONS;
  const webhook = view.kind === "webhook";
  const sections = [
    ...PARAMETER_LOCATIONS.filter((at) => view.parameters[at].length).map((at) => parameters[at]),
    ...(view.requestBody ? [webhook ? payload : requestBody] : []),
    responses,
    ...(webhook ? [signature] : []),
  ];
  return sections.length < OPERATION_TOC_MIN_SECTIONS ? [] : sections.map((section) => ({ ...section, level: 2 }));
}
