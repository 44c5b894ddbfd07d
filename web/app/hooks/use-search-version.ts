import siteConfig from "virtual:site-config";
import { useDocsRouteData } from "./use-docs-route-data.ts";
import { isCurrentVersion } from "../lib/versions.ts";

/** The docs version search should look in: the version of the page being read, else the current one. */
export function useSearchVersion(): string {
  const { versionName } = useDocsRouteData();
  return versionName ?? siteConfig.versions.find(isCurrentVersion)!.name;
}
