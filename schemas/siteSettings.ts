import { defineArrayMember, defineField, defineType } from "sanity";
import { linkHref } from "../blocks/link/link-href.ts";
import { linkTarget } from "../blocks/link/link-target-validation.ts";

const linkFields = [
  defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
  defineField({
    name: "href",
    title: "Link",
    type: "string",
    description: "A site path such as /blog, or a full https:// address.",
    validation: (rule) => [rule.required().custom(linkHref), rule.custom(linkTarget).warning()],
  }),
];

/** Site-wide settings (singleton): title, navbar, colour mode, footer, blog options. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Site title",
      type: "string",
      validation: (rule) => rule.required().error("Add the site title."),
    }),
    defineField({ name: "tagline", title: "Tagline", type: "string" }),
    defineField({
      name: "url",
      title: "Production URL",
      type: "url",
      description:
        "The public address of the site, for example https://developers.tidewire.example. Used for links in feeds and by Open on site.",
      validation: (rule) =>
        rule
          .required()
          .error("Add the site's public address, starting with https://.")
          .uri({ scheme: ["https", "http"] }),
    }),
    defineField({
      name: "locale",
      title: "Locale",
      type: "string",
      options: { list: [{ title: "English", value: "en" }] },
      initialValue: "en",
    }),
    defineField({
      name: "logo",
      title: "Logo",
      type: "object",
      validation: (rule) => rule.required().error("The navbar needs the logo's alternative text."),
      fields: [
        defineField({
          name: "alt",
          title: "Alternative text",
          type: "string",
          validation: (rule) => rule.required().error("Add the logo's alternative text, usually the company name."),
        }),
        defineField({
          name: "href",
          title: "Link",
          type: "string",
          initialValue: "/",
          validation: (rule) => [rule.custom(linkHref), rule.custom(linkTarget).warning()],
        }),
      ],
    }),
    defineField({
      name: "navbar",
      title: "Navbar",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: "hideOnScroll", title: "Hide on scroll down", type: "boolean", initialValue: false }),
        defineField({
          name: "items",
          title: "Items",
          type: "array",
          validation: (rule) => rule.required().error("Add the navbar links."),
          of: [
            defineArrayMember({
              type: "object",
              name: "navbarItem",
              fields: [
                ...linkFields,
                defineField({
                  name: "position",
                  title: "Position",
                  type: "string",
                  options: { list: ["left", "right"] },
                  initialValue: "left",
                }),
              ],
              preview: { select: { title: "label", subtitle: "href" } },
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: "colorMode",
      title: "Colour mode",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "defaultMode",
          title: "Default",
          type: "string",
          options: { list: ["light", "dark"] },
          initialValue: "light",
          validation: (rule) => rule.required().error("Pick light or dark."),
        }),
        defineField({
          name: "respectPrefersColorScheme",
          title: "Offer 'system' (follow the device setting)",
          type: "boolean",
          initialValue: true,
          validation: (rule) => rule.required().error("Turn this on or off."),
        }),
        defineField({
          name: "disableSwitch",
          title: "Hide the switch",
          type: "boolean",
          initialValue: false,
          validation: (rule) => rule.required().error("Turn this on or off."),
        }),
      ],
    }),
    defineField({
      name: "blog",
      title: "Blog",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "title",
          title: "Blog title",
          type: "string",
          initialValue: "Blog",
          validation: (rule) => rule.required().error("Add the blog's title."),
        }),
        defineField({ name: "description", title: "Description", type: "text", rows: 2 }),
        defineField({
          name: "postsPerPage",
          title: "Posts per page",
          type: "number",
          initialValue: 10,
          validation: (rule) => [
            rule.required().error("Set how many posts a blog page lists."),
            rule.integer().min(1).max(50).error("Use a whole number from 1 to 50."),
          ],
        }),
      ],
    }),
    defineField({
      name: "footer",
      title: "Footer",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "style",
          title: "Style",
          type: "string",
          options: { list: ["dark", "light"] },
          initialValue: "dark",
          validation: (rule) => rule.required().error("Pick dark or light."),
        }),
        defineField({
          name: "columns",
          title: "Link columns",
          type: "array",
          validation: (rule) => rule.required().error("Add at least one column of links."),
          of: [
            defineArrayMember({
              type: "object",
              name: "footerColumn",
              fields: [
                defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
                defineField({
                  name: "items",
                  title: "Links",
                  type: "array",
                  of: [
                    defineArrayMember({
                      type: "object",
                      name: "footerLink",
                      fields: linkFields,
                      preview: { select: { title: "label", subtitle: "href" } },
                    }),
                  ],
                  validation: (rule) => rule.required().error("Add the column's links."),
                }),
              ],
            }),
          ],
        }),
        defineField({
          name: "logo",
          title: "Logo",
          type: "object",
          fields: [
            defineField({ name: "alt", title: "Alternative text", type: "string" }),
            defineField({
              name: "href",
              title: "Link",
              type: "string",
              validation: (rule) => [rule.custom(linkHref), rule.custom(linkTarget).warning()],
            }),
            defineField({
              name: "target",
              title: "Open in",
              type: "string",
              options: { list: ["_self", "_blank"] },
              initialValue: "_blank",
            }),
          ],
        }),
        defineField({
          name: "copyright",
          title: "Copyright (HTML)",
          type: "text",
          rows: 2,
          description: "Links and emphasis are kept; anything else is removed before publishing to the site.",
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
