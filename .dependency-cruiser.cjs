/** Import rules of the project, checked by `npm run check:imports` (dependency-cruiser). */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module never imports itself through others: each folder builds on the ones below it.",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-below-components",
      severity: "error",
      comment:
        "The content layer (queries, results, view models) never imports components or routes: data flows content → views → routes → components.",
      from: { path: "^web/app/content/" },
      to: { path: "^web/app/(components|routes)/" },
    },
    {
      name: "content-layers",
      severity: "error",
      comment:
        "Inside web/app/content, build infrastructure (build/: the build cache, route dependencies) is the base, " +
        "queries read the dataset, render turns content into HTML, and views shape what routes need: none imports a layer above it.",
      from: { path: "^web/app/content/(build|queries|render)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^web/app/content/views/" },
    },
    {
      name: "content-build-is-the-base",
      severity: "error",
      comment: "The build cache and the route dependency record know nothing of queries, rendering or views.",
      from: { path: "^web/app/content/build/" },
      to: { path: "^web/app/content/(queries|render|views)/" },
    },
    {
      name: "queries-below-render",
      severity: "error",
      comment: "Queries return the dataset's documents as they are; rendering them is the render layer's.",
      from: { path: "^web/app/content/queries/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^web/app/content/render/" },
    },
    {
      name: "components-take-no-server-module",
      severity: "error",
      comment:
        "Components import the shapes of page data from non-server modules (content/views/*-view.ts); " +
        "a *.server module is build-only and never reaches the browser bundle.",
      from: { path: "^web/app/components/" },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "blocks-are-a-leaf",
      severity: "error",
      comment:
        "blocks/ declares each rich-text block type once; the schemas, the Studio, the build and the site import it. " +
        "It imports only the pure rules of web/app/lib; what it needs of the site (the link, code highlighting) is lent to it.",
      from: { path: "^blocks/" },
      to: { path: "^(schemas|studio|scripts|tests)/|^web/app/(?!lib/)" },
    },
    {
      name: "lib-below-the-app",
      severity: "error",
      comment: "web/app/lib holds pure rules (URLs, versions, sidebars) every layer uses; it imports none of them.",
      from: { path: "^web/app/lib/" },
      to: { path: "^web/app/(content|components|routes|render|hooks)/" },
    },
    {
      name: "components-below-routes",
      severity: "error",
      comment: "Components render what routes give them; they never import a route module.",
      from: { path: "^web/app/components/" },
      to: { path: "^web/app/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^(build|\\.react-router|\\.cache)/" },
    tsPreCompilationDeps: true,
    // TypeScript 7 (the native compiler) has no JavaScript API for dependency-cruiser to parse with; swc reads TypeScript and TSX.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
