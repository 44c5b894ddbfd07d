/**
 * The editor handbook: how to edit this site in Sanity Studio. Its pages are filed under an older
 * API version in the dataset (`tutorial-basics/*` pages, routes the site must keep), in the docs sidebar
 * named `tutorial`, but they are not API documentation: the site presents them as the handbook
 * (their own banner, no version badge), and the content checks and word counts leave them out.
 */
export const EDITOR_HANDBOOK_SIDEBAR = "tutorial";

/** The handbook's name, as the sidebar category, breadcrumbs, banner and Studio show it. */
export const EDITOR_HANDBOOK_TITLE = "Editor handbook";

/** Whether a doc page (by its sidebar) belongs to the editor handbook. */
export const isEditorHandbookPage = (page: { sidebar?: string | null }): boolean =>
  page.sidebar === EDITOR_HANDBOOK_SIDEBAR;
