import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
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
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/atom.xml", "routes/blog-atom.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("openapi/:file", "routes/openapi-file.ts"),
  route("errors", "routes/error-catalogue.tsx"),
  route("errors/:type", "routes/error-type.tsx"),
  route(":slug", "routes/page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
