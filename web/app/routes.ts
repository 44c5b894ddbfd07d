import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Every page sits in the site layout: its error boundary shows a page's errors inside the site
  // chrome, and its middleware loads a page's static parts beside its data.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("docs/api/*", "routes/api-page.tsx", { id: "api-current" }),
    route("docs/:version/api/*", "routes/api-page.tsx", { id: "api-versioned" }),
    route("docs/api-changes/:pair", "routes/api-changes.tsx"),
    route("docs/*", "routes/doc-page.tsx"),
    route("search", "routes/search.tsx"),
    route("blog", "routes/blog-list.tsx", { id: "blog-list-first" }),
    route("blog/page/:page", "routes/blog-list.tsx", { id: "blog-list-page" }),
    route("blog/archive", "routes/blog-archive.tsx"),
    route("blog/authors", "routes/blog-authors.tsx"),
    route("blog/tags", "routes/blog-tags.tsx"),
    route("blog/tags/:tag", "routes/blog-tag.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("errors", "routes/error-catalogue.tsx"),
    route("errors/:type", "routes/error-type.tsx"),
    route(":slug", "routes/page.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files, not pages: feeds and the OpenAPI documents.
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/atom.xml", "routes/blog-atom.ts"),
  route("openapi/:file", "routes/openapi-file.ts"),
] satisfies RouteConfig;
