import { blogFeed } from "../content/views/blog-feed.server.ts";
import { routeData } from "../content/build/route-dependencies.server.ts";
import type { Route } from "./+types/blog-rss";

export const loader = async ({ request }: Route.LoaderArgs) =>
  new Response(await routeData(request, () => blogFeed("rss")), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
