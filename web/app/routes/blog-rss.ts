import { blogFeed } from "../content/blog-feed.server.ts";

export const loader = async () =>
  new Response(await blogFeed("rss"), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
