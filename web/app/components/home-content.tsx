import type { BlogPostSummary, Page } from "../content/queries/query-results.ts";
import { BlogPostItem } from "./blog-post-item.tsx";
import { PortableTextBody } from "./portable-text-body.tsx";
import { SmartLink } from "./smart-link.tsx";

/** The home page, rendered at build time: hero, the body (the areas of the API, getting started) and the latest posts. */
export function HomeContent({
  page,
  latestPosts,
  currentVersion,
}: {
  page: Page;
  latestPosts: BlogPostSummary[];
  currentVersion: { label: string };
}) {
  return (
    <>
      {page.hero && (
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <p className="eyebrow" data-search-ignore="">
              Tidewire API {currentVersion.label}
            </p>
            <h1 id="hero-title" className="hero__title">
              {page.hero.heading}
            </h1>
            {page.hero.text && <p className="hero__text">{page.hero.text}</p>}
            <div className="hero__actions">
              {page.hero.primary && (
                <SmartLink href={page.hero.primary.href} className="button button--primary button--lg">
                  {page.hero.primary.label}
                </SmartLink>
              )}
              {page.hero.secondary && (
                <SmartLink href={page.hero.secondary.href} className="button button--secondary button--lg">
                  {page.hero.secondary.label}
                </SmartLink>
              )}
            </div>
          </div>
        </section>
      )}
      <div className="container home-columns">
        <section className="home-start" aria-label="Getting started">
          <div className="markdown">
            <PortableTextBody value={page.body} />
          </div>
        </section>
        <section className="home-posts" aria-labelledby="latest-posts-title">
          <h2 id="latest-posts-title">Latest from the blog</h2>
          <ul className="post-list post-list--compact">
            {latestPosts.map((post) => (
              <li key={post._id}>
                <BlogPostItem post={post} compact headingLevel={3} />
              </li>
            ))}
          </ul>
          <SmartLink href="/blog" className="more-link">
            All posts →
          </SmartLink>
        </section>
      </div>
    </>
  );
}
