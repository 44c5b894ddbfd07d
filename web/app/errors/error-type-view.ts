import type { ErrorType } from "../content/queries/query-results.ts";
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
