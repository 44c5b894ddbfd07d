import type { SearchHit } from "./search-engine.ts";

/** One page among search results: its best hit, then more of its sections, best first. */
export interface HitGroup {
  url: string;
  page: SearchHit;
  sections: SearchHit[];
}

/**
 * Groups hits (best first) by page, the way Algolia DocSearch and Docusaurus' local search show
 * them: one group per page, in the order of each page's best hit, that hit leading it and up to
 * `maxSectionsPerPage` more of its sections beneath. Groups and sections are taken in rank order
 * until `maxOptions` entries (a group counts one, each section one) are shown. Pure; never throws.
 */
export function groupHits(
  hits: SearchHit[],
  { maxOptions = Infinity, maxSectionsPerPage = Infinity }: { maxOptions?: number; maxSectionsPerPage?: number } = {},
): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  let options = 0;
  for (const hit of hits) {
    if (options >= maxOptions) break;
    const group = groups.get(hit.doc.u);
    if (!group) {
      groups.set(hit.doc.u, { url: hit.doc.u, page: hit, sections: [] });
      options += 1;
    } else if (group.sections.length < maxSectionsPerPage) {
      group.sections.push(hit);
      options += 1;
    }
  }
  return [...groups.values()];
}

/** The entries of groups in display order: each group's leading hit, then its sections. */
export function groupEntries(groups: HitGroup[]): { hit: SearchHit; kind: "page" | "section" }[] {
  return groups.flatMap((group) => [
    { hit: group.page, kind: "page" as const },
    ...group.sections.map((hit) => ({ hit, kind: "section" as const })),
  ]);
}
