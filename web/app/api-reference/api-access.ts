import type { OperationEntry } from "./openapi-document.ts";
import { operationIndex } from "./operation-index.ts";
import type { ViewContext } from "./schema-view.ts";

/** A base URL of the API (OpenAPI 3.1 Server Object, section 4.8.5) and what it is, e.g. sandbox or production. */
export interface ServerView {
  url: string;
  description: string | null;
}

/** A security scheme (OpenAPI 3.1 Security Scheme Object, section 4.8.27) as the reference shows it. */
export interface SecuritySchemeView {
  /** Its key in `components.securitySchemes`, as security requirements name it. */
  name: string;
  /** OpenAPI's `type`, followed by the HTTP authentication scheme for `http`: `http bearer`, `apiKey`, `oauth2`. */
  type: string;
  /**
   * Where a request carries the credential, e.g. `Authorization: Bearer <token>` (RFC 6750
   * section 2.1) or `X-Api-Key: <API key>`; null for OAuth 2.0, OpenID Connect and mutual TLS,
   * which take more than one line to explain.
   */
  credential: string | null;
  /** Its description rendered to HTML, or null. */
  description: string | null;
}

/** How a version of the API is reached, from its OpenAPI document: where requests go and how they authenticate. */
export interface ApiAccess {
  /** The document's `servers`. */
  servers: ServerView[];
  /** The schemes of the document's `security`: every operation needs one of them unless it says otherwise. */
  security: SecuritySchemeView[];
  /** Operations that need no credentials (their own `security` is empty or holds an empty requirement), e.g. the one that issues tokens. */
  open: { group: string; slug: string; summary: string }[];
}

/** Server Objects as the reference shows them. */
export const serverViews = (servers: { url: string; description?: string }[]): ServerView[] =>
  servers.map((server) => ({ url: server.url, description: server.description ?? null }));

/** The header, query or cookie parameter an `apiKey` or `http` scheme puts its credential in, or null (see `SecuritySchemeView.credential`). */
function credentialOf(scheme: Record<string, any>): string | null {
  if (scheme.type === "http" && typeof scheme.scheme === "string") {
    // HTTP authentication scheme names are case-insensitive (RFC 9110 section 11.1); requests conventionally capitalise them.
    const name = scheme.scheme.charAt(0).toUpperCase() + scheme.scheme.slice(1).toLowerCase();
    return `Authorization: ${name} <${name === "Bearer" ? "token" : "credentials"}>`;
  }
  if (scheme.type === "apiKey" && typeof scheme.name === "string") {
    if (scheme.in === "header") return `${scheme.name}: <API key>`;
    if (scheme.in === "query") return `?${scheme.name}=<API key>`;
    if (scheme.in === "cookie") return `Cookie: ${scheme.name}=<API key>`;
  }
  return null;
}

/**
 * The security scheme `name` of the document (`components.securitySchemes`), its description rendered with
 * `ctx.markdown`. A name the document does not declare shows as itself.
 */
export function securitySchemeView(ctx: ViewContext, name: string): SecuritySchemeView {
  const scheme = ctx.doc.components?.securitySchemes?.[name] ?? {};
  return {
    name,
    type: scheme.scheme ? `${scheme.type} ${scheme.scheme}` : (scheme.type ?? name),
    credential: credentialOf(scheme),
    description: scheme.description ? ctx.markdown(scheme.description) : null,
  };
}

/**
 * True when an operation overrides the document's security so that it needs no credentials (OpenAPI 3.1
 * section 4.8.10: an empty list, or an empty requirement, which makes security optional).
 */
const needsNoCredentials = (entry: OperationEntry): boolean => {
  const security = entry.operation.security as Record<string, string[]>[] | undefined;
  return (
    entry.kind === "operation" &&
    Array.isArray(security) &&
    (security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0))
  );
};

/**
 * How a document's API is reached: its servers, the security schemes of its default requirement
 * (each named once, in the order they are required) and the operations that need no credentials,
 * descriptions rendered with `ctx.markdown`. Throws what `operationIndex` throws for tags without `x-slug`.
 */
export function buildApiAccess(ctx: ViewContext): ApiAccess {
  const names = [
    ...new Set(
      ((ctx.doc.security ?? []) as Record<string, string[]>[]).flatMap((requirement) => Object.keys(requirement)),
    ),
  ];
  return {
    servers: serverViews(ctx.doc.servers ?? []),
    security: names.map((name) => securitySchemeView(ctx, name)),
    open: operationIndex(ctx.doc)
      .operations.filter((op) => needsNoCredentials(op.entry))
      .map((op) => ({ group: op.group.slug, slug: op.slug, summary: op.summary })),
  };
}
