import { defineField, defineType } from "sanity";

/** A documentation version such as `2.0` or `1.37` (SPEC.md section 9). */
export const docVersion = defineType({
  name: "docVersion",
  title: "Documentation version",
  type: "document",
  fields: [
    defineField({
      name: "name",
      title: "Version name",
      type: "string",
      description: "Numbers separated by dots, for example 2.0 or 1.37.",
      validation: (rule) =>
        rule.required().regex(/^\d+(\.\d+)*$/, { name: "version number", invert: false }).error("Use numbers separated by dots, for example 2.0."),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "What readers see in the version menu.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "pathSegment",
      title: "Path segment",
      type: "string",
      description: "The part of the URL after /docs/ while this version is not the current one, for example 1.37.",
      validation: (rule) => rule.required().regex(/^[a-z0-9.-]+$/).error("Use lowercase letters, digits, dots and hyphens."),
    }),
    defineField({
      name: "status",
      title: "Status",
      type: "string",
      options: { list: [{ title: "Current", value: "current" }, { title: "Unmaintained", value: "unmaintained" }], layout: "radio" },
      description: "Exactly one version is current; it is served at /docs.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Position in the version menu, lowest first.",
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  preview: { select: { title: "label", subtitle: "status" } },
});
