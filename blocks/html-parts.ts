import type { ReactNode } from "react";
import type { BlockNode } from "./names.ts";

/** Renders a nested Portable Text body (web/app/components/portable-text-body.tsx). */
export type BodyRenderer = (props: { value: BlockNode[] | null | undefined }) => ReactNode;

/** The site's link (web/app/components/smart-link.tsx): a route link for site paths, a plain anchor otherwise. */
export type LinkRenderer = (props: { href: string; className?: string; children: ReactNode }) => ReactNode;

/**
 * The HTML parts of a block type, used at build time only (render/static-parts.server.tsx):
 * rendering is pure markup; interactive parts are the block's delegated handlers (behaviours.ts).
 */
export interface BlockHtml {
  /**
   * The block as markup, after its `prepare` (prepare.ts); `Body` renders bodies nested in it and
   * `Link` is the site's link, both lent by the site so blocks/ imports nothing of it.
   */
  render: (props: { value: any; Body: BodyRenderer; Link: LinkRenderer }) => ReactNode;
}
