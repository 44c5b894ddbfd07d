import { enhanceSampleLanguage } from "./sample-language.ts";
import { enhanceSidebarCategories } from "./sidebar-categories.ts";

/**
 * Brings newly shown build-time rendered content (components/static-html.tsx) up to the reader's
 * state: the chosen sample language, the sidebar categories collapsed this session. Runs before
 * the browser paints the new content, so nothing flashes.
 */
export function enhanceStaticHtml(root: Element): void {
  enhanceSampleLanguage(root);
  enhanceSidebarCategories(root);
}
