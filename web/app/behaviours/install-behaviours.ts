import type { Behaviour } from "./behaviour.ts";
import { copyCodeBehaviour } from "./copy-code.ts";
import { copyLinkBehaviour } from "./copy-link.ts";
import { sampleLanguageBehaviour } from "./sample-language.ts";
import { sidebarCategoriesBehaviour } from "./sidebar-categories.ts";
import { switchPanelsBehaviour } from "./switch-panels.ts";
import { tabsBehaviour } from "./tabs.ts";

/**
 * Every behaviour of build-time rendered content: tabs, code Copy buttons, copy-link buttons, the
 * sample-language picker, example and status switches, and sidebar categories. They work on
 * prerendered markup and on markup that arrives with a client navigation, without React rendering
 * or hydrating any of it. Links inside that content are components/static-content-links.tsx's,
 * which needs the router.
 */
export const BEHAVIOURS: readonly Behaviour[] = [
  tabsBehaviour,
  copyCodeBehaviour,
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
