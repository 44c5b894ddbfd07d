import type { ReactNode } from "react";
import type { BlockNode } from "./names.ts";

/** Renders a nested Portable Text body (web/app/components/portable-text-body.tsx). */
export type BodyRenderer = (props: { value: BlockNode[] | null | undefined }) => ReactNode;

/**
 * The HTML parts of a block type, used at build time only (render/static-parts.server.tsx):
 * rendering is pure markup; interactive parts are delegated handlers in web/app/behaviours/.
 */
export interface BlockHtml {
  /** The block as markup, after its `prepare` (prepare.ts); `Body` renders bodies nested in it. */
  render: (props: { value: any; Body: BodyRenderer }) => ReactNode;
}
