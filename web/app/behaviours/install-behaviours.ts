import { BLOCK_BEHAVIOURS } from "../../../blocks/behaviours.ts";
import type { Behaviour } from "../lib/behaviour.ts";
import { copyLinkBehaviour } from "../components/copy-link/behaviour.ts";
import { sampleLanguageBehaviour } from "../components/api/request-card/behaviour.ts";
import { sidebarCategoriesBehaviour } from "../components/doc-sidebar-tree/behaviour.ts";
import { switchPanelsBehaviour } from "../components/switch-panels/behaviour.ts";

/**
 * Every behaviour of build-time rendered content: the block types' (blocks/behaviours.ts: tabs,
 * code Copy buttons), then the site's widgets' (copy-link buttons, the sample-language picker,
 * example and status switches, sidebar categories), each beside its markup. They work on
 * prerendered markup and on markup that arrives with a client navigation, without React rendering
 * or hydrating any of it. Links inside that content are components/static-content-links.tsx's,
 * which needs the router.
 */
export const BEHAVIOURS: readonly Behaviour[] = [
  ...Object.values(BLOCK_BEHAVIOURS),
  copyLinkBehaviour,
  sampleLanguageBehaviour,
  switchPanelsBehaviour,
  sidebarCategoriesBehaviour,
];

/** One CSS selector of every control a behaviour handles (`Behaviour.controls`). */
export const behaviourControls = (): string => BEHAVIOURS.map((behaviour) => behaviour.controls).join(", ");

/** Installs every behaviour's delegated handlers on `doc`, once. Returns a function that removes them all. */
export function installBehaviours(doc: Document): () => void {
  const removers = BEHAVIOURS.map((behaviour) => behaviour.install(doc));
  return () => removers.forEach((remove) => remove());
}

/** Brings the markup under `root` up to the reader's state (`Behaviour.enhance`: stored choices, remembered sidebar state). */
export function enhanceStaticContent(root: Element): void {
  for (const behaviour of BEHAVIOURS) behaviour.enhance?.(root);
}
