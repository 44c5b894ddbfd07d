import type { CustomValidator, SlugIsUniqueValidator, SlugValue, ValidationContext } from "sanity";
import { getPublishedId, isOfflineCliValidation } from "../web/app/lib/validation-context.ts";
import { colourContrastProblem, HEX_COLOUR, HEX_COLOUR_MESSAGE, slugProblem } from "../web/app/lib/content-rules.ts";
import { portableTextToPlain } from "../blocks/plain-text.ts";

/**
 * Validators shared by several schema types. Messages are written for editors: they say what is
 * wrong and what to do, without schema jargon.
 */

export { DOC_SLUG, KEBAB_CASE } from "../web/app/lib/content-rules.ts";

/**
 * The announcement bar's text colour against its background colour (`context.document`): at least
 * MIN_TEXT_CONTRAST (WCAG 2.2 AA, the rule the build applies too); passes while either is empty.
 */
export const readableOnBackground: CustomValidator<string | undefined> = (text, context) => {
  const background = (context.document as { backgroundColor?: string } | undefined)?.backgroundColor;
  return (text && background && colourContrastProblem(text, background)) || true;
};

/** A colour as `#` and six hex digits (the rule the build applies too); empty passes. */
export const hexColour: CustomValidator<string | undefined> = (value) =>
  !value || HEX_COLOUR.test(value) ? true : HEX_COLOUR_MESSAGE;

/** API version of the validation queries; `sanity::versionOf()` needs 2025-02-19 or later. */
const API_VERSION = "2025-02-19";

/**
 * Runs `query` (which must return a count) against the dataset, including drafts and release
 * versions (`raw` perspective), excluding every version of the document being validated.
 * Resolves to the count.
 */
async function countOthers(
  context: ValidationContext,
  query: string,
  params: Record<string, unknown>,
): Promise<number> {
  const id = context.document?._id;
  if (!id) throw new Error("The document being validated has no _id.");
  return context
    .getClient({ apiVersion: API_VERSION })
    .withConfig({ perspective: "raw" })
    .fetch<number>(query, { ...params, published: getPublishedId(id) });
}

/**
 * Slug uniqueness for doc pages: two pages of the same version cannot share a path, pages of
 * different versions can (and usually do). Used as the slug field's `options.isUnique`, so the
 * Studio's own "Slug is already in use" check follows the same rule.
 */
export const docSlugIsUniqueInVersion: SlugIsUniqueValidator = async (slug, context) => {
  if (isOfflineCliValidation(context)) return true;
  const version = (context.document?.version as { _ref?: string } | undefined)?._ref;
  if (!version) return true; // the required "Version" field reports this
  const count = await countOthers(
    context,
    `count(*[_type == "docPage" && slug.current == $slug && version._ref in [$version, "drafts." + $version] && !sanity::versionOf($published)])`,
    { slug, version: getPublishedId(version) },
  );
  return count === 0;
};

/**
 * Slug uniqueness across one document type (blog posts, pages): Sanity's default check, skipped
 * in the offline CLI run.
 */
export const slugIsUniqueInType: SlugIsUniqueValidator = async (slug, context) =>
  isOfflineCliValidation(context) ? true : context.defaultIsUnique(slug, context);

/**
 * A custom validator requiring `field` to be unique among documents of `type`, e.g. tag keys.
 * `label` names the field in the message.
 */
export function uniqueAmong(type: string, field: string, label: string): CustomValidator<string | undefined> {
  return async (value, context) => {
    if (!value || isOfflineCliValidation(context)) return true;
    const count = await countOthers(
      context,
      `count(*[_type == $type && ${field} == $value && !sanity::versionOf($published)])`,
      { type, value },
    );
    return count === 0
      ? true
      : `Another ${type === "docVersion" ? "version" : type} already uses the ${label} "${value}". Pick a different one.`;
  };
}

/**
 * Checks the format of a slug against `pattern`; `example` goes into the message.
 * Returns a validator for `rule.custom`.
 */
export function slugFormat(pattern: RegExp, example: string): CustomValidator<SlugValue | undefined> {
  return (slug) => {
    const current = slug?.current;
    if (!current) return true; // "required" reports a missing slug
    return slugProblem(current, pattern, example) ?? true;
  };
}

/**
 * Rejects slugs whose first path segment is one of `reserved` (paths the site itself serves,
 * such as /blog or /docs/api). `where` describes the URL for the message.
 */
export function notReserved(
  reserved: string[],
  where: (segment: string) => string,
): CustomValidator<SlugValue | undefined> {
  return (slug) => {
    const first = slug?.current?.split("/")[0];
    return first && reserved.includes(first) ? `${where(first)} belongs to the site itself. Pick another slug.` : true;
  };
}

/** A Portable Text block as far as validation needs it. */
interface BlockLike {
  _key?: string;
  _type?: string;
  style?: string;
}

/**
 * Portable Text validator: only normal text, quotes and headings 2 to 5. Heading 1 is the page
 * title and heading 6 is not shown in the table of contents; both can arrive by pasting.
 * Returns the first offending block with its path, so the Studio marks it.
 */
export const headingLevels: CustomValidator<BlockLike[] | undefined> = (blocks) => {
  for (const block of blocks ?? []) {
    if (block._type !== "block" || !block.style) continue;
    if (block.style === "h1")
      return {
        message: "Heading 1 is reserved for the page title. Change this heading to Heading 2.",
        path: [{ _key: block._key ?? "" }],
      };
    if (/^h[6-9]$/.test(block.style))
      return {
        message: `Heading ${block.style.slice(1)} is too deep. Use Heading 2 to Heading 5.`,
        path: [{ _key: block._key ?? "" }],
      };
    if (!["normal", "h2", "h3", "h4", "h5", "blockquote"].includes(block.style))
      return {
        message: `The text style "${block.style}" is not supported. Use Normal, Quote or Heading 2 to Heading 5.`,
        path: [{ _key: block._key ?? "" }],
      };
  }
  return true;
};
