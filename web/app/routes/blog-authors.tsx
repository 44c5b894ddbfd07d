import siteConfig from "virtual:site-config";
import { Link } from "react-router";
import { BlogLayout } from "../components/blog-layout.tsx";
import { getAuthors } from "../content/queries/site-content.server.ts";
import { formatDate } from "../lib/format-date.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogPostUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-authors";
import { routeData } from "../content/build/route-dependencies.server.ts";

export const loader = async ({ request }: Route.LoaderArgs) => ({ authors: await routeData(request, getAuthors) });

export const meta = () =>
  pageMeta({
    title: "Authors",
    description: "The Tidewire engineers and writers behind the API blog.",
    path: "/blog/authors",
  });

export default function BlogAuthorsPage({ loaderData: { authors } }: Route.ComponentProps) {
  return (
    <BlogLayout title={siteConfig.settings.blog.title}>
      <h1>Authors</h1>
      <p className="lead">The people who ship the API and write about it.</p>
      <ul className="author-grid">
        {authors.map((author) => (
          <li key={author._id} className="card author-card" id={author.key}>
            <div className="author-card__head">
              {author.image && (
                <img src={author.image.url} alt="" width={56} height={56} className="blog-author__avatar" />
              )}
              <div>
                <h2 className="author-card__name">{author.name}</h2>
                {author.title && <p className="author-card__title">{author.title}</p>}
                {author.url && (
                  <a href={author.url} target="_blank" rel="noopener noreferrer" className="author-card__url">
                    {author.url.replace(/^https:\/\//, "")}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </div>
            <h3 className="author-card__posts-title">Posts ({author.posts.length})</h3>
            <ul className="author-card__posts">
              {author.posts.map((post) => (
                <li key={post._id}>
                  <Link to={blogPostUrl(post.slug)}>{post.title}</Link>{" "}
                  <time dateTime={post.date}>{formatDate(post.date)}</time>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
