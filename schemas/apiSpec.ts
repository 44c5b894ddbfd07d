import { defineField, defineType } from "sanity";
import { OpenApiDocumentInput } from "../studio/inputs/OpenApiDocumentInput.tsx";

/** The OpenAPI 3.1 document of one documentation version; the API reference is generated from it. */
export const apiSpec = defineType({
  name: "apiSpec",
  title: "API specification",
  type: "document",
  fields: [
    defineField({
      name: "version",
      title: "Version",
      type: "reference",
      to: [{ type: "docVersion" }],
      options: { disableNew: true },
      validation: (rule) => rule.required().error("Pick the docs version this specification documents."),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().error("Add a title, for example Tidewire API 2.0."),
    }),
    defineField({
      name: "document",
      title: "OpenAPI document",
      type: "text",
      components: { input: OpenApiDocumentInput },
      description:
        "The OpenAPI 3.1 file the API reference under /docs/api is generated from. Engineers edit it in git " +
        "(content/openapi/<version>.yaml); upload their file here. A file the site cannot build from is refused.",
      validation: (rule) => [
        rule.required().error("Upload the OpenAPI document."),
        rule.custom((text) =>
          !text || /^openapi:\s*["']?3\.1/m.test(text)
            ? true
            : "The document must be OpenAPI 3.1: it needs a line openapi: 3.1.x.",
        ),
      ],
    }),
  ],
  preview: {
    select: { title: "title", version: "version.label", status: "version.status" },
    prepare: ({ title, version, status }) => ({
      title: title || "Untitled specification",
      subtitle: version ? `${version}${status ? ` (${status})` : ""}` : "no version",
    }),
  },
});
