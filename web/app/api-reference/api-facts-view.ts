import type { ApiAccess, ServerView } from "./api-access.ts";

/** What the facts panel of an API overview or group page shows: where requests go, how they authenticate, the whole document. */
export interface ApiFactsView {
  version: { label: string };
  servers: ServerView[];
  security: ApiAccess["security"];
  /** Operations that need no credentials, linked to their pages. */
  open: { summary: string; href: string }[];
  downloads: { yaml: string; json: string };
  /** The API changes page that involves this version, if any. */
  changesHref: string | null;
}

/** The sections of the facts panel, in order: each heading's anchor and text. */
export const API_FACTS_SECTIONS = {
  servers: { id: "base-urls", text: "Base URLs" },
  authentication: { id: "authenticating-requests", text: "Authenticating requests" },
  document: { id: "openapi-document", text: "OpenAPI document" },
} as const;

/** The anchor of an API group's heading on the overview. */
export const apiOverviewGroupId = (slug: string): string => `group-${slug}`;
