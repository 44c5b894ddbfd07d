import { defineField, defineType } from "sanity";

/** The OpenAPI 3.1 document of one documentation version; the API reference is generated from it. */
export const apiSpec = defineType({
  name: "apiSpec",
  title: "API specification",
  type: "document",
  fields: [
    defineField({ name: "version", title: "Version", type: "reference", to: [{ type: "docVersion" }], validation: (rule) => rule.required() }),
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "document",
      title: "OpenAPI document (YAML)",
      type: "text",
      rows: 20,
      validation: (rule) => rule.required().custom((text) => (!text || /^openapi:\s*["']?3\.1/m.test(text) ? true : "The document must be OpenAPI 3.1 (a line openapi: 3.1.x).")),
    }),
  ],
  preview: { select: { title: "title", subtitle: "version.name" } },
});
