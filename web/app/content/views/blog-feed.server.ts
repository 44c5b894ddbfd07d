import { Feed } from "feed";
import { blogPostUrl } from "../../lib/urls.ts";
import { getBlogPosts, getSiteSettings } from "../queries/site-content.server.ts";

/**
 * The blog feed built with the `feed` library: the 20 newest posts with title, link, date,
 * description, authors and tags. `format` picks RSS or Atom (RFC 4287).
 */
export async function blogFeed(format: "rss" | "atom"): Promise<string> {
  const [posts, settings] = await Promise.all([getBlogPosts(), getSiteSettings()]);
  const site = settings.url.replace(/\/$/, "");
  const feed = new Feed({
    title: settings.blog.title,
    description: settings.blog.description ?? undefined,
    id: `${site}/blog`,
    link: `${site}/blog`,
    language: settings.locale ?? "en",
    copyright: `Copyright © ${new Date(posts[0]?.date ?? Date.now()).getUTCFullYear()} Tidewire`,
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: `${site}/blog/rss.xml`, atom: `${site}/blog/atom.xml` },
  });
  for (const post of posts.slice(0, 20)) {
    const link = `${site}${blogPostUrl(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      author: post.authors.map((author) => ({ name: author.name, link: author.url ?? undefined })),
      category: (post.tags ?? []).map((tag) => ({ name: tag.label, term: tag.key })),
      image: post.coverImage ? `${site}${post.coverImage.url}` : undefined,
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
