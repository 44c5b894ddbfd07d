import { useEffect, useState } from "react";

/**
 * True while the reader scrolls down past the navbar, false when they scroll up or are near the
 * top (SPEC.md section 4: "Navbar hides on scroll down when configured"). Always false when
 * `enabled` is false.
 */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, navbarHeight]);
  return enabled && hidden;
}
