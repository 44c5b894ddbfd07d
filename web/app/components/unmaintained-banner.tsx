import { Link } from "react-router";
import type { VersionLink } from "../lib/version-switch.ts";

/** The warning on pages of an unmaintained version, linking to the same page in the current version. */
export function UnmaintainedBanner({ versionLabel, current }: { versionLabel: string; current: VersionLink }) {
  return (
    <div className="admonition admonition--warning version-banner" data-search-ignore="" role="note">
      <p>
        This is documentation for API <strong>{versionLabel}</strong>, which is no longer actively maintained. For
        up-to-date documentation, see the{" "}
        <Link to={current.href}>
          {current.samePage
            ? "same page in"
            : current.fallback === "group"
              ? "same API group in"
              : current.fallback === "overview"
                ? "API reference of"
                : "introduction to"}{" "}
          the latest version ({current.label})
        </Link>
        .
      </p>
    </div>
  );
}
