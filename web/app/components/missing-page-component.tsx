/**
 * SPEC.md section 8, "A page module lacking a default export": what the site layout shows in place
 * of a page whose route module exports no component (routes/site-layout.tsx finds it rendered
 * nothing). `routeId` names the route module.
 */
export function MissingPageComponent({ routeId }: { routeId: string }) {
  return (
    <main id="main-content" tabIndex={-1} className="container narrow-page route-error" role="alert">
      <h1>This page cannot be shown.</h1>
      <p>
        The page component of <code>{routeId}</code> has no default export, so it cannot render.
      </p>
    </main>
  );
}
