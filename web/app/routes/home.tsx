import { data, Link } from "react-router";
import { BlogPostItem } from "../components/blog-post-item.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { StaticHtml } from "../components/static-html.tsx";
import { loadHome } from "../content/page-route.server.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/home";

export async function loader() {
  const home = await loadHome();
  if (!home) throw data("The home page (a page with slug index) is missing", { status: 404 });
  return home;
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => (loaded ? pageMeta({ title: loaded.page.title, description: loaded.page.description, path: "/" }) : []);

export default function Home({ loaderData: { page, body, latestPosts } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="home">
      {page.hero && (
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <p className="eyebrow">Tidewire API 2.0</p>
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
      {page.cards?.length ? (
        <section className="container home-section" aria-labelledby="areas-title">
          <h2 id="areas-title">Explore the API</h2>
          <ul className="card-grid">
            {page.cards.map((card) => (
              <li key={card._key} className="card">
                <h3 className="card__title">
                  <SmartLink href={card.href} className="card__link">
                    {card.title}
                  </SmartLink>
                </h3>
                <p className="card__text">{card.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="container home-columns">
        <section className="home-start" aria-label="Getting started">
          <StaticHtml content={body} className="markdown" />
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
          <Link to="/blog" className="more-link">
            All posts →
          </Link>
        </section>
      </div>
    </main>
  );
}
