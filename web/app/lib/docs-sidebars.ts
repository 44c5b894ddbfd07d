import { EDITOR_HANDBOOK_SIDEBAR, EDITOR_HANDBOOK_TITLE } from "./editor-handbook.ts";

/**
 * The docs sidebars a doc page can be filed in (SPEC.md section 2, docs sidebar), in the order the
 * navbar and the Studio list them: `value` as stored in a docPage's `sidebar` field, `title` as
 * editors read it.
 */
export const DOCS_SIDEBARS = [
  { value: "api", title: "API" },
  { value: "stablecoin", title: "Stablecoin" },
  { value: EDITOR_HANDBOOK_SIDEBAR, title: EDITOR_HANDBOOK_TITLE },
] as const;

/** A docs sidebar's stored name. */
export type DocsSidebarName = (typeof DOCS_SIDEBARS)[number]["value"];

/** The sidebars an API group can be shown in (an OpenAPI tag's `x-sidebar`): every one but the editor handbook. */
export type ApiSidebarName = Exclude<DocsSidebarName, typeof EDITOR_HANDBOOK_SIDEBAR>;

/** Every docs sidebar's stored name, for a schema's enumeration. */
// Pure (Rolldown docs, "@__PURE__"): a browser chunk that imports this module for something else drops it.
export const DOCS_SIDEBAR_NAMES = /* @__PURE__ */ DOCS_SIDEBARS.map((sidebar) => sidebar.value) as [
  DocsSidebarName,
  ...DocsSidebarName[],
];

/** The API sidebar: API groups without an `x-sidebar` are listed there, and it ends with the reference links. */
export const MAIN_API_SIDEBAR: ApiSidebarName = "api";

/**
 * The sidebar an OpenAPI tag's operations are listed in: its `x-sidebar` when that names an API
 * sidebar, else MAIN_API_SIDEBAR.
 */
export const apiSidebarOf = (xSidebar: unknown): ApiSidebarName =>
  DOCS_SIDEBARS.some((sidebar) => sidebar.value === xSidebar && sidebar.value !== EDITOR_HANDBOOK_SIDEBAR)
    ? (xSidebar as ApiSidebarName)
    : MAIN_API_SIDEBAR;
