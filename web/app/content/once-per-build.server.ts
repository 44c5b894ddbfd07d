/**
 * `load` computed once per argument list for the life of the build process. React Router
 * prerenders each page with two requests (its `.data` and its HTML), and runs the route's loader
 * for both when the data is larger than the header that could carry it (8 KB, @react-router/dev
 * prerender); content cannot change during one build (query-runner.server.ts), so the second
 * request reuses the first one's result instead of rendering the page's content again.
 */
export function oncePerBuild<A extends (string | number)[], R>(load: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const results = new Map<string, Promise<R>>();
  return (...args) => {
    const key = JSON.stringify(args);
    let result = results.get(key);
    if (!result) {
      result = load(...args);
      results.set(key, result);
    }
    return result;
  };
}
