import { useLocation } from "react-router";
import { Dropdown } from "./dropdown.tsx";
import { GlobeIcon } from "./icons.tsx";

/** The language dropdown. The site is English only (SPEC.md section 1), so it lists one language. */
export function LocaleMenu() {
  const { pathname, search, hash } = useLocation();
  return (
    <Dropdown label="Language: English" buttonContent={<><GlobeIcon /><span className="navbar__locale-label">English</span></>}>
      <li>
        <a className="dropdown__link" href={`${pathname}${search}${hash}`} lang="en" aria-current="true">
          English
        </a>
      </li>
    </Dropdown>
  );
}
