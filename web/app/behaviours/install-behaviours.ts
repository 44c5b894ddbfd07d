import { installCopyCode } from "./copy-code.ts";
import { installCopyLink } from "./copy-link.ts";
import { installSampleLanguage } from "./sample-language.ts";
import { installSidebarCategories } from "./sidebar-categories.ts";
import { installSwitchPanels } from "./switch-panels.ts";
import { installTabs } from "./tabs.ts";

/**
 * Installs the delegated event handlers of build-time rendered content on `doc`, once, before
 * hydration (when components/static-html.tsx first loads): tabs, code Copy buttons, copy-link
 * buttons, the sample-language picker, example and status switches, and sidebar categories work on
 * prerendered markup and on markup that arrives with a client navigation, without React rendering
 * or hydrating any of it. Links inside that content are handled by
 * components/static-content-links.tsx, which needs the router. Returns a function that removes
 * every handler.
 */
export function installBehaviours(doc: Document): () => void {
  const removers = [installTabs(doc), installCopyCode(doc), installCopyLink(doc), installSampleLanguage(doc), installSwitchPanels(doc), installSidebarCategories(doc)];
  return () => removers.forEach((remove) => remove());
}
