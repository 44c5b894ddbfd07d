import type { DocumentBadgeComponent } from "sanity";
import { getPublishedId } from "../../web/app/lib/validation-context.ts";
import { describePublish } from "../lib/publish-state.ts";
import { usePublishStatus } from "./publish-status-store.ts";

/**
 * A document badge with the outcome of the document's last publish: Live, Building, Failed: <field>
 * or Waiting (studio/lib/publish-state.ts), with the reason as its tooltip. Nothing when the
 * receiver has no record of the document (not published since it started) or is not configured.
 */
export const PublishStatusBadge: DocumentBadgeComponent = (props) => {
  const { snapshot } = usePublishStatus();
  const id = getPublishedId(props.id);
  const entry = snapshot?.documents.find((candidate) => candidate.documentId === id);
  return entry ? describePublish(entry) : null;
};
