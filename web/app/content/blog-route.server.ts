import type { TocEntry } from "../lib/headings.ts";
import { staticPart, type StaticPart } from "../lib/static-part.ts";
import { getBlogPost } from "./blog.server.ts";
import { getBlogPosts } from "./content.server.ts";
import type { BlogPostSummary } from "./query-results.ts";

/** A neighbouring post, for the pager under a post. */
export interface PostLink {
  title: string;
  slug: string;
}

/** What a blog post's route carries: the post's facts, its table of contents, its body as a static part, and its neighbours. */
export interface BlogPostRouteData {
  post: BlogPostSummary;
  toc: TocEntry[];
  body: StaticPart<"blog-post-body">;
  newer: PostLink | null;
  older: PostLink | null;
}

/** The blog post with `slug` and its newer and older neighbours, or null when no post has that slug. */
export async function loadBlogPost(slug: string): Promise<BlogPostRouteData | null> {
  const [post, posts] = await Promise.all([getBlogPost(slug), getBlogPosts()]);
  if (!post) return null;
  const { body, toc, ...summary } = post;
  const index = posts.findIndex((p) => p._id === post._id);
  const link = (p: BlogPostSummary | undefined) => (p ? { title: p.title, slug: p.slug } : null);
  return {
    post: summary,
    toc,
    body: staticPart("blog-post-body", { slug }),
    newer: link(posts[index - 1]),
    older: link(posts[index + 1]),
  };
}
