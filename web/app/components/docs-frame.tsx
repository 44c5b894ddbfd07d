import type { ReactNode } from "react";
import type { StaticPart } from "../lib/static-part.ts";
import type { VersionLink } from "../lib/version-switch.ts";
import type { Breadcrumb } from "../content/views/docs-view.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { CopyPageButton } from "./copy-page-button.tsx";
import { DocSidebar } from "./doc-sidebar.tsx";
import { UnmaintainedBanner } from "./unmaintained-banner.tsx";

/**
 * The frame of every page in the docs (SPEC.md section 2): the docs sidebar beside the page's
 * `<main>` (the skip link's target). Guides and API operation pages render their article in it.
 */
export function DocsFrame({
  sidebar,
  mainClassName,
  children,
}: {
  sidebar: StaticPart<"docs-sidebar">;
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="docs-layout">
      <DocSidebar items={sidebar} />
      <main id="main-content" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
    </div>
  );
}

/**
 * The top of a docs article: the banner of an older version (or `banner`, when the page has one
 * of its own), then the breadcrumbs beside the Copy page button.
 */
export function DocArticleHeader({
  banner,
  version,
  currentVersionLink,
  breadcrumbs,
  url,
}: {
  banner?: ReactNode;
  version: { label: string };
  currentVersionLink: VersionLink | null;
  breadcrumbs: Breadcrumb[];
  url: string;
}) {
  return (
    <>
      {banner ??
        (currentVersionLink && <UnmaintainedBanner versionLabel={version.label} current={currentVersionLink} />)}
      <div className="doc-header-row">
        <Breadcrumbs items={breadcrumbs} />
        <CopyPageButton path={url} />
      </div>
    </>
  );
}
