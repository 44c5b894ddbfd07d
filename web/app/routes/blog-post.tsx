import siteConfig from "virtual:site-config";
import { Link } from "react-router";
import { BlogAuthors, BlogTags } from "../components/blog-post-item.tsx";
import { StaticPartContent } from "../components/static-part.tsx";
import { TOC } from "../components/toc.tsx";
import { TOCCollapsible } from "../components/toc-collapsible.tsx";
import { loadBlogPost } from "./blog-post.server.ts";
import { formatDate } from "../lib/format-date.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogPostUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-post";
import { pageData } from "./page-data.server.ts";
import { Pager } from "../components/pager.tsx";

export const loader = ({ params, request }: Route.LoaderArgs) => pageData(request, () => loadBlogPost(params.slug));

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => {
  if (!loaded) return [];
  const { post } = loaded;
  const url = new URL(blogPostUrl(post.slug), siteConfig.settings.url).href;
  return [
    ...pageMeta({
      title: post.title,
      description: post.description,
      path: blogPostUrl(post.slug),
      markdown: true,
      type: "article",
      image: post.coverImage?.url,
      keywords: post.tags?.map((tag) => tag.label),
      search: { version: siteConfig.currentVersion.name, context: "blog" },
    }),
    { property: "article:published_time", content: post.date },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        url,
        author: post.authors.map((author) => ({
          "@type": "Person",
          name: author.name,
          ...(author.url ? { url: author.url } : {}),
        })),
      },
    },
  ];
};

export default function BlogPostPage({ loaderData: { post, toc, body, newer, older } }: Route.ComponentProps) {
  return (
    <div className={`container blog-post-layout${toc.length > 0 ? " blog-post-layout--with-toc" : ""}`}>
      <main id="main-content" tabIndex={-1} className="blog-post">
        <article>
          <header className="blog-post__header">
            <p className="blog-post__back" data-search-ignore="">
              <Link to="/blog">← All posts</Link>
            </p>
            <h1>{post.title}</h1>
            <p className="blog-post-item__meta" data-search-ignore="">
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </p>
            <BlogAuthors authors={post.authors} />
          </header>
          {post.coverImage && (
            <img
              className="blog-post__cover"
              src={post.coverImage.url}
              alt={post.coverImage.alt ?? ""}
              width={post.coverImage.width}
              height={post.coverImage.height}
            />
          )}
          <TOCCollapsible toc={toc} />
          <StaticPartContent part={body} className="markdown" />
          <footer className="blog-post__footer">
            <BlogTags tags={post.tags} />
          </footer>
        </article>
        <Pager
          label="Blog posts"
          previous={newer && { href: blogPostUrl(newer.slug), label: newer.title, sublabel: "Newer post" }}
          next={older && { href: blogPostUrl(older.slug), label: older.title, sublabel: "Older post" }}
        />
      </main>
      {toc.length > 0 && (
        <div className="doc-toc" data-search-ignore="">
          <TOC toc={toc} />
        </div>
      )}
    </div>
  );
}
