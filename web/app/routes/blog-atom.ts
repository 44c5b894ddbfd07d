import { blogFeed } from "../content/views/blog-feed.server.ts";
import { routeData } from "../content/build/route-dependencies.server.ts";
import type { Route } from "./+types/blog-atom";

export const loader = async ({ request }: Route.LoaderArgs) =>
  new Response(await routeData(request, () => blogFeed("atom")), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
