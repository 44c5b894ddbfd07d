import { blogFeed } from "../content/blog-feed.server.ts";

export const loader = async () =>
  new Response(await blogFeed("atom"), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
