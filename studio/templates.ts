import type { InitialValueResolverContext, Template } from "sanity";
import { PLACED_DOC_PAGE_TEMPLATE } from "./structure.ts";

/** Parameters of the placed doc page template, set by the Documentation lists in structure.ts. */
export interface PlacedDocPageParams {
  versionId?: string;
  sidebar?: string;
  category?: string;
}

/**
 * The initial fields of a doc page created from a Documentation list: the version, sidebar and
 * category of that list, and the position after the last page there (so the new page appears at
 * the end of its category). `lastPosition` is the highest position in that place, or null.
 */
export function placedDocPageValue(params: PlacedDocPageParams, lastPosition: number | null) {
  return {
    ...(params.versionId ? { version: { _type: "reference", _ref: params.versionId } } : {}),
    ...(params.sidebar ? { sidebar: params.sidebar } : {}),
    ...(params.category ? { category: params.category } : {}),
    position: lastPosition === null ? 1 : Math.floor(lastPosition) + 1,
    hideTableOfContents: false,
    tocMinHeadingLevel: 2,
    tocMaxHeadingLevel: 5,
  };
}

/** "Doc page here": used by the + button of the Documentation lists; hidden from the global create menu. */
export const placedDocPageTemplate: Template<PlacedDocPageParams, ReturnType<typeof placedDocPageValue>> = {
  id: PLACED_DOC_PAGE_TEMPLATE,
  title: "Doc page here",
  schemaType: "docPage",
  parameters: [
    { name: "versionId", type: "string" },
    { name: "sidebar", type: "string" },
    { name: "category", type: "string" },
  ],
  value: async (input: PlacedDocPageParams | undefined, context: InitialValueResolverContext) => {
    const params = input ?? {};
    const lastPosition = params.versionId
      ? await context.getClient({ apiVersion: "2025-02-19" }).fetch<number | null>(
          `math::max(*[_type == "docPage" && version._ref == $versionId
              && (!defined($sidebar) || sidebar == $sidebar)
              && (!defined($category) || category == $category)].position)`,
          { versionId: params.versionId, sidebar: params.sidebar ?? null, category: params.category ?? null },
        )
      : null;
    return placedDocPageValue(params, lastPosition);
  },
};
