import { slug } from "github-slugger";
import type { SlugifierFn } from "sanity";

/**
 * A doc page slug generated from `title` in the folder of the page's current slug: Generate on
 * `api-docs/payments` with the title "Create a payout" gives `api-docs/create-a-payout`, where
 * Sanity's default slugifier would drop the folder (`create-a-payout`) and move the page out of
 * its section. Words are lowercased and joined by hyphens as GitHub does for headings
 * (github-slugger), accents dropped, then trimmed to what DOC_SLUG accepts.
 */
export function docSlugFromTitle(title: string, currentSlug: string | undefined): string {
  const folder = currentSlug?.includes("/") ? currentSlug.slice(0, currentSlug.lastIndexOf("/") + 1) : "";
  return `${folder}${kebabKey(title)}`;
}

/**
 * A label as lowercase words joined by hyphens (the KEBAB_CASE of slugs, tag and author keys):
 * lowercased and hyphenated as GitHub does for headings (github-slugger), accents dropped, then
 * anything else removed. "Stablecoin Off-Ramp" gives `stablecoin-off-ramp`, "Maya Okafor" `maya-okafor`.
 */
export function kebabKey(label: string): string {
  // Accents are dropped rather than the letters that carry them: "Réseau" becomes "reseau".
  return slug(label.normalize("NFD").replace(/\p{Diacritic}/gu, ""))
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The docPage slug field's `options.slugify` (Sanity slug type): docSlugFromTitle in the current slug's folder. */
export const slugifyDocSlug: SlugifierFn = (title, _schemaType, context) =>
  docSlugFromTitle(title, (context.parent as { slug?: { current?: string } } | undefined)?.slug?.current);
