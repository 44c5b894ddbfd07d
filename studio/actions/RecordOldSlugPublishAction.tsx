import { useDocumentOperation, type DocumentActionComponent } from "sanity";
import { previousSlugsOnPublish, type SlugFields } from "../lib/old-slugs.ts";

/**
 * Wraps the Studio's Publish action (`original`) for documents with an address: when the draft's
 * slug differs from the published one, the published slug is added to `previousSlugs` in the same
 * publish, so the old address keeps working as a 301 (schemas/previousSlugs.ts). The pattern is
 * Sanity's "modify a document before publishing" (Document Actions API: `useDocumentOperation`,
 * `patch.execute`, then the original action's `onHandle`).
 */
export function recordOldSlugOnPublish(original: DocumentActionComponent): DocumentActionComponent {
  const RecordOldSlugPublishAction: DocumentActionComponent = (props) => {
    const { patch } = useDocumentOperation(props.id, props.type);
    const description = original(props);
    if (!description) return description;
    return {
      ...description,
      onHandle: () => {
        const previousSlugs = previousSlugsOnPublish(
          props.published as SlugFields | null,
          props.draft as SlugFields | null,
        );
        if (previousSlugs) patch.execute([{ set: { previousSlugs } }]);
        description.onHandle?.();
      },
    };
  };
  RecordOldSlugPublishAction.action = original.action;
  return RecordOldSlugPublishAction;
}
