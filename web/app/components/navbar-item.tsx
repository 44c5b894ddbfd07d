import { NavLink } from "react-router";
import { isExternalUrl } from "../lib/urls.ts";
import { SmartLink } from "./smart-link.tsx";

/** A navbar item from the site settings: site paths get an active state, external URLs an icon. */
export function NavbarItem({
  label,
  href,
  className = "navbar__link",
}: {
  label: string;
  href: string;
  className?: string;
}) {
  if (isExternalUrl(href)) {
    return (
      <SmartLink href={href} className={className}>
        {label}
      </SmartLink>
    );
  }
  return (
    <NavLink to={href} className={({ isActive }) => `${className}${isActive ? " is-active" : ""}`}>
      {label}
    </NavLink>
  );
}
