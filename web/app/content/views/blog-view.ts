import type { TocEntry } from "../../lib/headings.ts";
import type { StaticPart } from "../../lib/static-part.ts";
import type { BlogPostSummary } from "../queries/query-results.ts";

/**
 * A post as a list shows it (components/blog-post-item.tsx): its summary without the cover image,
 * which only the post's own page shows, so a list page's data carries none.
 */
export type ListedPost = Omit<BlogPostSummary, "coverImage">;

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
