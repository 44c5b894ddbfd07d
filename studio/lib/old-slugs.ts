/** The slug fields of a document version as the Studio holds it (draft or published). */
export interface SlugFields {
  slug?: { current?: string };
  previousSlugs?: string[];
}

/**
 * The `previousSlugs` a document should be published with, when publishing `draft` over
 * `published` changes its slug: the draft's list plus the published slug, without the new slug
 * (renaming back to an old slug frees it). Null when the slug does not change or there is no
 * published version yet (a first publish has no old address to keep).
 */
export function previousSlugsOnPublish(published: SlugFields | null, draft: SlugFields | null): string[] | null {
  const before = published?.slug?.current;
  const after = draft?.slug?.current;
  if (!before || !after || before === after) return null;
  const kept = (draft?.previousSlugs ?? []).filter((slug) => slug !== after && slug !== before);
  return [...kept, before];
}
