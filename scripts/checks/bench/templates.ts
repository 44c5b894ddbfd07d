import { readFileSync } from "node:fs";
import { compileDataset, DEFAULT_PATHS } from "../../build/dataset/compile-dataset.ts";
import type { DocVersion } from "../../../web/app/content/queries/query-results.ts";
import { apiChangesUrl, apiOverviewUrl, docUrl } from "../../../web/app/lib/urls.ts";
import { versionFacts } from "../../../web/app/lib/versions.ts";

/** A page template every figure is reported for: one representative URL and the HTTP status it answers with. */
export interface Template {
  name: string;
  path: string;
  status: 200 | 404;
}

/** The versions of the embedded dataset (compiled first when content/ changed), for the version-dependent templates. */
function datasetVersions() {
  compileDataset(DEFAULT_PATHS);
  const versions = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DocVersion & { _type: string; order: number })
    .filter((doc) => doc._type === "docVersion")
    .sort((a, b) => a.order - b.order);
  return versionFacts(versions);
}

const versions = datasetVersions();
const [older] = versions.unmaintained;

/**
 * The page templates every figure is reported for, with one representative URL each, the
 * version-dependent ones built from the dataset's versions (lib/urls.ts): the current version's
 * API overview, the API changes page of the first older version, and the payments guide of that version. `search with a query` renders
 * its results in the browser; `404` is an unknown path, which the static host answers with status
 * 404 and 404.html.
 */
export const TEMPLATES: readonly Template[] = [
  { name: "home", path: "/", status: 200 },
  { name: "guide", path: "/docs/api-docs/payments", status: 200 },
  { name: "API overview", path: apiOverviewUrl(versions.current), status: 200 },
  { name: "operation", path: "/docs/api/payments/create", status: 200 },
  { name: "group specification", path: "/docs/api/payments", status: 200 },
  { name: "API changes", path: apiChangesUrl(older, versions.current), status: 200 },
  { name: "older version page", path: docUrl(older, "api-docs/payments"), status: 200 },
  { name: "blog list", path: "/blog", status: 200 },
  { name: "post", path: "/blog/beneficiary-validation-api", status: 200 },
  { name: "search with a query", path: "/search?q=payment", status: 200 },
  { name: "404", path: "/this-page-does-not-exist", status: 404 },
];
