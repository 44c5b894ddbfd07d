import { extractToc, type TextBlock, type TocEntry } from "../../lib/headings.ts";
import { blogListUrl } from "../../lib/urls.ts";
import { getBlogPosts, getSiteSettings, getTags } from "../queries/site-content.server.ts";
import type { PrepareOptions } from "../../../../blocks/prepare-parts.ts";
import { prepareBody } from "../render/prepare-body.server.ts";
import * as q from "../queries/queries.ts";
import * as r from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";
import type { ListedPost } from "./blog-view.ts";

/**
 * A blog post with a prepared body and its table of contents, or null when no post has that slug.
 * `options` is passed to `prepareBody` (its Markdown target for the post's twin).
 */
export async function getBlogPost(
  slug: string,
  options: PrepareOptions = {},
): Promise<(r.BlogPost & { toc: TocEntry[] }) | null> {
  const post = await run("BLOG_POST_QUERY", q.BLOG_POST_QUERY, r.blogPostSchema.nullable(), { slug });
  if (!post) return null;
  const body = await prepareBody(post.body, post._id, options);
  return { ...post, body, toc: extractToc(body as TextBlock[]) };
}

/** `post` as a list shows it. */
const listed = ({ coverImage: _coverImage, ...post }: r.BlogPostSummary): ListedPost => post;

/** One page of the blog list, or null when `page` is out of range. Pages are 1-based. */
export async function getBlogListPage(pageNumber: number) {
  const [posts, settings] = await Promise.all([getBlogPosts(), getSiteSettings()]);
  const size = settings.blog.postsPerPage;
  const pageCount = Math.max(1, Math.ceil(posts.length / size));
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount) return null;
  return {
    blog: settings.blog,
    posts: posts.slice((pageNumber - 1) * size, pageNumber * size).map(listed),
    page: pageNumber,
    pageCount,
    previousHref: pageNumber > 1 ? blogListUrl(pageNumber - 1) : null,
    nextHref: pageNumber < pageCount ? blogListUrl(pageNumber + 1) : null,
  };
}

/** A tag and its posts, newest first, or null when no tag has that key. */
export async function getTagWithPosts(key: string) {
  const [tags, posts] = await Promise.all([getTags(), getBlogPosts()]);
  const tag = tags.find((t) => t.key === key);
  if (!tag) return null;
  return { tag, posts: posts.filter((post) => post.tags?.some((t) => t.key === key)).map(listed) };
}
