/**
 * "Copy to version" for doc pages: the pure part (ids, the copied document, internal links),
 * kept apart from the Studio action so it can be tested without a Studio.
 */

/** A doc page as the copy needs it; other fields are copied unchanged. */
export interface DocPageSource {
  _id: string;
  _type: "docPage";
  version?: { _type?: string; _ref: string };
  slug?: { _type?: string; current?: string };
  [field: string]: unknown;
}

/**
 * The `_id` a doc page gets in a version: `docPage.<version with - for .>.<slug with . for />`,
 * the convention of the compiled dataset (scripts/build/dataset/document-ids.ts), so copies made in the
 * Studio and pages compiled from content/ never collide under different ids.
 */
export const docPageIdFor = (versionName: string, slug: string): string =>
  `docPage.${versionName.replaceAll(".", "-")}.${slug.replaceAll("/", ".")}`;

/** Every `_ref` of an `internalLink` mark definition anywhere in `value` (body, admonitions, tabs, tables). */
export function internalLinkRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => internalLinkRefs(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const ref = (record.reference as { _ref?: unknown } | undefined)?._ref;
    if (record._type === "internalLink" && typeof ref === "string") found.add(ref);
    for (const child of Object.values(record)) if (child && typeof child === "object") internalLinkRefs(child, found);
  }
  return found;
}

/** A copy of `value` with each internal link's reference replaced through `map` (ids not in it stay). */
export function remapInternalLinks<T>(value: T, map: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => remapInternalLinks(item, map)) as T;
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) copy[key] = remapInternalLinks(child, map);
  const ref = (record.reference as { _ref?: unknown } | undefined)?._ref;
  if (record._type === "internalLink" && typeof ref === "string" && map.has(ref))
    copy.reference = { ...(record.reference as object), _ref: map.get(ref) };
  return copy as T;
}

/**
 * The draft that "Copy to version" creates (or, with `as: "published"`, the published page a
 * version cut creates): the source's fields with the target version, a new `_id` (`drafts.` +
 * docPageIdFor, or docPageIdFor alone), and internal links pointing at the target version's page with
 * the same slug where `linkMap` has one (links to pages missing there keep their target).
 * System fields (`_rev`, `_createdAt`, `_updatedAt`) are dropped.
 * Throws when the source has no slug: the id and the address come from it.
 */
export function copyDocPageToVersion(
  source: DocPageSource,
  target: { _id: string; name: string },
  linkMap: ReadonlyMap<string, string>,
  as: "draft" | "published" = "draft",
): DocPageSource {
  const slug = source.slug?.current;
  if (!slug) throw new Error("Give the page a slug before copying it: the copy's address comes from it.");
  const fields: Record<string, unknown> = { ...source };
  for (const system of ["_id", "_rev", "_createdAt", "_updatedAt"]) delete fields[system];
  return {
    ...remapInternalLinks(fields, linkMap),
    _id: `${as === "draft" ? "drafts." : ""}${docPageIdFor(target.name, slug)}`,
    _type: "docPage",
    version: { _type: "reference", _ref: target._id },
  };
}
