import type { Behaviour } from "../web/app/lib/behaviour.ts";
import { copyCodeBehaviour } from "./code/behaviour.ts";
import type { BlockName } from "./names.ts";
import { tabsBehaviour } from "./tabs/behaviour.ts";

/**
 * The delegated handlers of the block types that have any (web/app/lib/behaviour.ts); the others
 * are markup only. The behaviours script installs these with the site's own (web/app/behaviours/).
 */
export const BLOCK_BEHAVIOURS = {
  code: copyCodeBehaviour,
  tabs: tabsBehaviour,
} satisfies Partial<Record<BlockName, Behaviour>>;
