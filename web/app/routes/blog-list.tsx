import { Link } from "react-router";
import { BlogLayout } from "../components/blog-layout.tsx";
import { BlogPostItem } from "../components/blog-post-item.tsx";
import { getBlogListPage } from "../content/blog.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogListUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-list";
import { pageData } from "./page-data.server.ts";

export const loader = ({ params, request }: Route.LoaderArgs) =>
  pageData(request, () => getBlogListPage(params.page === undefined ? 1 : Number(params.page)));

export const meta = ({ loaderData: list }: Route.MetaArgs) =>
  list
    ? pageMeta({
        title: list.page > 1 ? `${list.blog.title}, page ${list.page}` : list.blog.title,
        description: list.blog.description ?? list.blog.title,
        path: blogListUrl(list.page),
      })
    : [];

export default function BlogList({ loaderData: list }: Route.ComponentProps) {
  return (
    <BlogLayout title={list.blog.title}>
      <header className="blog-header">
        <h1>{list.blog.title}</h1>
        {list.blog.description && <p className="lead">{list.blog.description}</p>}
      </header>
      <ul className="post-list">
        {list.posts.map((post) => (
          <li key={post._id}>
            <BlogPostItem post={post} />
          </li>
        ))}
      </ul>
      {list.pageCount > 1 && (
        <nav className="pagination-nav" aria-label="Blog list pages">
          {list.previousHref ? (
            <Link className="pagination-nav__link" to={list.previousHref} rel="prev">
              <span className="pagination-nav__label">« Newer posts</span>
            </Link>
          ) : (
            <span />
          )}
          <span className="pagination-nav__status">
            Page {list.page} of {list.pageCount}
          </span>
          {list.nextHref ? (
            <Link className="pagination-nav__link pagination-nav__link--next" to={list.nextHref} rel="next">
              <span className="pagination-nav__label">Older posts »</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </BlogLayout>
  );
}
