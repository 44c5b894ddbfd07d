/** The part of the Network Information API the policy reads (not in every browser, hence optional). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The part of `navigator` the policy reads. */
export interface NavigatorLike {
  connection?: NetworkInformationLike;
  onLine?: boolean;
}

/**
 * True when prefetching the next page's code and data helps the reader: not when they asked the
 * browser to save data, and not on a 2g or slow-2g connection, where a prefetch competes with what
 * they are reading (SPEC.md section 7); not while the browser knows it is offline either, where
 * React Router answers a route module that cannot load by reloading the page
 * (docs/decisions/0010-react-router-progressive-enhancement.md). Reads `navigator.connection`
 * (Network Information API; browsers without it prefetch) and `navigator.onLine`.
 */
export function prefetchAllowed(
  nav: NavigatorLike | undefined = typeof navigator === "undefined" ? undefined : (navigator as NavigatorLike),
): boolean {
  const connection = nav?.connection;
  if (nav?.onLine === false) return false;
  return !(connection?.saveData || connection?.effectiveType === "2g" || connection?.effectiveType === "slow-2g");
}
