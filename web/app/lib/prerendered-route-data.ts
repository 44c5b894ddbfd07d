/**
 * What the `clientLoader` of every route with a dynamic segment does (`:slug`, `*`). With `ssr: false`, a
 * path that was not prerendered (`/no-such-page`, `/docs/nope`) is answered with the SPA fallback
 * (404.html), which carries no data for the route it matches; React Router's pre-rendering guide
 * ("Invalid exports") has such routes load their data at run time with a `clientLoader`. This one
 * fetches the route's prerendered `.data`; a path that has none answers 404, which the router
 * turns into a 404 route error, so the reader sees the not-found page. Prerendered pages still
 * hydrate from their own data without a request (the loader does not run on hydration).
 */
export function loadPrerenderedData<T>({ serverLoader }: { serverLoader: () => Promise<T> }): Promise<T> {
  return serverLoader();
}
