import { admonitionHtml } from "./admonition/html.tsx";
import { cardGridHtml } from "./card-grid/html.tsx";
import { codeHtml } from "./code/html.tsx";
import type { BlockHtml } from "./html-parts.ts";
import { imageHtml } from "./image/html.tsx";
import type { BlockName } from "./names.ts";
import { tableHtml } from "./table/html.tsx";
import { tabsHtml } from "./tabs/html.tsx";

/** The build-time HTML rendering and preparation of every block type (html-parts.ts). */
export const BLOCK_HTML = {
  code: codeHtml,
  admonition: admonitionHtml,
  tabs: tabsHtml,
  table: tableHtml,
  accessibleImage: imageHtml,
  cardGrid: cardGridHtml,
} satisfies Record<BlockName, BlockHtml>;
