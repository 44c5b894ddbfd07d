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
  if (format === "rss") return feed.rss2();
  return atomWithEscapedLabels(
    feed.atom1(),
    posts.flatMap((post) => (post.tags ?? []).map((tag) => tag.label)),
  );
}

/**
 * `xml`, an Atom document written by `feed`, with each of `labels` fully escaped where it is a
 * category's `label` attribute: `feed` escapes only `&` in attributes and xml-js only `"`, so a `<`
 * in a tag label would make the document malformed (XML 1.0, AttValue cannot hold `<`). Each label
 * is found as those two libraries write it (blog-feed.server.test.ts fails when an upgrade changes
 * that).
 */
export function atomWithEscapedLabels(xml: string, labels: string[]): string {
  let escaped = xml;
  for (const label of new Set(labels)) {
    if (!/[<>]/.test(label)) continue;
    const written = label.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    escaped = escaped.replaceAll(
      `label="${written}"`,
      `label="${written.replaceAll("<", "&lt;").replaceAll(">", "&gt;")}"`,
    );
  }
  return escaped;
}
