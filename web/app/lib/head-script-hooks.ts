/**
 * The attributes the head script (lib/head-script.ts) looks for in the page: its handlers act on
 * them from the first paint on, before and without the app.
 */
export const HEAD_SCRIPT_HOOKS = {
  /** On every colour mode toggle (components/color-mode-toggle.tsx). */
  colorModeToggle: "data-color-mode-toggle",
  /** On the announcement bar's close button (components/announcement-bar.tsx). */
  announcementClose: "data-announcement-close",
  /** On each of the page's module scripts, held as a data block until the page is painted (lib/hold-module-scripts.ts). */
  heldModule: "data-held-module",
  /** The `src` of a held module script with one. */
  heldModuleSrc: "data-held-src",
  /** On the `<template>` that holds the page's module preloads until then. */
  heldPreloads: "data-held-preloads",
} as const;
