import siteConfig from "virtual:site-config";
import type { SearchContext } from "../search/search-contexts.ts";
import { markdownTwinUrl } from "./urls.ts";

/**
 * The `meta` descriptors of a page: title (`<page> · <site>`), description, canonical URL and
 * Open Graph / Twitter card tags. `path` is the site path; the canonical URL joins it to the
 * production URL from the site settings. `markdown` says the build writes the page's Markdown twin
 * (`<path>.md`), announced as an alternate representation (HTML, `rel="alternate"` with a `type`).
 */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
  image,
  search,
  keywords,
  markdown = false,
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  image?: string | null;
  search?: { version: string; context: SearchContext };
  keywords?: string[] | null;
  markdown?: boolean;
}) {
  const site = siteConfig.settings;
  const fullTitle = title === site.title ? title : `${title} · ${site.title}`;
  const url = new URL(path, site.url).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(markdown ? [{ tagName: "link", rel: "alternate", type: "text/markdown", href: markdownTwinUrl(path) }] : []),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.title },
    ...(image ? [{ property: "og:image", content: new URL(image, site.url).href }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...(keywords?.length ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    // Read by the search index builder (scripts/search): which version and context a page belongs to.
    ...(search
      ? [
          { name: "docsearch:version", content: search.version },
          { name: "tidewire:search-context", content: search.context },
        ]
      : []),
  ];
}
