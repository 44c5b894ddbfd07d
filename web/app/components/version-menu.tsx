import siteConfig from "virtual:site-config";
import { useDocsRouteData } from "../hooks/use-docs-route-data.ts";
import { introUrl } from "../lib/urls.ts";
import { versionStatus } from "../lib/versions.ts";
import { Dropdown } from "./dropdown.tsx";

/**
 * The docs version menu (components/dropdown.tsx). On a doc page each version links to the same
 * page in that version when it exists, else to that version's intro; elsewhere each version links
 * to its intro.
 */
export function VersionMenu() {
  const { versionLinks, versionName } = useDocsRouteData();
  const links =
    versionLinks ??
    siteConfig.versions.map((v) => ({
      name: v.name,
      label: v.label,
      status: v.status,
      href: introUrl(v),
      samePage: false,
    }));
  const active = versionName ?? siteConfig.currentVersion.name;
  const activeLabel = links.find((l) => l.name === active)?.label ?? active;
  // The button shows the bare label (not prefixed with "v") so its visible text is part of its
  // accessible name (WCAG 2.5.3 Label in Name).
  return (
    <Dropdown
      label={`Documentation version ${activeLabel}`}
      buttonContent={<span>{activeLabel}</span>}
      items={links.map((link) => ({
        key: link.name,
        href: link.href,
        label: link.label,
        hint: versionStatus(link),
        current: link.name === active,
      }))}
    />
  );
}
