import { createHash } from "node:crypto";

/**
 * Stable `_id`s and `_key`s of the compiled dataset. The same sources always give the same
 * identifiers, so a recompiled dataset diffs cleanly and Studio references stay valid.
 * Sanity `_id`s may hold letters, digits, `.`, `_` and `-` (Sanity docs, "IDs and paths").
 */

/** `<major>.<minor>` -> `<major>-<minor>`: dots inside one id segment would read as path separators. */
export const versionIdPart = (versionName: string): string => versionName.replaceAll(".", "-");

/** `_id` of a docVersion document: `docVersion.<major>-<minor>`. */
export const docVersionId = (versionName: string): string => `docVersion.${versionIdPart(versionName)}`;

/** `_id` of a docPage: `docPage.<major>-<minor>.api-docs.payments` for slug `api-docs/payments`. */
export const docPageId = (versionName: string, slug: string): string =>
  `docPage.${versionIdPart(versionName)}.${slug.replaceAll("/", ".")}`;

export const blogPostId = (slug: string): string => `blogPost.${slug}`;
export const authorId = (key: string): string => `author.${key}`;
export const tagId = (key: string): string => `tag.${key}`;
export const pageId = (slug: string): string => `page.${slug}`;
export const apiSpecId = (versionName: string): string => `apiSpec.${versionIdPart(versionName)}`;
export const errorTypeId = (type: string): string => `errorType.${type}`;

/**
 * Returns a generator of `_key`s for one document: 12 hex characters of
 * sha1(`<documentId>:<counter>`), unique within the document and stable across compiles.
 */
export function keyGeneratorFor(documentId: string): () => string {
  let counter = 0;
  return () => createHash("sha1").update(`${documentId}:${counter++}`).digest("hex").slice(0, 12);
}
