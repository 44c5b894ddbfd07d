import siteConfig from "virtual:site-config";
import { Link } from "react-router";
import { BlogLayout } from "../components/blog-layout.tsx";
import { getTags } from "../content/queries/site-content.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { blogTagUrl } from "../lib/urls.ts";
import type { Route } from "./+types/blog-tags";
import { routeData } from "../content/build/route-dependencies.server.ts";

export const loader = async ({ request }: Route.LoaderArgs) => ({ tags: await routeData(request, getTags) });

export const meta = () =>
  pageMeta({
    title: "Tags",
    description: "Blog posts grouped by the part of the API they change.",
    path: "/blog/tags",
  });

export default function BlogTagsPage({ loaderData: { tags } }: Route.ComponentProps) {
  return (
    <BlogLayout title={siteConfig.settings.blog.title}>
      <h1>Tags</h1>
      <p className="lead">Posts grouped by the part of the API they change.</p>
      <ul className="tag-cards">
        {tags.map((tag) => (
          <li key={tag._id} className="card">
            <h2 className="card__title">
              <Link to={blogTagUrl(tag.key)} className="card__link">
                {tag.label}
              </Link>{" "}
              <span className="count">
                {tag.count} {tag.count === 1 ? "post" : "posts"}
              </span>
            </h2>
            {tag.description && <p className="card__text">{tag.description}</p>}
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
