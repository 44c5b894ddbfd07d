import type { ListItemBuilder, StructureBuilder, StructureResolver, StructureResolverContext } from "sanity/structure";
import { buildSidebar } from "../web/app/lib/sidebar.ts";
import { isCurrentVersion } from "../web/app/lib/versions.ts";
import { DOCS_SIDEBARS } from "../web/app/lib/docs-sidebars.ts";
import { SidebarOrderPane } from "./ordering/SidebarOrderPane.tsx";

/** The template that creates a doc page already placed in a version, sidebar and category (see templates.ts). */
export const PLACED_DOC_PAGE_TEMPLATE = "docPage-placed";

const API_VERSION = "2025-02-19";

/** A doc page as the sidebar grouping needs it. */
export interface SidebarPage {
  title?: string | null;
  category?: string | null;
  position?: number | null;
}

/**
 * The groups of one sidebar in the order the site shows them (web/app/lib/sidebar.ts, the same
 * function): top-level pages first (null), then each category, a category placed by its lowest
 * position. Pages without a position count as last.
 */
export function sidebarGroups(pages: SidebarPage[]): (string | null)[] {
  const items = buildSidebar(
    pages.map((page, index) => ({
      title: page.title ?? "",
      href: String(index),
      category: page.category || null,
      position: page.position ?? Number.MAX_SAFE_INTEGER,
    })),
  );
  const hasTopLevel = items.some((item) => item.type === "link");
  return [...(hasTopLevel ? [null] : []), ...items.flatMap((item) => (item.type === "category" ? [item.label] : []))];
}

/** A document list of doc pages matching `filter`, in sidebar order, whose + button places new pages there. */
function docPageList(
  S: StructureBuilder,
  title: string,
  filter: string,
  params: Record<string, unknown>,
  template?: { versionId: string; sidebar?: string; category?: string },
) {
  const list = S.documentList()
    .title(title)
    .schemaType("docPage")
    .apiVersion(API_VERSION)
    .filter(`_type == "docPage" && ${filter}`)
    .params(params)
    .defaultOrdering([
      { field: "position", direction: "asc" },
      { field: "title", direction: "asc" },
    ]);
  return template
    ? list
        // The new page opens beside this list. Without this, Sanity only lets lists near the root
        // claim a create intent and would jump to "All doc pages".
        .canHandleIntent((intent, params) => intent === "create" && params.template === PLACED_DOC_PAGE_TEMPLATE)
        // Last: the builder forgets that templates were set when it is cloned again afterwards.
        .initialValueTemplates([S.initialValueTemplateItem(PLACED_DOC_PAGE_TEMPLATE, template)])
    : list;
}

/**
 * One sidebar of one version: "Top-level pages", then one item per category, in sidebar order.
 * Drafts count, so a category typed into a new draft shows up the next time the pane opens.
 */
async function sidebarPane(
  S: StructureBuilder,
  context: StructureResolverContext,
  versionId: string,
  sidebar: (typeof DOCS_SIDEBARS)[number],
) {
  const pages = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<SidebarPage[]>(
      `*[_type == "docPage" && version._ref == $versionId && sidebar == $sidebar]{ title, category, position }`,
      { versionId, sidebar: sidebar.value },
      { perspective: "drafts" },
    );
  const groups = sidebarGroups(pages);
  const items: ListItemBuilder[] = groups.map((category) =>
    category === null
      ? S.listItem()
          .id("top-level")
          .title("Top-level pages")
          .child(
            docPageList(
              S,
              "Top-level pages",
              "version._ref == $versionId && sidebar == $sidebar && !defined(category)",
              { versionId, sidebar: sidebar.value },
              { versionId, sidebar: sidebar.value },
            ),
          )
      : S.listItem()
          .id(`category-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`)
          .title(category)
          .child(
            docPageList(
              S,
              category,
              "version._ref == $versionId && sidebar == $sidebar && category == $category",
              { versionId, sidebar: sidebar.value, category },
              { versionId, sidebar: sidebar.value, category },
            ),
          ),
  );
  return S.list()
    .title(`${sidebar.title} sidebar`)
    .items([
      ...items,
      ...(items.length ? [S.divider()] : []),
      S.listItem()
        .id("order")
        .title("Order pages")
        .child(
          S.component(SidebarOrderPane)
            .id("order-pages")
            .title(`Order the ${sidebar.title} sidebar`)
            .options({ versionId, sidebar: sidebar.value }),
        ),
      S.listItem()
        .id("all")
        .title(`All ${sidebar.title} pages`)
        .child(
          docPageList(
            S,
            `${sidebar.title} sidebar`,
            "version._ref == $versionId && sidebar == $sidebar",
            { versionId, sidebar: sidebar.value },
            { versionId, sidebar: sidebar.value },
          ),
        ),
    ]);
}

/** One version: its sidebars, its API specification and every page of the version. */
function versionPane(S: StructureBuilder, context: StructureResolverContext, version: { _id: string; label: string }) {
  return S.list()
    .title(version.label)
    .items([
      ...DOCS_SIDEBARS.map((sidebar) =>
        S.listItem()
          .id(sidebar.value)
          .title(`${sidebar.title} sidebar`)
          .child(() => sidebarPane(S, context, version._id, sidebar)),
      ),
      S.divider(),
      S.listItem()
        .id("all-pages")
        .title(`All pages of ${version.label}`)
        .child(
          docPageList(
            S,
            `All pages of ${version.label}`,
            "version._ref == $versionId",
            { versionId: version._id },
            { versionId: version._id },
          ),
        ),
      S.listItem()
        .id("api-spec")
        .title("API specification")
        .child(
          S.documentList()
            .title(`API specification ${version.label}`)
            .schemaType("apiSpec")
            .apiVersion(API_VERSION)
            .filter(`_type == "apiSpec" && version._ref == $versionId`)
            .params({ versionId: version._id }),
        ),
    ]);
}

/** Documentation: one item per version (current first, in version-menu order), then every doc page and the versions themselves. */
async function documentationPane(S: StructureBuilder, context: StructureResolverContext) {
  const versions = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<{ _id: string; label: string; status: string }[]>(
      `*[_type == "docVersion"] | order(order asc){ _id, label, status }`,
      {},
      { perspective: "published" },
    );
  return S.list()
    .title("Documentation")
    .items([
      ...versions.map((version) =>
        S.listItem()
          .id(version._id)
          .title(`${version.label}${isCurrentVersion(version) ? " (current)" : ` (${version.status})`}`)
          .child(versionPane(S, context, version)),
      ),
      S.divider(),
      S.listItem()
        .id("all-doc-pages")
        .title("All doc pages")
        .child(
          S.documentTypeList("docPage")
            .title("All doc pages")
            .defaultOrdering([{ field: "title", direction: "asc" }]),
        ),
      S.listItem()
        .id("no-version")
        .title("Doc pages without a version")
        .child(
          S.documentList()
            .title("Doc pages without a version")
            .schemaType("docPage")
            .apiVersion(API_VERSION)
            .filter(`_type == "docPage" && !defined(version)`),
        ),
      S.documentTypeListItem("docVersion").title("Versions"),
    ]);
}

/**
 * The Studio's left pane: Documentation (by version, then by sidebar and category in sidebar
 * order), API specifications, the error catalogue (by HTTP status), Blog (posts newest first,
 * authors, tags), Pages, and Settings (the two singletons, opened as single documents, plus the
 * docs versions).
 */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .id("documentation")
        .title("Documentation")
        .child(() => documentationPane(S, context)),
      S.documentTypeListItem("apiSpec").title("API specifications"),
      S.listItem()
        .id("errorType")
        .title("Error catalogue")
        .schemaType("errorType")
        .child(
          S.documentTypeList("errorType")
            .title("Error catalogue")
            .defaultOrdering([
              { field: "status", direction: "asc" },
              { field: "type", direction: "asc" },
            ]),
        ),
      S.divider(),
      S.listItem()
        .id("blog")
        .title("Blog")
        .child(
          S.list()
            .title("Blog")
            .items([
              S.listItem()
                .id("posts")
                .title("Posts")
                .schemaType("blogPost")
                .child(
                  S.documentTypeList("blogPost")
                    .title("Posts (newest first)")
                    .defaultOrdering([{ field: "date", direction: "desc" }]),
                ),
              S.documentTypeListItem("author").title("Authors"),
              S.documentTypeListItem("tag").title("Tags"),
            ]),
        ),
      S.documentTypeListItem("page").title("Pages"),
      S.divider(),
      S.listItem()
        .id("settings")
        .title("Settings")
        .child(
          S.list()
            .title("Settings")
            .items([
              S.listItem()
                .id("siteSettings")
                .title("Site settings")
                .schemaType("siteSettings")
                .child(S.document().schemaType("siteSettings").documentId("siteSettings").title("Site settings")),
              S.listItem()
                .id("announcementBar")
                .title("Announcement bar")
                .schemaType("announcementBar")
                .child(
                  S.document().schemaType("announcementBar").documentId("announcementBar").title("Announcement bar"),
                ),
              S.documentTypeListItem("docVersion").title("Documentation versions"),
            ]),
        ),
    ]);
