import { useEffect, useState } from "react";

/**
 * The id of the heading the reader is in: the last of `ids` whose heading has scrolled above
 * `offset` px from the top of the viewport (below the navbar). Null before any heading.
 */
export function useActiveHeading(ids: string[], offset = 96): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!ids.length) return;
    const update = () => {
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offset) current = id;
      }
      setActive(current ?? ids[0]);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ids, offset]);
  return active;
}
