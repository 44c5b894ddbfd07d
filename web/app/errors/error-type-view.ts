import type { ErrorType } from "../content/queries/query-results.ts";
import { isCurrentVersion } from "../lib/versions.ts";
import type { TocEntry } from "../lib/headings.ts";
import type { OperationReturningType } from "./error-catalogue.ts";

/** Everything the page of one problem type shows: the editors' text, and what the OpenAPI documents say about the type. */
export interface ErrorTypeView extends ErrorType {
  /** The `type` URI the API returns. */
  uri: string;
  /** Per documented version, newest first: the operations that return the type, each linked to its response. */
  operations: {
    version: { name: string; label: string; status: string };
    operations: (OperationReturningType & { href: string })[];
  }[];
  /** The first example response of the type (`code` plain, `html` highlighted), with the operation it comes from; null when none has one. */
  example: {
    code: string;
    html: string;
    status: string;
    summary: string;
    method: string;
    path: string;
    versionLabel: string;
    href: string;
  } | null;
}

/** The sections of a problem type's page, in order: each heading's anchor and text. */
export const ERROR_TYPE_SECTIONS = {
  meaning: { id: "what-it-means", text: "What it means" },
  example: { id: "example", text: "Example" },
  recovery: { id: "how-to-recover", text: "How to recover" },
  operations: { id: "operations-that-return-it", text: "Operations that return it" },
} as const;

/** The heading of a version's operations, under "Operations that return it": its anchor and text. */
export const errorTypeVersionHeading = (version: ErrorTypeView["operations"][number]["version"]) => ({
  id: `operations-${version.name.replaceAll(".", "-")}`,
  text: `API ${version.label}${isCurrentVersion(version) ? "" : ` (${version.status})`}`,
});

/** The table of contents of a problem type's page: its sections (Example only when it has one) and the versions under the last. */
export function errorTypeToc(view: ErrorTypeView): TocEntry[] {
  const { meaning, example, recovery, operations } = ERROR_TYPE_SECTIONS;
  const sections: { id: string; text: string }[] = [meaning, ...(view.example ? [example] : []), recovery, operations];
  return [
    ...sections.map((section) => ({ ...section, level: 2 })),
    ...view.operations.map(({ version }) => ({ ...errorTypeVersionHeading(version), level: 3 })),
  ];
}
