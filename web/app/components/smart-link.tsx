import { Link } from "react-router";
import { isExternalUrl } from "../lib/urls.ts";
import { ExternalIcon } from "./icons.tsx";

/**
 * A link that uses client navigation for site paths and opens external URLs in a new tab
 * safely (`rel="noopener noreferrer"`), marked with an icon and a screen-reader hint.
 */
export function SmartLink({ href, children, className, showExternalIcon = true }: { href: string; children: React.ReactNode; className?: string; showExternalIcon?: boolean }) {
  if (isExternalUrl(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        {showExternalIcon && <ExternalIcon />}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (/^(mailto:|#)/.test(href) || /\.(xml|json|yaml|txt)$/.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
