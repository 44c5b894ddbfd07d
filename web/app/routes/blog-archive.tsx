import siteConfig from "virtual:site-config";
import { Link } from "react-router";
import { BlogLayout } from "../components/blog-layout.tsx";
import { getBlogPosts } from "../content/queries/site-content.server.ts";
import { routeData } from "../content/build/route-dependencies.server.ts";
import { formatDate } from "../lib/format-date.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogPostUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-archive";

export async function loader({ request }: Route.LoaderArgs) {
  return routeData(request, async () => {
    const posts = await getBlogPosts();
    const years = new Map<string, { title: string; slug: string; date: string; description: string }[]>();
    for (const post of posts) {
      const year = post.date.slice(0, 4);
      years.set(year, [
        ...(years.get(year) ?? []),
        { title: post.title, slug: post.slug, date: post.date, description: post.description },
      ]);
    }
    return { years: [...years.entries()].map(([year, items]) => ({ year, posts: items })) };
  });
}

export const meta = () =>
  pageMeta({ title: "Archive", description: "Every post on the Tidewire API blog, by year.", path: "/blog/archive" });

export default function BlogArchive({ loaderData: { years } }: Route.ComponentProps) {
  return (
    <BlogLayout title={siteConfig.settings.blog.title}>
      <h1>Archive</h1>
      <p className="lead">Every announcement, newest first.</p>
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`} className="archive-year">
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="archive-list">
            {posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                <span>
                  <Link to={blogPostUrl(post.slug)}>{post.title}</Link>
                  <span className="archive-list__description">{post.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
