import { useEffect, useState } from "react";

/** Extra pixels below the anchor offset in which a heading still counts as reached (sub-pixel landings, rounding). */
const TOLERANCE_PX = 8;

/**
 * The id of the heading the reader is in: the last of `ids` whose heading has scrolled to the
 * anchor offset or above (the headings' `scroll-margin-top`, the one offset every `#anchor`
 * lands at: below the navbar). Null before any heading. When a link to one of the headings is
 * followed (a table of contents entry), that heading is marked for as long as it stays where the
 * jump put it, even when the next heading also landed in view: the entry clicked is the entry
 * marked, until the reader scrolls.
 */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!ids.length) return;
    let followed: { id: string; top: number } | null = null;
    const update = () => {
      if (followed) {
        const top = document.getElementById(followed.id)?.getBoundingClientRect().top;
        if (top !== undefined && Math.abs(top - followed.top) < 1) return setActive(followed.id);
        followed = null;
      }
      const headings = ids.map((id) => [id, document.getElementById(id)] as const);
      // One offset for every heading (base.css gives all content the same scroll-margin-top): read
      // once per update, not once per heading, since this runs on every scroll event.
      const first = headings.find(([, element]) => element)?.[1];
      const reached = (first ? parseFloat(getComputedStyle(first).scrollMarginTop) || 0 : 0) + TOLERANCE_PX;
      let current: string | null = null;
      for (const [id, element] of headings) {
        if (element && element.getBoundingClientRect().top <= reached) current = id;
      }
      setActive(current ?? ids[0]);
    };
    // The browser has jumped to the fragment when `hashchange` fires (no smooth scrolling on this site).
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const element = ids.includes(id) ? document.getElementById(id) : null;
      if (!element) return;
      followed = { id, top: element.getBoundingClientRect().top };
      setActive(id);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    window.addEventListener("hashchange", onHash);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      window.removeEventListener("hashchange", onHash);
    };
  }, [ids]);
  return active;
}
