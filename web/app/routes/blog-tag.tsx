import siteConfig from "virtual:site-config";
import { Link } from "react-router";
import { BlogLayout } from "../components/blog-layout.tsx";
import { BlogPostItem } from "../components/blog-post-item.tsx";
import { getTagWithPosts } from "../content/views/blog.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogTagUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-tag";
import { pageData } from "./page-data.server.ts";

export const loader = ({ params, request }: Route.LoaderArgs) => pageData(request, () => getTagWithPosts(params.tag));

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded
    ? pageMeta({
        title: `Posts tagged "${loaded.tag.label}"`,
        description: loaded.tag.description ?? `Blog posts tagged ${loaded.tag.label}.`,
        path: blogTagUrl(loaded.tag.key),
      })
    : [];

export default function BlogTagPage({ loaderData: { tag, posts } }: Route.ComponentProps) {
  return (
    <BlogLayout title={siteConfig.settings.blog.title}>
      <header className="blog-header">
        <h1>
          {posts.length} {posts.length === 1 ? "post" : "posts"} tagged “{tag.label}”
        </h1>
        {tag.description && <p className="lead">{tag.description}</p>}
        <Link to="/blog/tags">View all tags</Link>
      </header>
      <ul className="post-list">
        {posts.map((post) => (
          <li key={post._id}>
            <BlogPostItem post={post} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
