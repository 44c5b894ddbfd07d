/** The part of the Network Information API the policy reads (not in every browser, hence optional). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when prefetching the next page's code and data helps the reader: not when they asked the
 * browser to save data, and not on a 2g or slow-2g connection, where a prefetch competes with what
 * they are reading (SPEC.md section 7). Reads `navigator.connection` (Network Information API);
 * browsers without it prefetch.
 */
export function prefetchAllowed(nav: { connection?: NetworkInformationLike } | undefined = typeof navigator === "undefined" ? undefined : (navigator as { connection?: NetworkInformationLike })): boolean {
  const connection = nav?.connection;
  return !(connection?.saveData || connection?.effectiveType === "2g" || connection?.effectiveType === "slow-2g");
}

