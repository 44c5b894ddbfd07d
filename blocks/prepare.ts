import { prepareCode } from "./code/prepare.ts";
import type { BlockName } from "./names.ts";
import type { BlockPrepare } from "./prepare-parts.ts";

/** The build-time preparation of every block type; null where the stored block renders as it is. */
export const BLOCK_PREPARE = {
  code: prepareCode,
  admonition: null,
  tabs: null,
  table: null,
  accessibleImage: null,
  cardGrid: null,
} satisfies Record<BlockName, BlockPrepare | null>;
