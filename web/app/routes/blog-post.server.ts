import type { BlogPostRouteData } from "../content/views/blog-view.ts";
import { staticPart } from "../lib/static-part.ts";
import { getBlogPost } from "../content/views/blog.server.ts";
import { getBlogPosts } from "../content/queries/site-content.server.ts";
import type { BlogPostSummary } from "../content/queries/query-results.ts";

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
