import { BlogLayout } from "../components/blog-layout.tsx";
import { BlogPostItem } from "../components/blog-post-item.tsx";
import { getBlogListPage } from "../content/views/blog.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogListUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-list";
import { pageData } from "./page-data.server.ts";
import { Pager } from "../components/pager.tsx";

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
      <Pager
        label="Blog list pages"
        previous={list.previousHref ? { href: list.previousHref, label: "Newer posts" } : null}
        next={list.nextHref ? { href: list.nextHref, label: "Older posts" } : null}
        status={`Page ${list.page} of ${list.pageCount}`}
      />
    </BlogLayout>
  );
}
