import { defineQuery } from "groq";

/**
 * Every GROQ query the site runs, defined once. They run unchanged against the embedded dataset
 * (groq-js) and the Content Lake (@sanity/client), always in the published perspective.
 */

// The link annotations of a Portable Text block, with the doc page an internal link points at
// (Portable Text: a block's markDefs hold its annotations).
const markDefsProjection = /* groq */ `markDefs[]{
  ...,
  _type == "internalLink" => { "target": reference->{ "slug": slug.current, "version": version->{ name, pathSegment, status } } }
}`;

// Where the site serves an image asset: its `path` (Sanity's asset document field,
// `images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`, or `images/<file>` in the embedded dataset)
// under the site root. The build copies every referenced asset there (scripts/build/site-assets.ts),
// so pages never load images from Sanity's CDN, which the site's CSP (`img-src 'self'`) would block.
const siteImageUrl = /* groq */ `"url": "/" + asset->path`;

// An image asset's site URL, size and dimensions, projected beside the fields of the object holding it.
const imageAssetFields = /* groq */ `${siteImageUrl}, "size": asset->size,
  "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height`;

const portableTextProjection = /* groq */ `
  ...,
  ${markDefsProjection},
  _type == "accessibleImage" => { ${imageAssetFields} },
  _type == "admonition" => { content[]{ ..., ${markDefsProjection} } },
  _type == "tabs" => { items[]{ ..., content[]{ ..., ${markDefsProjection} } } },
  _type == "table" => { rows[]{ ..., cells[]{ ..., value[]{ ..., ${markDefsProjection} } } } }
`;

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  _id, title, tagline, url, locale, logo, navbar, colorMode, blog, footer
}`);

export const ANNOUNCEMENT_QUERY = defineQuery(`*[_type == "announcementBar" && _id == "announcementBar"][0]{
  _id, id, content, backgroundColor, textColor, isCloseable, enabled
}`);

export const VERSIONS_QUERY = defineQuery(`*[_type == "docVersion"] | order(order asc){
  _id, name, label, pathSegment, status, order
}`);

export const DOC_PAGE_QUERY =
  defineQuery(`*[_type == "docPage" && version->name == $version && slug.current == $slug][0]{
  _id, title, description, keywords, sidebar, category, position,
  "slug": slug.current,
  hideTableOfContents, tocMinHeadingLevel, tocMaxHeadingLevel,
  "version": version->{ _id, name, label, pathSegment, status },
  body[]{ ${portableTextProjection} }
}`);

export const SIDEBAR_QUERY =
  defineQuery(`*[_type == "docPage" && version->name == $version && sidebar == $sidebar] | order(position asc, title asc){
  _id, title, category, position, "slug": slug.current
}`);

export const DOC_SLUGS_QUERY = defineQuery(`*[_type == "docPage"]{
  _id, "slug": slug.current, "version": version->name
}`);

export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id, title, description, "slug": slug.current, hero,
  body[]{ ${portableTextProjection} }
}`);

export const PAGE_SLUGS_QUERY = defineQuery(`*[_type == "page"]{ _id, "slug": slug.current }`);

// A post is out once its date has come (midnight UTC of `date`): a future date holds it back from
// every list, feed, tag and author page until a build on or after that day (the rebuild receiver
// schedules one: scripts/rebuild/service.ts).
const releasedPost = /* groq */ `_type == "blogPost" && dateTime(date + "T00:00:00Z") <= dateTime(now())`;

const postSummaryProjection = /* groq */ `
  _id, title, date, description, "slug": slug.current,
  "authors": authors[]->{ _id, key, name, title, url, "image": image{ alt, ${siteImageUrl}, "size": asset->size } },
  "tags": tags[]->{ _id, key, label },
  "coverImage": coverImage{ alt, ${imageAssetFields} }
`;

export const BLOG_POSTS_QUERY = defineQuery(
  `*[${releasedPost}] | order(date desc, title asc){ ${postSummaryProjection} }`,
);

export const BLOG_POST_QUERY = defineQuery(`*[${releasedPost} && slug.current == $slug][0]{
  ${postSummaryProjection},
  body[]{ ${portableTextProjection} }
}`);

export const AUTHORS_QUERY = defineQuery(`*[_type == "author"] | order(name asc){
  _id, key, name, title, url, "image": image{ alt, ${siteImageUrl}, "size": asset->size },
  "posts": *[${releasedPost} && references(^._id)] | order(date desc){ _id, title, date, "slug": slug.current }
}`);

export const TAGS_QUERY = defineQuery(`*[_type == "tag"] | order(label asc){
  _id, key, label, description,
  "count": count(*[${releasedPost} && references(^._id)])
}`);

export const API_SPEC_QUERY = defineQuery(
  `*[_type == "apiSpec" && version->name == $version][0]{ _id, title, document }`,
);

export const ERROR_TYPES_QUERY = defineQuery(
  `*[_type == "errorType"] | order(status asc, type asc){ _id, type, title, status, description }`,
);

export const ERROR_TYPE_QUERY = defineQuery(`*[_type == "errorType" && type == $type][0]{
  _id, type, title, status, description,
  meaning[]{ ${portableTextProjection} },
  recovery[]{ ${portableTextProjection} }
}`);

/**
 * Every image asset a published document references whose file is not part of the site's own
 * files (its `url` is absolute: Sanity's CDN), with what the build needs to copy it to `path`
 * and check it (Sanity asset documents: `sha1hash`, `size` in bytes). The absolute URLs are a
 * filter of their own, before the one that counts an asset's referrers: groq-js evaluates both sides
 * of `&&`, and each count scans every document (39 s at 30 times the seed, for no remote asset).
 */
export const REMOTE_IMAGE_ASSETS_QUERY = defineQuery(`*[_type == "sanity.imageAsset"
  && (string::startsWith(url, "https://") || string::startsWith(url, "http://"))][count(*[references(^._id)]) > 0]
  | order(_id asc){ _id, url, path, sha1hash, size }`);

/**
 * Every document whose fields hold links readers follow (bodies, the announcement, hero actions,
 * the navbar and footer), whole, with its version's address facts: the build's link check.
 */
export const LINKING_DOCUMENTS_QUERY = defineQuery(`*[_type in ["docPage", "blogPost", "page", "errorType",
  "announcementBar", "siteSettings"]] | order(_id asc){ ..., "version": version->{ pathSegment, status } }`);

/** Every document with an address that had other slugs before (`previousSlugs`), for the redirects of renamed slugs. */
export const RENAMED_DOCUMENTS_QUERY =
  defineQuery(`*[_type in ["docPage", "blogPost", "page"] && count(previousSlugs) > 0]
  | order(_id asc){ _id, _type, "slug": slug.current, previousSlugs, "version": version->name }`);

/** The day the next held-back post comes out (its `date`, `YYYY-MM-DD`), or null when none is waiting. */
export const NEXT_POST_RELEASE_QUERY = defineQuery(
  `*[_type == "blogPost" && dateTime(date + "T00:00:00Z") > dateTime(now())] | order(date asc)[0].date`,
);
