import { defineField, defineType } from "sanity";
import { PATH_SEGMENT, PATH_SEGMENT_MESSAGE } from "../web/app/lib/content-rules.ts";
import { docsBasePath } from "../web/app/lib/urls.ts";
import { getPublishedId, isOfflineCliValidation } from "../web/app/lib/validation-context.ts";
import { uniqueAmong } from "./validation.ts";
import { isCurrentVersion, type VersionStatus, versionStatus } from "../web/app/lib/versions.ts";

/** The status radio's options: one per VersionStatus, titled as editors read them. */
const STATUS_OPTIONS: { title: string; value: VersionStatus }[] = [
  { title: "Current", value: "current" },
  { title: "Unmaintained", value: "unmaintained" },
];

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
      validation: (rule) => [
        rule.required().error("Add the version name, for example 2.1."),
        rule
          .regex(/^\d+(\.\d+)*$/, { name: "version number", invert: false })
          .error("Use numbers separated by dots, for example 2.0."),
        rule.custom(uniqueAmong("docVersion", "name", "name")),
      ],
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "What readers see in the version menu.",
      validation: (rule) => rule.required().error("Add the label readers see in the version menu."),
    }),
    defineField({
      name: "pathSegment",
      title: "Path segment",
      type: "string",
      description: "The part of the URL after /docs/ while this version is not the current one, for example 1.37.",
      validation: (rule) => [
        rule.required().error("Add the path segment, usually the version name."),
        rule.regex(PATH_SEGMENT).error(PATH_SEGMENT_MESSAGE),
        rule.custom(uniqueAmong("docVersion", "pathSegment", "path segment")),
      ],
    }),
    defineField({
      name: "status",
      title: "Status",
      type: "string",
      options: { list: STATUS_OPTIONS, layout: "radio" },
      description: "Exactly one version is current; it is served at /docs.",
      validation: (rule) => [
        rule.required().error("Pick Current or Unmaintained."),
        rule.custom(async (status, context) => {
          if (!isCurrentVersion({ status }) || isOfflineCliValidation(context) || !context.document) return true;
          const others = await context
            .getClient({ apiVersion: "2025-02-19" })
            .fetch<string[]>(
              `*[_type == "docVersion" && status == "current" && !(_id in path("drafts.**")) && !(_id in path("versions.**")) && _id != $id].label`,
              { id: getPublishedId(context.document._id) },
            );
          return others.length === 0
            ? true
            : `Version ${others.join(", ")} is already current, and the site has exactly one current ` +
                `version. Publish ${others.join(", ")} as Unmaintained first, then this one.`;
        }),
      ],
    }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Position in the version menu, lowest first.",
      validation: (rule) => [
        rule.required().error("Add the position in the version menu, for example 0 for the newest."),
        rule.integer().min(0).error("Use a whole number, 0 or more."),
      ],
    }),
  ],
  orderings: [{ title: "Version menu order", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { label: "label", status: "status", pathSegment: "pathSegment" },
    prepare: ({ label, status, pathSegment }) => ({
      title: label || "Unnamed version",
      subtitle: status
        ? `${status} · ${docsBasePath({ status: versionStatus({ status }), pathSegment: pathSegment ?? "?" })}`
        : "no status",
    }),
  },
});
