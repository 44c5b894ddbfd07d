import type { DocumentPublish, PublishFailure } from "../../scripts/rebuild/publish-ledger.ts";

/** How a document's last publish is shown: a Studio document badge (label, colour, tooltip). */
export interface PublishBadge {
  label: string;
  color: "primary" | "success" | "warning" | "danger";
  title: string;
}

/** `HH:MM` in the editor's time zone, from an ISO 8601 time. */
const clock = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) : "";

/** "field slug of docPage.2-0.intro", for messages; just the document when no field is known. */
export const failureLocation = (failure: PublishFailure): string =>
  [failure.field ? `field ${failure.field}` : "", failure.documentId ? `of ${failure.documentId}` : ""]
    .filter(Boolean)
    .join(" ") || "the build";

/**
 * What an editor sees of a document's last publish (the receiver's publish ledger): live,
 * building, failed on this document (naming the field), or waiting behind another document's
 * error: never "failed" for a publish that was not the cause.
 */
export function describePublish(entry: DocumentPublish): PublishBadge {
  switch (entry.state) {
    case "building":
      return {
        label: "Building",
        color: "primary",
        title: `Published at ${clock(entry.publishedAt)}; the site is being rebuilt with it.`,
      };
    case "live":
      return { label: "Live", color: "success", title: `On the site since ${clock(entry.finishedAt)}.` };
    case "failed":
      return {
        // The field's top-level name: the badge is short, and the form shows fields by that name.
        label: entry.error?.field ? `Failed: ${entry.error.field.split(/[.[]/, 1)[0]}` : "Failed",
        color: "danger",
        title:
          `The site could not be built from this document: ${entry.error?.message ?? "see the Publishing tool"}. ` +
          "Fix it and publish again; until then readers see the last good site.",
      };
    case "waiting":
      return {
        label: "Waiting",
        color: "warning",
        title:
          "Not live yet, through no fault of this document: the build fails on " +
          `${entry.blockedBy ? failureLocation(entry.blockedBy) : "another document"}. ` +
          "It goes live with the first build after that is fixed.",
      };
  }
}
