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
    exclude: { path: "(^|/)(node_modules|build|\\.react-router|\\.cache)/" },
    tsPreCompilationDeps: true,
    // TypeScript 7 (the native compiler) has no JavaScript API for dependency-cruiser to parse with; swc reads TypeScript and TSX.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
