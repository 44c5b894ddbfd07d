import { defineArrayMember, defineField } from "sanity";
import { slugProblem } from "../web/app/lib/content-rules.ts";

/**
 * The `previousSlugs` field of a document with an address (doc page, blog post, page): the slugs
 * it had before. The build answers each old address with a 301 to the current one
 * (lib/site-paths.ts renamedSlugRedirects), so links and bookmarks keep working after a rename.
 * Publishing a changed slug adds the old one (studio/actions/RecordOldSlugPublishAction.tsx).
 * `pattern` and `example` are the slug rule of the document type (content-rules.ts).
 */
export const previousSlugsField = (pattern: RegExp, example: string, group?: string | string[]) =>
  defineField({
    name: "previousSlugs",
    title: "Old slugs",
    type: "array",
    ...(group ? { group } : {}),
    of: [defineArrayMember({ type: "string" })],
    options: { layout: "tags" },
    description:
      "Slugs this document had before. Readers who open an old address are sent to the current one. " +
      "Publishing a new slug adds the old one here; remove it to give that address to another page.",
    validation: (rule) =>
      rule
        .custom((slugs: string[] | undefined) => {
          const problem = (slugs ?? []).map((slug) => slugProblem(slug, pattern, example)).find(Boolean);
          return problem ? `An old slug is not a valid slug: ${problem}` : true;
        })
        .error(),
  });
