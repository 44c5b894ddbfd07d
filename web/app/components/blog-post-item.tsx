import type { BlogPostSummary } from "../content/queries/query-results.ts";
import type { ListedPost } from "../content/views/blog-view.ts";
import { formatDate } from "../lib/format-date.ts";
import { blogPostUrl, blogTagUrl } from "../lib/urls.ts";
import { SmartLink } from "./smart-link.tsx";

/** Authors of a post with their avatars, names and job titles. */
export function BlogAuthors({ authors }: { authors: BlogPostSummary["authors"] }) {
  return (
    <ul className="blog-authors" data-search-ignore="">
      {authors.map((author) => (
        <li key={author._id} className="blog-author">
          {author.image && <img src={author.image.url} alt="" width={40} height={40} className="blog-author__avatar" />}
          <span>
            <span className="blog-author__name">
              {author.url ? (
                <a href={author.url} rel="noopener noreferrer" target="_blank">
                  {author.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                author.name
              )}
            </span>
            {author.title && <span className="blog-author__title">{author.title}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Tag links of a post. */
export function BlogTags({ tags }: { tags: BlogPostSummary["tags"] }) {
  if (!tags?.length) return null;
  return (
    <ul className="tag-list" data-search-ignore="" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag._id}>
          <SmartLink href={blogTagUrl(tag.key)} className="tag">
            {tag.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** A post in a list: title link, date, authors, description and tags. Renders in the router or at build time (SmartLink). */
export function BlogPostItem({
  post,
  compact = false,
  headingLevel = 2,
}: {
  post: ListedPost;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`blog-post-item${compact ? " blog-post-item--compact" : ""}`}>
      <Heading className="blog-post-item__title">
        <SmartLink href={blogPostUrl(post.slug)}>{post.title}</SmartLink>
      </Heading>
      <p className="blog-post-item__meta" data-search-ignore="">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {compact && <> · {post.authors.map((a) => a.name).join(", ")}</>}
      </p>
      {!compact && <BlogAuthors authors={post.authors} />}
      <p className="blog-post-item__description">{post.description}</p>
      {!compact && <BlogTags tags={post.tags} />}
    </article>
  );
}
