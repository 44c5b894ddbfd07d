import { schemaTypes } from "../../schemas/index.ts";

/**
 * The document types of the content model (every schema type of `type: "document"`, in
 * schemas/index.ts order): a publish of any of them changes the site.
 */
export const DOCUMENT_TYPES: readonly string[] = schemaTypes
  .filter((type) => type.type === "document")
  .map((type) => type.name);

/**
 * The GROQ filter of the Sanity webhook that starts a rebuild (docs/publishing.md, "Registering the
 * webhook in Sanity"): every document type, so no published edit is left out of the site. Sanity
 * docs, "GROQ-powered webhooks": the filter selects the documents whose changes trigger a delivery.
 */
export const WEBHOOK_FILTER = `_type in [${DOCUMENT_TYPES.map((name) => JSON.stringify(name)).join(", ")}]`;
