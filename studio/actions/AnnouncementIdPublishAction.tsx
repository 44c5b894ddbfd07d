import { useDocumentOperation, type DocumentActionComponent } from "sanity";
import { type AnnouncementFields, announcementPublishPatch } from "../lib/announcement-id.ts";

/**
 * Wraps the Publish action (`original`) of the announcement bar: sets the bar's `id` in the same
 * publish when the text changed and "Show again to readers who closed it" is on, and turns that
 * switch back on after a publish with it off (announcement-id.ts), so editors never type an ID.
 * Sanity's "modify a document before publishing" pattern (Document Actions API:
 * `useDocumentOperation`, `patch.execute`, then the original action's `onHandle`).
 */
export function assignAnnouncementIdOnPublish(original: DocumentActionComponent): DocumentActionComponent {
  const AnnouncementIdPublishAction: DocumentActionComponent = (props) => {
    const { patch } = useDocumentOperation(props.id, props.type);
    const description = original(props);
    if (!description) return description;
    return {
      ...description,
      onHandle: () => {
        const operations = announcementPublishPatch(
          props.published as AnnouncementFields | null,
          props.draft as AnnouncementFields | null,
          new Date(),
        );
        if (operations.length) patch.execute(operations);
        description.onHandle?.();
      },
    };
  };
  AnnouncementIdPublishAction.action = original.action;
  return AnnouncementIdPublishAction;
}
