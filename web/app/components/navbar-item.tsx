import siteConfig from "virtual:site-config";
import { Link, useLocation } from "react-router";
import { useDocsRouteData } from "../hooks/use-docs-route-data.ts";
import { inDocsVersion, isExternalUrl } from "../lib/urls.ts";
import { SmartLink } from "./smart-link.tsx";

/**
 * A navbar item from the site settings. A path into the docs leads to the version being read
 * (`inDocsVersion`: "API Reference" on a 1.37 page opens 1.37's reference). The item is marked
 * active (`is-active`) on its page and the pages under it, and `aria-current="page"` only on its
 * own page, since a link to the overview is not the operation page the reader is on (WAI-ARIA,
 * aria-current). External URLs get an icon.
 */
export function NavbarItem({
  label,
  href,
  className = "navbar__link",
}: {
  label: string;
  href: string;
  className?: string;
}) {
  const { versionName } = useDocsRouteData();
  const { pathname } = useLocation();
  if (isExternalUrl(href)) {
    return (
      <SmartLink href={href} className={className}>
        {label}
      </SmartLink>
    );
  }
  const version = siteConfig.versions.find((candidate) => candidate.name === versionName);
  const to = version ? inDocsVersion(href, version, siteConfig.versions) : href;
  const here = pathname.replace(/(.)\/$/, "$1");
  return (
    <Link
      to={to}
      className={`${className}${here === to || here.startsWith(`${to}/`) ? " is-active" : ""}`}
      aria-current={here === to ? "page" : undefined}
    >
      {label}
    </Link>
  );
}
