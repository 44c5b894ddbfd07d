import { useLocation } from "react-router";
import { useCurrentPath } from "../hooks/use-current-path.ts";
import { Dropdown } from "./dropdown.tsx";
import { GlobeIcon } from "./icons.tsx";

/** The language dropdown. The site is English only (SPEC.md section 1), so it lists one language. */
export function LocaleMenu() {
  // The clean path: the prerendered one ends in a slash, which would cost a redirect.
  const pathname = useCurrentPath();
  const { search, hash } = useLocation();
  return (
    <Dropdown
      label="Language: English"
      buttonContent={
        <>
          <GlobeIcon />
          <span className="navbar__locale-label">English</span>
        </>
      }
      items={[{ key: "en", href: `${pathname}${search}${hash}`, label: "English", current: true, lang: "en" }]}
    />
  );
}
