import type { StructureResolver } from "sanity/structure";

/**
 * The Studio's left pane: documentation by version, API specifications, blog, pages and the two
 * settings singletons (opened as single documents, never listed or duplicated).
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Documentation")
        .child(
          S.documentTypeList("docVersion")
            .title("Versions")
            .child((versionId) =>
              S.documentList()
                .title("Doc pages")
                .filter('_type == "docPage" && version._ref == $versionId')
                .params({ versionId })
                .defaultOrdering([
                  { field: "sidebar", direction: "asc" },
                  { field: "category", direction: "asc" },
                  { field: "position", direction: "asc" },
                ]),
            ),
        ),
      S.documentTypeListItem("apiSpec").title("API specifications"),
      S.divider(),
      S.listItem()
        .title("Blog")
        .child(
          S.list()
            .title("Blog")
            .items([
              S.listItem().title("Posts").child(S.documentTypeList("blogPost").title("Posts").defaultOrdering([{ field: "date", direction: "desc" }])),
              S.documentTypeListItem("author").title("Authors"),
              S.documentTypeListItem("tag").title("Tags"),
            ]),
        ),
      S.documentTypeListItem("page").title("Pages"),
      S.divider(),
      S.listItem()
        .title("Settings")
        .child(
          S.list()
            .title("Settings")
            .items([
              S.listItem().title("Site settings").child(S.document().schemaType("siteSettings").documentId("siteSettings")),
              S.listItem().title("Announcement bar").child(S.document().schemaType("announcementBar").documentId("announcementBar")),
            ]),
        ),
    ]);
