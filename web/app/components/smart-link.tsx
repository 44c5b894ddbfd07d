import { Link, useInRouterContext } from "react-router";
import { isExternalUrl, isRoutePath } from "../lib/urls.ts";
import { ExternalIcon } from "./icons.tsx";

/**
 * A link that uses client navigation for site pages and opens external URLs in a new tab safely
 * (`rel="noopener noreferrer"`), marked with an icon and a screen-reader hint. Rendered at build
 * time outside the router (static content), a site page link is a plain `<a>`, which
 * components/static-content-links.tsx navigates on the client.
 */
export function SmartLink({
  href,
  children,
  className,
  showExternalIcon = true,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  showExternalIcon?: boolean;
}) {
  const inRouter = useInRouterContext();
  if (isExternalUrl(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        {showExternalIcon && <ExternalIcon />}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (!inRouter || !isRoutePath(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
