import { Iframe, type UrlResolver } from "sanity-plugin-iframe-pane";
import type { DefaultDocumentNodeResolver } from "sanity/structure";
import { SITE_PAGE_TYPES } from "../actions/OpenOnSiteAction.tsx";

/** Read at build time: Sanity's Vite config exposes SANITY_STUDIO_* variables on import.meta.env. */
const PREVIEW_URL = (import.meta.env?.SANITY_STUDIO_PREVIEW_URL as string | undefined) || undefined;
const PREVIEW_SECRET = (import.meta.env?.SANITY_STUDIO_PREVIEW_SECRET as string | undefined) || undefined;

/**
 * The draft preview's entry URL for a document (scripts/preview/preview-server.ts
 * PREVIEW_ENTRY_PATH): the preview server checks the secret, finds the document's page with the
 * site's URL rules and shows it rendered from the drafts perspective.
 */
export const previewUrl =
  (origin: string, secret: string): UrlResolver =>
  (document) =>
    document
      ? `${new URL("/api/preview", origin).href}?${new URLSearchParams({ secret, id: document._id })}`
      : undefined;

/**
 * Document views (Structure Builder `defaultDocumentNode`): doc pages, posts and pages get a
 * Preview tab beside the form, an iframe of the draft preview (sanity-plugin-iframe-pane) with a
 * reload button, when the Studio is built with SANITY_STUDIO_PREVIEW_URL and
 * SANITY_STUDIO_PREVIEW_SECRET.
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  PREVIEW_URL && PREVIEW_SECRET && SITE_PAGE_TYPES.has(schemaType)
    ? S.document().views([
        S.view.form(),
        S.view
          .component(Iframe)
          .options({ url: previewUrl(PREVIEW_URL, PREVIEW_SECRET), reload: { button: true } })
          .title("Preview"),
      ])
    : S.document();
