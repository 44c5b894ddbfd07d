import { useDocumentOperation, type DocumentActionComponent } from "sanity";

/** The document versions a publish sees: the published one and the draft, either absent. */
type Versions = { published: Record<string, unknown> | null; draft: Record<string, unknown> | null };

/**
 * Wraps a Publish action (`original`) so that it first applies to the draft the patch operations
 * `patchFor` returns for the published and draft versions (Sanity patch operations such as
 * `{ set: {...} }`; none when empty), in the same publish. Sanity's "modify a document before
 * publishing" pattern (Document Actions API: `useDocumentOperation`, `patch.execute`, then the
 * original action's `onHandle`).
 */
export function patchBeforePublish(
  original: DocumentActionComponent,
  patchFor: (versions: Versions) => Record<string, unknown>[],
): DocumentActionComponent {
  const PatchBeforePublishAction: DocumentActionComponent = (props) => {
    const { patch } = useDocumentOperation(props.id, props.type);
    const description = original(props);
    if (!description) return description;
    return {
      ...description,
      onHandle: () => {
        const operations = patchFor({ published: props.published, draft: props.draft });
        if (operations.length) patch.execute(operations);
        description.onHandle?.();
      },
    };
  };
  PatchBeforePublishAction.action = original.action;
  return PatchBeforePublishAction;
}
